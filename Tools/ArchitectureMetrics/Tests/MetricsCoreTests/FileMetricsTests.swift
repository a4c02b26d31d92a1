import Testing

@testable import MetricsCore

@Suite("FileMetrics")
struct FileMetricsTests {
    static let source = """
        import Foundation
        // A comment

        /* block
           comment */
        protocol Greeting {}
        struct Greeter: Greeting {
            func greet(_ name: String?) -> String {
                trace.to("Console", "greet")
                guard let name else { return "Hello" }
                if name.isEmpty || name == " " { return "Hi" }
                return name.count > 3 ? "Hello, \\(name)" : "Hey"
            }
        }

        @Test("greets") func greets() { #expect(true); expect(1).to(equal(1)) }
        """

    @Test("counts lines by kind")
    func lines() {
        let metrics = FileMetrics.measure(source: Self.source)

        #expect(metrics.lines == 16)
        #expect(metrics.blankLines == 2)
        #expect(metrics.commentLines == 3)
        #expect(metrics.codeLines == 11)
    }

    @Test("counts types, functions, imports, tests and assertions")
    func declarations() {
        let metrics = FileMetrics.measure(source: Self.source)

        #expect(metrics.types == ["protocol": 1, "struct": 1])
        #expect(metrics.functions == 2)
        #expect(metrics.imports == ["Foundation"])
        #expect(metrics.tests == 1)
        #expect(metrics.assertions == 2)
    }

    @Test("measures McCabe complexity: guard, if, ||, ternary")
    func complexity() {
        let metrics = FileMetrics.measure(source: Self.source)

        #expect(metrics.complexities.max() == 5)
    }
}
