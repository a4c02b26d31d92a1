import Foundation
import MyCardsKit
import Nimble
import Testing

extension Journeys {
    @Suite("when a card is created with a library photo and a camera photo")
    struct CreateCardJourney {
        static let name = "Corner Bakery"

        @Test("crops both photos to the card outline, saves, and the backend gets the card", arguments: Variant.all)
        func createsCard(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)
            let app = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { app.close() }
            try await app.waitForCards(SeedCards.sortedNames)
            try app.session.type("n")
            try await app.waitForScreen("New card")
            try app.session.type(Self.name)
            try await app.session.waitFor(Self.name)
            expect(try app.session.screen().occurrences(of: "No photo")).to(equal(2))

            try await pickFrontFromLibrary(app)
            try await takeBackWithCamera(app)
            try app.session.send(.ctrlS)

            try await app.waitForCards(SeedCards.sortedNames + [Self.name])
            // The new card is the selected tile: its caption carries the selection marker.
            try await app.session.waitFor("the new card selected") { $0.contains("▶  \(Self.name)") }
            let stored = try await backend.waitForStoredCards("the new card") { cards in
                cards.contains { $0.name == Self.name }
            }
            let card = try #require(stored.first { $0.name == Self.name })
            expect(card.identifier).toNot(beEmpty())
            for side in [true, false] {
                let image = try ImageDecoder.decode(try #require(card.photoData(front: side)))
                let aspect = Double(image.size.width) / Double(image.size.height)
                expect(aspect).to(beCloseTo(CardOutline.aspectRatio, within: 0.05))
            }
        }

        /// Tab past Number and Barcode to Front, Enter → menu, `l` → the library lists the files and the broken one
        /// with its reason; Enter picks the first, Enter crops; back on the form, one photo still missing.
        private func pickFrontFromLibrary(_ app: RunningApp) async throws {
            try app.session.send(.tab, .tab, .tab, .enter)
            try await app.session.waitFor("Library")
            try app.session.type("l")
            try await app.waitForScreen("Photo library")
            let reason = Self.problem(of: app.sandbox.brokenPhoto)
            let library = try await app.session.waitFor("the library's files and the broken file's reason") { screen in
                (Sandbox.photoNames + [Sandbox.brokenPhotoName, reason]).allSatisfy(screen.contains)
            }
            let rows = (Sandbox.photoNames + [Sandbox.brokenPhotoName]).compactMap { library.position(of: $0)?.row }
            expect(rows).to(equal(rows.sorted()), description: "files sorted by name in \(library)")

            try app.session.send(.enter)
            try await app.waitForScreen("Crop")
            try app.session.send(.enter)

            try await app.session.waitFor("the form with one photo missing") { screen in
                screen.contains(app.variant.title("New card")) && screen.occurrences(of: "No photo") == 1
            }
            try await app.session.waitFor(Self.name)
        }

        /// Tab to Back, Enter → menu, `c` → the camera with its shutter; Space takes the photo.
        private func takeBackWithCamera(_ app: RunningApp) async throws {
            try app.session.send(.tab, .enter)
            try await app.session.waitFor("Camera")
            try app.session.type("c")
            try await app.waitForScreen("Camera")
            try await app.session.waitFor("(o)")

            try app.session.send(.space)

            try await app.session.waitFor("the form with both photos") { screen in
                screen.contains(app.variant.title("New card")) && !screen.contains("No photo")
            }
        }

        /// What the decoder says about the broken file: the reason the library must show next to it.
        private static func problem(of file: URL) -> String {
            do {
                _ = try ImageDecoder.inspect(ImageFile.read(file))
                return "(decodes fine?)"
            } catch {
                return error.message
            }
        }
    }
}
