import SwiftParser
import SwiftSyntax

/// Tests and assertions in a test file, whatever its framework: Swift Testing's `@Test`, XCTest's `test…` methods
/// of an `XCTestCase` subclass, Quick's `it(…)`; `#expect`, `#require`, Nimble's `expect(…)`, every `XCTAssert…` and
/// `XCTFail`.
enum AnchorTestCounter {
    static func count(_ source: String) -> (tests: Int, assertions: Int) {
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(Parser.parse(source: source))
        return (visitor.tests, visitor.assertions)
    }

    /// Whether the file names one of `roles` (as an identifier, not in a string or comment): a test of the
    /// pattern's code, not of the shared layers.
    static func names(_ roles: Set<String>, in source: String) -> Bool {
        Parser.parse(source: source).tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind { return roles.contains(name) }
            return false
        }
    }

    private final class Visitor: SyntaxVisitor {
        var tests = 0
        var assertions = 0
        private var inTestCase: [Bool] = []

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let parents = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            inTestCase.append(parents.contains("XCTestCase") || parents.contains("QuickSpec"))
            return .visitChildren
        }

        override func visitPost(_ node: ClassDeclSyntax) { inTestCase.removeLast() }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            let swiftTesting = node.attributes.contains {
                $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Test"
            }
            let xcTest =
                inTestCase.last == true && node.name.text.hasPrefix("test")
                && node.signature.parameterClause.parameters.isEmpty
            if swiftTesting || xcTest { tests += 1 }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let name = node.calledExpression.trimmedDescription
            if name == "expect" || name.hasPrefix("XCTAssert") || name == "XCTFail" { assertions += 1 }
            if name == "it" && inTestCase.last == true { tests += 1 }
            return .visitChildren
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            if ["expect", "require"].contains(node.macroName.text) { assertions += 1 }
            return .visitChildren
        }
    }
}
