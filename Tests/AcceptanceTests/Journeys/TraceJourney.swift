import Foundation
import Nimble
import Testing

extension Journeys {
    @Suite("when the app runs with --trace")
    struct TraceJourney {
        @Test(
            "writes one `Sender -> Receiver: message` line per hop, the journey's messages among them",
            arguments: Variant.all)
        func writesTrace(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)
            let app = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { app.close() }
            try await app.waitForCards(SeedCards.sortedNames)
            try await app.openFirstCard()
            try app.session.send(.escape)
            try await app.waitForScreen("Cards")

            let status = try await app.quit()

            let lines = try String(contentsOf: sandbox.trace, encoding: .utf8).split(separator: "\n").map(String.init)
            let format = #/^[A-Za-z][A-Za-z0-9]* -> [A-Za-z][A-Za-z0-9]*: .+$/#
            expect(status).to(equal(0))
            expect(lines.filter { (try? format.wholeMatch(in: $0)) == nil }).to(beEmpty())
            expect(lines.contains { $0.hasSuffix("-> NetworkLoader: download()") }).to(beTrue())
            expect(lines.contains { $0.hasSuffix("-> CardsWorker: get(PersistenceQuery)") }).to(beTrue())
            expect(lines.contains { $0.hasPrefix("CardsView -> CardsViewController: open") }).to(beTrue())
            expect(lines.contains { $0.contains("CardDetails") }).to(beTrue())
        }
    }
}
