/// The shape of a written type, as far as a proxy needs it: whether it is a function (a callback to wrap), an
/// optional, or something else, and which tokens are attributes.
indirect enum TypeShape {
    case function(FunctionShape)
    case optional(TypeShape)
    /// One unlabelled type in parentheses.
    case parenthesized(TypeShape)
    /// Attributes (`@escaping`, `@MainActor`) and specifiers (`inout`, `sending`) before a type.
    case attributed(attributes: [String], specifiers: [String], TypeShape)
    /// A name (`CardPhotoMaking`, `Card.Side`); `generic` when it has arguments (`Result<…>`).
    case named(String, generic: Bool)
    case other
}

struct FunctionShape {
    /// Per parameter: `inout`, and `...`.
    let parameters: [(isInout: Bool, isVariadic: Bool)]
    let hasEffects: Bool
    let returnsVoid: Bool
}

/// Reads a type's tokens into its `TypeShape`: attributes, parentheses, tuples, functions, optionals, named and
/// generic types, arrays, dictionaries and `any`/`some` compositions. What it does not know is `.other`.
struct TypeParser {
    static let specifiers: Set<String> = [
        "inout", "sending", "borrowing", "consuming", "isolated", "__owned", "__shared",
    ]

    private let file: SourceFile
    private let end: Int
    private var index: Int
    /// The attribute tokens met (`@` and its name, and its arguments), which a trace message leaves out.
    private(set) var attributeTokens: Set<Int> = []

    init(_ file: SourceFile, _ range: Range<Int>) {
        self.file = file
        index = range.lowerBound
        end = range.upperBound
    }

    static func shape(_ file: SourceFile, _ range: Range<Int>) -> (shape: TypeShape, attributes: Set<Int>) {
        var parser = TypeParser(file, range)
        let shape = parser.parseType()
        return (shape, parser.attributeTokens)
    }

    private var current: Token? { index < end ? file.tokens[index] : nil }

    private mutating func parseType() -> TypeShape {
        var attributes: [String] = []
        var specifiers: [String] = []
        while let token = current {
            if token.is("@"), index + 1 < end {
                attributes.append("@" + file.tokens[index + 1].text)
                attributeTokens.formUnion([index, index + 1])
                index += 2
                if current?.is("(") == true, index > 0,
                    file.tokens[index].range.lowerBound == file.tokens[index - 1].range.upperBound
                {
                    let close = file.closing(index, limit: end)
                    attributeTokens.formUnion(index...min(close, end - 1))
                    index = close + 1
                }
            } else if token.kind == .identifier, Self.specifiers.contains(token.text) {
                specifiers.append(token.text)
                index += 1
            } else {
                break
            }
        }
        let base = parsePostfixed()
        if attributes.isEmpty && specifiers.isEmpty { return base }
        return .attributed(attributes: attributes, specifiers: specifiers, base)
    }

    private mutating func parsePostfixed() -> TypeShape {
        var shape = parsePrimary()
        while let token = current {
            if token.is("?") || token.is("!") {
                shape = .optional(shape)
                index += 1
            } else if token.is("."), index + 1 < end {
                shape = .other
                index += 2
            } else if token.is("&") {
                index += 1
                _ = parsePrimary()
                shape = .other
            } else {
                break
            }
        }
        return shape
    }

    private mutating func parsePrimary() -> TypeShape {
        guard let token = current else { return .other }
        if token.is("(") { return parseParenthesized() }
        if token.is("[") {
            index = file.closing(index, limit: end) + 1
            return .other
        }
        if token.is("any") || token.is("some") {
            index += 1
            _ = parsePostfixed()
            return .other
        }
        guard token.kind == .identifier else {
            index += 1
            return .other
        }
        var name = token.text
        var generic = false
        index += 1
        while let next = current {
            if next.is("<") {
                generic = true
                index = file.closing(index, limit: end) + 1
            } else if next.is("."), index + 1 < end, file.tokens[index + 1].kind == .identifier,
                !["Type", "Protocol"].contains(file.tokens[index + 1].text)
            {
                name += "." + file.tokens[index + 1].text
                index += 2
            } else {
                break
            }
        }
        return .named(name, generic: generic)
    }

    /// `( … )`: a function's parameters when effects or `->` follow, else a tuple or one type in parentheses.
    private mutating func parseParenthesized() -> TypeShape {
        let close = file.closing(index, limit: end)
        var elements: [(shape: TypeShape, labelled: Bool, isVariadic: Bool)] = []
        var start = index + 1
        var cursor = index + 1
        while cursor < close {
            let token = file.tokens[cursor]
            if ["(", "[", "<"].contains(token.text) {
                cursor = file.closing(cursor, limit: close) + 1
                continue
            }
            if token.is(",") {
                if cursor > start { elements.append(element(start..<cursor)) }
                start = cursor + 1
            }
            cursor += 1
        }
        if close > start { elements.append(element(start..<close)) }
        index = close + 1
        var hasEffects = false
        while let token = current, ["async", "throws", "rethrows"].contains(token.text) {
            hasEffects = true
            index += 1
            if token.is("throws"), current?.is("(") == true { index = file.closing(index, limit: end) + 1 }
        }
        if current?.is("->") == true {
            index += 1
            let result = parseType()
            let parameters = elements.map { (isInout: isInout($0.shape), isVariadic: $0.isVariadic) }
            return .function(FunctionShape(parameters: parameters, hasEffects: hasEffects, returnsVoid: isVoid(result)))
        }
        if elements.isEmpty { return .named("Void", generic: false) }
        if elements.count == 1, let only = elements.first, !only.labelled { return .parenthesized(only.shape) }
        return .other
    }

    /// One tuple element or function parameter: `label name: Type`, `_ name: Type`, `Type` or `Type...`.
    private mutating func element(_ range: Range<Int>) -> (shape: TypeShape, labelled: Bool, isVariadic: Bool) {
        var typeStart = range.lowerBound
        var labelled = false
        for offset in 0..<2 where range.lowerBound + offset + 1 < range.upperBound {
            let token = file.tokens[range.lowerBound + offset]
            if token.kind == .identifier, file.tokens[range.lowerBound + offset + 1].is(":") {
                typeStart = range.lowerBound + offset + 2
                labelled = true
                break
            }
        }
        let isVariadic = file.tokens[range.upperBound - 1].is("...")
        var inner = TypeParser(file, typeStart..<(isVariadic ? range.upperBound - 1 : range.upperBound))
        let shape = inner.parseType()
        attributeTokens.formUnion(inner.attributeTokens)
        return (shape, labelled, isVariadic)
    }

    private func isInout(_ shape: TypeShape) -> Bool {
        guard case .attributed(_, let specifiers, _) = shape else { return false }
        return specifiers.contains("inout")
    }

    private func isVoid(_ shape: TypeShape) -> Bool {
        if case .named("Void", _) = shape { return true }
        return false
    }
}
