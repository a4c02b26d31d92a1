/// Reads a protocol declaration into what a forwarding class needs, or names why no class can forward it.
struct ProtocolReader {
    /// The proxy's own names and its methods' locals: a parameter called so would hide them in the forwarding body.
    static let proxyNames: Set<String> = ["base", "link", "caller", "route", "strongBase", "weakBase"]
    /// The proxy's stored names, which no requirement may take.
    static let storedNames: Set<String> = ["base", "link", "strongBase", "weakBase"]
    static let memberKeywords: Set<String> = [
        "func", "var", "let", "typealias", "associatedtype", "init", "subscript", "case",
    ]

    let file: SourceFile
    /// The folder's `typealias`es of function types, by name: a parameter of such a type is a callback too.
    let aliases: [String: (file: SourceFile, range: Range<Int>)]

    func read(_ declaration: ProtocolDeclaration, imports: [String: Bool]) -> ProxyProtocol {
        var requirements: [ProxyRequirement] = []
        var problem = Self.protocolProblem(declaration)
        var index = declaration.body.lowerBound
        while index < declaration.body.upperBound, problem == nil {
            let member = memberEnd(from: index, in: declaration.body)
            switch requirement(index..<member) {
            case .found(let found): requirements += found
            case .ignored: break
            case .problem(let reason): problem = reason
            }
            index = member
        }
        return ProxyProtocol(
            name: declaration.name,
            globalActor: declaration.attributes.first { $0.hasSuffix("Actor") }.map { "@" + $0 },
            inherited: declaration.inherited.map { file.text($0) }, requirements: requirements, problem: problem,
            imports: imports)
    }

    enum Reading {
        case found([ProxyRequirement])
        /// A member that asks nothing of a conforming type (a typealias).
        case ignored
        case problem(String)
    }

    private static func protocolProblem(_ declaration: ProtocolDeclaration) -> String? {
        if declaration.hasPrimaryAssociatedTypes { return "associated types" }
        if declaration.hasWhereClause { return "a where clause" }
        let modifiers = declaration.modifiers
        if modifiers.contains("private") || modifiers.contains("fileprivate") { return "private to its file" }
        if !modifiers.contains("package") && !modifiers.contains("public") {
            return "internal: a tracing module sees only a package protocol"
        }
        return nil
    }

    /// Where the member starting at `start` ends: the next line that starts a member, outside brackets.
    private func memberEnd(from start: Int, in body: Range<Int>) -> Int {
        var index = start
        var seenKeyword = false
        while index < body.upperBound {
            let token = file.tokens[index]
            if index > start, token.startsLine, seenKeyword, isMemberStart(token) { return index }
            if token.kind == .identifier, Self.memberKeywords.contains(token.text) { seenKeyword = true }
            if ["(", "[", "<", "{"].contains(token.text) {
                index = file.closing(index, limit: body.upperBound) + 1
                continue
            }
            index += 1
        }
        return body.upperBound
    }

    private func isMemberStart(_ token: Token) -> Bool {
        token.is("@") || token.is("#")
            || (token.kind == .identifier
                && (Self.memberKeywords.contains(token.text) || FileDeclarations.modifiers.contains(token.text)))
    }

    private func requirement(_ range: Range<Int>) -> Reading {
        let tokens = file.tokens
        var index = range.lowerBound
        var attributes: [Int] = []
        var modifiers: [String] = []
        while index < range.upperBound {
            if tokens[index].is("@"), index + 1 < range.upperBound {
                attributes += [index, index + 1]
                index += 2
                if index < range.upperBound, tokens[index].is("("),
                    tokens[index].range.lowerBound == tokens[index - 1].range.upperBound
                {
                    let close = file.closing(index, limit: range.upperBound)
                    attributes += Array(index...min(close, range.upperBound - 1))
                    index = close + 1
                }
            } else if tokens[index].kind == .identifier, FileDeclarations.modifiers.contains(tokens[index].text) {
                modifiers.append(tokens[index].text)
                index += 1
            } else {
                break
            }
        }
        guard index < range.upperBound else { return .ignored }
        let attributeText = attributes.isEmpty ? "" : file.text(attributes[0]..<attributes[attributes.count - 1] + 1)
        let reader = RequirementReader(file: file, aliases: aliases)
        switch tokens[index].text {
        case "func":
            return reader.method(index..<range.upperBound, attributes: attributeText, modifiers: modifiers)
        case "var", "let":
            return reader.properties(index..<range.upperBound, attributes: attributeText, modifiers: modifiers)
        case "typealias": return .ignored
        case "associatedtype":
            return .problem("associated type \(index + 1 < range.upperBound ? tokens[index + 1].text : "")")
        case "init": return .problem("an init requirement")
        case "subscript": return .problem("a subscript")
        default: return .problem("a requirement the generator does not read (\(tokens[index].text))")
        }
    }
}
