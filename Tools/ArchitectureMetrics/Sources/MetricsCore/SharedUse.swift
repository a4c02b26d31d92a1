import SwiftSyntax

/// How much of the shared modules an architecture's code calls on, read from the syntax tree: the shared modules'
/// top-level types its code names (in a type, a call, an extension, a conformance), with their lines, and the same
/// followed through what those types' files name in turn. A type counts whole once named; a name the folder declares
/// itself is its own.
public struct SharedUse: Sendable, Equatable {
    /// The shared top-level types named directly, sorted.
    public let types: [String]
    /// Their lines (declarations and their extensions in the shared modules).
    public let lines: Int
    /// The shared types reached by following the names in the files that declare them, and their lines.
    public let reachedTypes: Int
    public let reachedLines: Int

    public static func measure(architecture files: [SwiftFile], shared: CodeIndex) -> SharedUse {
        let written = files.filter { !$0.isGenerated }
        let own = CodeIndex(files: written)
        let named = Set(written.flatMap { names(in: $0.tree) })
            .filter { own.lookup($0) == nil }
        let direct = topLevel(named, in: shared)
        var namesByFile: [String: Set<String>] = [:]
        for file in shared.files { namesByFile[file.path] = names(in: file.tree) }
        var reached = direct
        var queue = Array(direct)
        while let next = queue.popLast() {
            guard let type = shared.types[next] else { continue }
            let more = topLevel(
                type.files.reduce(into: Set<String>()) { $0.formUnion(namesByFile[$1] ?? []) }, in: shared)
            for found in more where reached.insert(found).inserted { queue.append(found) }
        }
        let lines = { (types: Set<String>) in types.reduce(0) { $0 + (shared.types[$1]?.lines ?? 0) } }
        return SharedUse(
            types: direct.sorted(), lines: lines(direct), reachedTypes: reached.count, reachedLines: lines(reached))
    }

    /// The top-level types of `index` that `names` stand for.
    private static func topLevel(_ names: Set<String>, in index: CodeIndex) -> Set<String> {
        Set(
            names.compactMap { name in
                index.lookup(name).map { String($0.qualifiedName.split(separator: ".").first ?? "") }
            })
    }

    /// Every capitalised name a file's code uses: types written, called, extended or conformed to.
    static func names(in tree: SourceFileSyntax) -> Set<String> {
        let collector = NameCollector(viewMode: .sourceAccurate)
        collector.walk(tree)
        return collector.names
    }
}

private final class NameCollector: SyntaxVisitor {
    private(set) var names = Set<String>()

    private func add(_ name: String) {
        if name.first?.isUppercase == true { names.insert(name) }
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        add(node.baseName.text)
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        add(node.name.text)
        return .visitChildren
    }
}
