import Testing

@testable import MetricsCore

@Suite("SharedUse")
struct SharedUseTests {
    static let shared = CodeIndex(
        files: [
            SwiftFile(path: "Kit/Card.swift", origin: .shared, source: "struct Card {\n    let name: String\n}\n"),
            SwiftFile(
                path: "Kit/Store.swift", origin: .shared,
                source: "final class Store {\n    func cards() -> [Card] { [] }\n}\n"),
            SwiftFile(path: "Kit/Unused.swift", origin: .shared, source: "enum Unused {}\n"),
            SwiftFile(path: "Kit/Theme.swift", origin: .shared, source: "struct Theme {}\n"),
        ])

    @Test("counts the shared types a folder names and their lines, then those their files name in turn")
    func counts() {
        let use = SharedUse.measure(
            architecture: Fixtures.architecture([
                "Cards/Screen.swift": "final class Screen { let store: Store; func a() { _ = Store() } }",
                "Cards/Theme.swift": "struct Theme {}",
            ]),
            shared: Self.shared)

        #expect(use.types == ["Store"], "its own Theme shadows the shared one")
        #expect(use.lines == 3)
        #expect(use.reachedTypes == 2)
        #expect(use.reachedLines == 6)
    }
}
