import Foundation
import SwiftParser
import SwiftSyntax

/// The check that nothing goes untraced silently. The TracedProxies plugin's generator reads the protocols of an
/// architecture module without a compiler's parser (a fresh clone must not build swift-syntax); here swift-syntax
/// finds them all, and each must have a proxy in what that generator writes for the folder.
public enum ProxyCoverage {
    /// The architecture modules whose tracing module the plugin serves: those with protocols between their roles.
    public static let modules = ["MyCardsMVVM", "MyCardsVIPER", "MyCardsVIP"]

    /// Each protocol of those folders without a proxy, with the generator's reason: `MyCardsVIPER: CardsViewInput
    /// (internal: …)`. `generator` is the built TracedProxyGenerator.
    public static func untraced(root: URL, generator: URL) throws -> [String] {
        try modules.flatMap { module in
            let folder = root.appendingPathComponent("Sources/\(module)")
            let sources = try FolderMetrics.sources(in: folder)
            let output = FileManager.default.temporaryDirectory.appendingPathComponent("\(module)-\(UUID()).swift")
            defer { try? FileManager.default.removeItem(at: output) }
            let process = Process()
            process.executableURL = generator
            process.arguments =
                [output.path, module] + sources.keys.sorted().map { folder.appendingPathComponent($0).path }
            try process.run()
            process.waitUntilExit()
            let generated = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
            let boundaries = protocols(in: sources).filter(held(in: sources).contains)
            return missing(protocols: boundaries, generated: generated).map { "\(module): \($0)" }
        }
    }

    /// Every protocol declared in the files, at any depth, in file order.
    static func protocols(in files: [String: String]) -> [String] {
        files.sorted { $0.key < $1.key }.flatMap { _, source in
            let visitor = ProtocolNames(viewMode: .sourceAccurate)
            visitor.walk(Parser.parse(source: source))
            return visitor.names
        }
    }

    /// Every type name some declaration uses as a type — a property's, a parameter's, a result's, a generic
    /// constraint's — anywhere but in an inheritance clause or as the type an extension extends. A protocol named only
    /// there is a conformance that lends its conformers code (MVVM's `ObservingScreen`): no role holds a value of it,
    /// so no message crosses it and there is nothing for a proxy to stand in for.
    static func held(in files: [String: String]) -> Set<String> {
        files.values.reduce(into: Set<String>()) { names, source in
            let visitor = HeldTypeNames(viewMode: .sourceAccurate)
            visitor.walk(Parser.parse(source: source))
            names.formUnion(visitor.names)
        }
    }

    /// The protocols with no `final class Traced<Name>:` in the generated text, each with the reason the file's note
    /// gives, or `no proxy` when it gives none.
    static func missing(protocols: [String], generated: String) -> [String] {
        let note = generated.split(separator: "\n").first { $0.hasPrefix("// Not proxied") }.map(String.init) ?? ""
        return protocols.filter { !generated.contains("final class Traced\($0):") }.map { name in
            guard let start = note.range(of: "\(name) (") else { return "\(name) (no proxy)" }
            let reason = note[start.upperBound...].prefix { $0 != ")" }
            return "\(name) (\(reason))"
        }
    }
}

private final class ProtocolNames: SyntaxVisitor {
    private(set) var names: [String] = []

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        names.append(node.name.text)
        return .visitChildren
    }
}

private final class HeldTypeNames: SyntaxVisitor {
    private(set) var names: Set<String> = []

    override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind {
        .skipChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        walk(node.memberBlock)
        return .skipChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }
}
