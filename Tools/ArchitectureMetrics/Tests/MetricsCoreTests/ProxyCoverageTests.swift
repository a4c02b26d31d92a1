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
}
