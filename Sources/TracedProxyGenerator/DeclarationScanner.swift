/// A protocol as written at a file's top level: where its parts are, for `ProtocolReader`.
struct ProtocolDeclaration {
    let file: SourceFile
    let name: String
    let attributes: [String]
    let modifiers: [String]
    /// Each inherited type's tokens.
    let inherited: [Range<Int>]
    let hasPrimaryAssociatedTypes: Bool
    let hasWhereClause: Bool
    /// The tokens between its braces.
    let body: Range<Int>
}

/// What a file declares at its top level, read from its tokens: imports, protocols, type names, typealiases of
/// types, and every `any A & B` written anywhere in it.
struct FileDeclarations {
    /// Each imported module, and whether it is imported `@preconcurrency`.
    var imports: [(module: String, preconcurrency: Bool)] = []
    var protocols: [ProtocolDeclaration] = []
    /// Top-level classes, structs, enums, actors, typealiases and protocols.
    var typeNames: Set<String> = []
    /// Those of them declared `public` or `open`: what the module shows another.
    var publicTypeNames: Set<String> = []
    /// `typealias Name = Type`: the type's tokens.
    var aliases: [String: Range<Int>] = [:]
    /// Each `any A & B`, its parts as written.
    var compositions: [[String]] = []

    static let modifiers: Set<String> = [
        "public", "package", "internal", "fileprivate", "private", "open", "final", "nonisolated", "indirect",
        "dynamic", "override", "required", "convenience", "static", "class", "mutating", "nonmutating", "lazy", "weak",
        "unowned", "optional", "isolated", "consuming", "borrowing", "distributed",
    ]
    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "protocol", "typealias"]

    init(_ file: SourceFile) {
        let tokens = file.tokens
        var index = 0
        var attributes: [String] = []
        var modifiers: [String] = []
        while index < tokens.count {
            let token = tokens[index]
            if token.is("@"), index + 1 < tokens.count {
                attributes.append(tokens[index + 1].text)
                index += 2
                if index < tokens.count, tokens[index].is("("),
                    tokens[index].range.lowerBound == tokens[index - 1].range.upperBound
                {
                    index = file.closing(index) + 1
                }
                continue
            }
            if token.kind == .identifier, Self.modifiers.contains(token.text), !isClassDeclaration(tokens, at: index) {
                modifiers.append(token.text)
                index += 1
                continue
            }
            if token.kind == .identifier, token.is("import") || Self.typeKeywords.contains(token.text) {
                index = declaration(at: index, file, attributes, modifiers)
            } else if token.is("{") {
                index = file.closing(index) + 1
            } else {
                index += 1
            }
            attributes = []
            modifiers = []
        }
        compositions = Self.compositions(file)
    }

    /// `class Name`, not `class func` or `class var`.
    private func isClassDeclaration(_ tokens: [Token], at index: Int) -> Bool {
        guard tokens[index].is("class"), index + 1 < tokens.count, tokens[index + 1].kind == .identifier else {
            return false
        }
        let next = tokens[index + 1].text
        return !Self.modifiers.contains(next) && !["func", "var", "let", "subscript", "init"].contains(next)
    }

    /// Reads the declaration whose keyword is at `index`; answers where reading goes on.
    private mutating func declaration(
        at index: Int, _ file: SourceFile, _ attributes: [String], _ modifiers: [String]
    ) -> Int {
        let tokens = file.tokens
        let keyword = tokens[index].text
        guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { return index + 1 }
        let name = tokens[index + 1].text
        if keyword == "import" {
            // `import struct Module.Type` names the module after the kind.
            let kinds = Self.typeKeywords.union(["func", "var", "let"])
            let module = kinds.contains(name) && index + 2 < tokens.count ? tokens[index + 2].text : name
            imports.append((module, attributes.contains("preconcurrency")))
            return index + 2
        }
        typeNames.insert(name)
        if modifiers.contains("public") || modifiers.contains("open") { publicTypeNames.insert(name) }
        if keyword == "typealias" {
            guard let equals = (index + 2..<tokens.count).first(where: { tokens[$0].is("=") || tokens[$0].startsLine }),
                tokens[equals].is("=")
            else { return index + 2 }
            let end = Self.aliasEnd(file, from: equals + 1)
            aliases[name] = equals + 1..<end
            return end
        }
        guard let open = (index + 2..<tokens.count).first(where: { tokens[$0].is("{") }) else { return tokens.count }
        let close = file.closing(open)
        if keyword == "protocol" {
            protocols.append(protocolDeclaration(file, name, index + 2..<open, close, attributes, modifiers))
        }
        return close + 1
    }

    private func protocolDeclaration(
        _ file: SourceFile, _ name: String, _ head: Range<Int>, _ close: Int, _ attributes: [String],
        _ modifiers: [String]
    ) -> ProtocolDeclaration {
        let tokens = file.tokens
        var cursor = head.lowerBound
        let hasPrimary = cursor < head.upperBound && tokens[cursor].is("<")
        if hasPrimary { cursor = file.closing(cursor, limit: head.upperBound) + 1 }
        var inherited: [Range<Int>] = []
        let whereIndex = (cursor..<head.upperBound).first { tokens[$0].is("where") }
        if cursor < head.upperBound, tokens[cursor].is(":") {
            var start = cursor + 1
            var scan = start
            let stop = whereIndex ?? head.upperBound
            while scan < stop {
                if ["(", "[", "<"].contains(tokens[scan].text) {
                    scan = file.closing(scan, limit: stop) + 1
                    continue
                }
                if tokens[scan].is(",") {
                    inherited.append(start..<scan)
                    start = scan + 1
                }
                scan += 1
            }
            if stop > start { inherited.append(start..<stop) }
        }
        return ProtocolDeclaration(
            file: file, name: name, attributes: attributes, modifiers: modifiers, inherited: inherited,
            hasPrimaryAssociatedTypes: hasPrimary, hasWhereClause: whereIndex != nil, body: head.upperBound + 1..<close)
    }

    /// A typealias's type ends where the next line starts a new declaration, outside brackets.
    private static func aliasEnd(_ file: SourceFile, from start: Int) -> Int {
        var index = start
        while index < file.tokens.count {
            let token = file.tokens[index]
            if index > start, token.startsLine, !["->", "&", ".", "?", ")", "]", ">", ","].contains(token.text) {
                return index
            }
            if ["(", "[", "<"].contains(token.text) {
                index = file.closing(index) + 1
                continue
            }
            index += 1
        }
        return index
    }

    /// Every `any A & B` (in a parameter, a property, an optional, a generic argument): its parts as written.
    private static func compositions(_ file: SourceFile) -> [[String]] {
        let tokens = file.tokens
        var found: [[String]] = []
        for index in tokens.indices where tokens[index].is("any") && tokens[index].kind == .identifier {
            var parts: [String] = []
            var cursor = index + 1
            while cursor < tokens.count, tokens[cursor].kind == .identifier {
                var part = tokens[cursor].text
                cursor += 1
                while cursor + 1 < tokens.count, tokens[cursor].is("."), tokens[cursor + 1].kind == .identifier {
                    part += "." + tokens[cursor + 1].text
                    cursor += 2
                }
                parts.append(part)
                guard cursor < tokens.count, tokens[cursor].is("&") else { break }
                cursor += 1
            }
            if parts.count > 1 { found.append(parts) }
        }
        return found
    }
}
