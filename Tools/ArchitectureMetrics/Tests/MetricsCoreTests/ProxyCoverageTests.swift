import Testing

@testable import MetricsCore

@Suite("ProxyCoverage")
struct ProxyCoverageTests {
    @Test("finds every protocol swift-syntax reads, nested ones too, in file order")
    func findsProtocols() {
        let files = [
            "B.swift": "package protocol Second: AnyObject {}",
            "A.swift": "@MainActor\npackage protocol First: AnyObject {\n}\nenum Box { protocol Nested {} }",
        ]

        #expect(ProxyCoverage.protocols(in: files) == ["First", "Nested", "Second"])
    }

    @Test("names each protocol the generated file has no proxy for, with the reason its note gives")
    func namesMissing() {
        let generated = """
            final class TracedFirst: First, TracedBoundary {
            }

            // Not proxied, so not traced: Second (internal: a tracing module sees only a package protocol); Third \
            (a subscript).
            """

        let missing = ProxyCoverage.missing(protocols: ["First", "Second", "Fourth"], generated: generated)

        #expect(missing == ["Second (internal: a tracing module sees only a package protocol)", "Fourth (no proxy)"])
    }

    @Test(
        "holds a protocol named as a property's, a parameter's, a result's or a constraint's type, optional or in any")
    func holdsUsedTypes() {
        let files = [
            "A.swift": """
            final class Presenter {
                weak var view: (any ViewInput)?
                var outputs: [any Output] = []
                func start(router: some Router) -> any Interactor { fatalError() }
                func use<T: Worker>(_ worker: T) {}
                var store: Kit.Store?
            }
            """
        ]

        let held = ProxyCoverage.held(in: files)

        #expect(["ViewInput", "Output", "Router", "Interactor", "Worker", "Store"].allSatisfy(held.contains))
    }

    @Test("does not hold a protocol named only where a type conforms to it, extends it or mentions it in a comment")
    func skipsConformances() {
        let files = [
            "A.swift": """
            protocol Mixin: ScreenHosting { var list: [Int] { get } }
            final class Controller: Mixin { let list = [1] } // a Mixin
            extension Mixin { func flush() { _ = "Mixin" } }
            struct Wrapper { enum Inner: Mixin {} }
            """
        ]

        let held = ProxyCoverage.held(in: files)

        #expect(!held.contains("Mixin"))
        #expect(!held.contains("ScreenHosting"))
        #expect(held.contains("Int"))
    }
}
