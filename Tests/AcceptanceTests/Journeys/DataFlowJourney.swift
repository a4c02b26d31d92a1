import Foundation
import Nimble
import Testing

extension Journeys {
    /// The comparison's fixed journey (Docs/Comparison.md, "Data flow"): launch, open a card, edit the name, save,
    /// back, delete it. With `MYCARDS_RECORD_TRACES=FOLDER` (`make traces`) each variant's trace is kept there as
    /// `<variant>.trace` for `make compare` to count.
    @Suite("when the comparison's fixed journey runs")
    struct DataFlowJourney {
        @Test("traces every hop from launch to delete, the store and the backend among them", arguments: Variant.all)
        func tracesJourney(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)
            let app = try RunningApp.launch(variant, in: sandbox, backend: backend.url)
            defer { app.close() }
            try await app.waitForCards(SeedCards.sortedNames)
            let first = SeedCards.sortedNames[0]

            try await app.renameFirstCard(from: first, to: "A Journey Card")
            try app.session.send(.escape)
            try await app.waitForCards(["A Journey Card"])
            try await app.askToDeleteFirstCard()
            try app.session.type("y")
            try await app.waitForCards(Array(SeedCards.sortedNames.dropFirst()))
            _ = try await backend.waitForStoredCards("the delete") { $0.count == 2 }
            let status = try await app.quit()

            let trace = try String(contentsOf: sandbox.trace, encoding: .utf8)
            let lines = trace.split(separator: "\n").map(String.init)
            expect(status).to(equal(0))
            expect(lines.filter { !$0.contains(" -> ") }).to(beEmpty())
            expect(lines.contains { $0.contains("-> CardsWorker: save") }).to(beTrue())
            expect(lines.contains { $0.contains("-> CardsWorker: remove") }).to(beTrue())
            expect(lines.contains { $0.contains("-> NetworkLoader: upload") }).to(beTrue())
            expect(lines.contains { $0.contains("-> NetworkLoader: delete") }).to(beTrue())
            try Self.keep(trace, of: variant)
        }

        private static func keep(_ trace: String, of variant: Variant) throws {
            guard let folder = ProcessInfo.processInfo.environment["MYCARDS_RECORD_TRACES"] else { return }
            let url = URL(fileURLWithPath: folder).appendingPathComponent("\(variant.architecture).trace")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try trace.write(to: url, atomically: true, encoding: .utf8)
        }
    }
}
