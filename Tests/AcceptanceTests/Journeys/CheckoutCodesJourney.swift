import Foundation
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

extension Journeys {
    /// Behaviour.md "Checkout codes": `c` on the Card screen draws the number for a checkout's scanner; the form
    /// takes a number and its barcode, refuses one the barcode cannot carry, and reads the number off a photo.
    @Suite("when a card's checkout code is used")
    struct CheckoutCodesJourney {
        static let blocks = Set("▀▄█▌▐▖▗▘▝▙▚▛▜▝▞▟")

        /// The code on the screen as a scanner reads it: its rows painted as a terminal paints them, decoded.
        static func scan(_ screen: ScreenText) -> ReadBarcode? {
            let rows = screen.lines.filter { $0.contains { blocks.contains($0) } }
            guard !rows.isEmpty else { return nil }
            let picture = BarcodeSamples.rasterise(rows)
            return BarcodeReader.read(grey: picture.grey, width: picture.width, height: picture.height)
        }

        @Test("c shows the card's barcode, which scans from the screen, and Esc closes it", arguments: Variant.all)
        func showsCode(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)
            let app = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { app.close() }
            try await app.waitForCards(SeedCards.sortedNames)
            try await app.openFirstCard()

            try app.session.type("c")

            // tmux may be caught halfway through a frame: wait for one that is all there, then read it as a scanner.
            let screen = try await app.session.waitFor("the Code screen with the number under its code") { screen in
                screen.contains(variant.title("Code · Café Aurora")) && screen.contains("4006381333931  EAN-13")
                    && Self.scan(screen) != nil
            }
            expect(Self.scan(screen)).to(equal(ReadBarcode(number: "4006381333931", barcode: .ean13)))
            try app.session.send(.escape)
            try await app.waitForScreen("Card")
        }

        @Test("saves a new card with a name and a number only, and Cards shows the number", arguments: Variant.all)
        func savesNumber(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)
            let app = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { app.close() }
            try await app.waitForCards(SeedCards.sortedNames)
            try await app.startNewCard(typing: "Library")

            try app.session.send(.tab)
            try app.session.type("9780201633610")
            try app.session.send(.ctrlS)

            try await app.waitForCards(["Library"] + SeedCards.sortedNames)
            try await app.session.waitFor("9780201633610")
        }

        @Test("keeps the form open and says why when the barcode cannot carry the number", arguments: Variant.all)
        func refusesNumber(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)
            let app = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { app.close() }
            try await app.waitForCards(SeedCards.sortedNames)
            try await app.startNewCard(typing: "Library")

            try app.session.send(.tab)
            try app.session.type("12345")
            try app.session.send(.tab, .enter)
            try await app.session.waitFor("‹ EAN-13 ›")
            try app.session.send(.ctrlS)

            try await app.session.waitFor("EAN-13 needs 12 or 13 digits")
            try await app.waitForScreen("New card")
        }

        @Test("reads the number off the back photo of a sample card picked for a new card", arguments: Variant.all)
        func readsPhoto(variant: Variant) async throws {
            let sandbox = try Sandbox()
            // The swifting.io sample's back photo carries the EAN-13 its card keeps; first in the library.
            try FileManager.default.copyItem(
                at: RepositoryFiles.samplePhotos.appendingPathComponent("07-swifting-back.png"),
                to: sandbox.photos.appendingPathComponent("00-swifting-back.png"))
            let backend = try await Backend.start(in: sandbox)
            let app = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { app.close() }
            try await app.waitForCards(SeedCards.sortedNames)
            try await app.startNewCard(typing: "Swifting")

            try app.session.send(.tab, .tab, .tab, .enter)
            try await app.session.waitFor("Library")
            try app.session.type("l")
            try await app.session.waitFor("00-swifting-back.png")
            try app.session.send(.enter)
            try await app.waitForScreen("Crop")
            try app.session.send(.enter)

            try await app.session.waitFor("Read 5901234123457 (EAN-13) from the photo")
            let form = try await app.waitForScreen("New card")
            expect(form.line(containing: "Number")).to(contain("5901234123457"))
        }
    }
}
