/// A parameter's type read as a callback: the function type it is, through attributes, parentheses, one optional and
/// the folder's typealiases (`typealias Completion = (Result<Card, PersistenceError>) -> Void`).
struct CallbackShape {
    let arity: Int
    let isOptional: Bool
    /// The attributes written on the function type, outermost first (`@escaping @MainActor @Sendable`).
    let attributes: [String]
    /// Called back synchronously, answering nothing, each argument passed by value: a proxy can wrap it.
    let isWrappable: Bool

    static func function(
        _ shape: TypeShape, aliases: [String: (file: SourceFile, range: Range<Int>)]
    ) -> CallbackShape? {
        if case .optional(let wrapped) = shape {
            return bare(wrapped, [], aliases).map { CallbackShape($0.function, isOptional: true, $0.attributes) }
        }
        return bare(shape, [], aliases).map { CallbackShape($0.function, isOptional: false, $0.attributes) }
    }

    private init(_ function: FunctionShape, isOptional: Bool, _ attributes: [String]) {
        arity = function.parameters.count
        self.isOptional = isOptional
        self.attributes = attributes
        isWrappable =
            !function.hasEffects && function.returnsVoid
            && function.parameters.allSatisfy { !$0.isInout && !$0.isVariadic }
    }

    private static func bare(
        _ shape: TypeShape, _ attributes: [String], _ aliases: [String: (file: SourceFile, range: Range<Int>)]
    ) -> (function: FunctionShape, attributes: [String])? {
        switch shape {
        case .function(let function): return (function, attributes)
        case .attributed(let more, _, let base): return bare(base, attributes + more, aliases)
        case .parenthesized(let inner): return bare(inner, attributes, aliases)
        case .named(let name, generic: false):
            guard let alias = aliases[name] else { return nil }
            let aliased = TypeParser.shape(alias.file, alias.range).shape
            if case .optional = aliased { return nil }
            return bare(aliased, attributes, [:])
        default: return nil
        }
    }
}
