import Foundation
import Testing

@testable import MetricsCore

@Suite("SideBySide")
struct SideBySideTests {
    /// A repository with only an MVC folder of two files, as `measure` reads one.
    static func fixture() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("side-by-side-\(UUID())")
        let cards = root.appendingPathComponent("Sources/MyCardsMVC/Cards")
        try FileManager.default.createDirectory(at: cards, withIntermediateDirectories: true)
        try """
        final class CardsViewController {
            func open(_ identifier: String) {
                push(identifier)
            }

            func push(_ identifier: String) {}
        }

        """.write(to: cards.appendingPathComponent("CardsViewController.swift"), atomically: true, encoding: .utf8)
        try "struct Details {\n    init() {}\n}\n".write(
            to: cards.appendingPathComponent("Details.swift"), atomically: true, encoding: .utf8)
        return root
    }

    static let journey = [
        JourneyStep("Cards/CardsViewController.swift", "open", "Opens the card."),
        JourneyStep("Cards/Details.swift", "init", "Makes the details."),
        JourneyStep("Cards/CardsViewController.swift", "push", "Pushes them."),
    ]

    @Test("writes a summary row and a section of numbered steps, each with its place and its code")
    func page() throws {
        let root = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: root) }

        let page = try SideBySide.measure(root: root, journeys: ["MVC": Self.journey, "VIP": Self.journey]).markdown

        #expect(page.contains("| [MVC](#mvc) | 3 | 2 | 5 |\n"))
        #expect(page.contains("\n## MVC\n\n1. **`CardsViewController.open(_:)`** — Opens the card.\n\n"))
        #expect(
            page.contains(
                "   [`Sources/MyCardsMVC/Cards/CardsViewController.swift:2–4`]"
                    + "(../Sources/MyCardsMVC/Cards/CardsViewController.swift#L2-L4)\n"))
        #expect(
            page.contains(
                "   ```swift\n   func open(_ identifier: String) {\n       push(identifier)\n   }\n   ```\n"))
        #expect(page.contains("2. **`Details.init()`** — Makes the details.\n"))
        #expect(page.hasSuffix("3 steps, 2 files, 5 lines.\n"))
        #expect(!page.contains("## VIP"), "an architecture whose folder is absent is left out")
    }

    @Test("fails, naming the step, when its declaration is no longer in its file")
    func missingDeclaration() throws {
        let root = try Self.fixture()
        defer { try? FileManager.default.removeItem(at: root) }
        let renamed = [JourneyStep("Cards/CardsViewController.swift", "openCard", "Opens the card.")]

        let error = #expect(throws: SideBySide.CutError.self) {
            try SideBySide.measure(root: root, journeys: ["MVC": renamed])
        }

        #expect(error?.description.contains("MVC's step 1, `openCard`") == true)
        #expect(error?.description.contains("Sources/MyCardsMVC/Cards/CardsViewController.swift") == true)
    }

    @Test("describes opening a card in every architecture of the comparison, in 5 to 12 steps")
    func describesAll() {
        #expect(Set(OpenCardJourney.steps.keys) == Set(ComparisonReport.architectures.map(\.0)))
        #expect(OpenCardJourney.steps.values.allSatisfy { (5...12).contains($0.count) })
    }
}
