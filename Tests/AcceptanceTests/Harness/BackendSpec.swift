import Foundation
import Nimble
import Testing

@Suite("Backend")
struct BackendSpec {
    @Suite("when started in a sandbox")
    struct WhenStarted {
        @Test("serves the three seeded cards over HTTP")
        func servesSeed() async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)

            let cards = try await backend.fetchCards()

            expect(cards.map(\.name).sorted()).to(equal(SeedCards.sortedNames.sorted()))
        }

        @Test("keeps the cards in its data file")
        func dataFile() async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)

            let cards = try await backend.waitForStoredCards("three cards") { $0.count == 3 }

            expect(cards.map(\.identifier)).to(equal(try SeedCards.three().map(\.identifier)))
        }

        @Test("fails a wait for cards it never gets with what it holds")
        func waitTimesOut() async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)

            var message = ""
            do {
                try await backend.waitForStoredCards("no cards", timeout: .milliseconds(100)) { $0.isEmpty }
            } catch {
                message = "\(error)"
            }

            expect(message).to(contain("no cards"))
            expect(message).to(contain("Green Grocer"))
        }
    }

    @Suite("when stopped")
    struct WhenStopped {
        @Test("ends the process")
        func stop() async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)

            try await backend.stop()

            expect(backend.isRunning).to(beFalse())
        }
    }
}
