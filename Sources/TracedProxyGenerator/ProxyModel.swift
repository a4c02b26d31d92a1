/// A protocol of an architecture folder as the generator reads it: only what a forwarding class needs.
struct ProxyProtocol: Equatable {
    let name: String
    /// `@MainActor` (or another global actor), which the proxy class must carry too.
    let globalActor: String?
    /// The inherited types as written: `AnyObject`, `Sendable`, or another protocol's name.
    let inherited: [String]
    let requirements: [ProxyRequirement]
    /// Why no class can forward the protocol (an associated type, a static requirement …), if so.
    let problem: String?
    /// The modules its file imports, and whether `@preconcurrency`: what its requirements' types may need.
    let imports: [String: Bool]
}

enum ProxyRequirement: Equatable {
    case method(ProxyMethod)
    case property(ProxyProperty)

    var name: String {
        switch self {
        case .method(let method): method.name
        case .property(let property): property.name
        }
    }

    var isProperty: Bool {
        if case .property = self { return true }
        return false
    }

    /// Whether a proxy could call it once its role has gone: nothing to answer then, or nil.
    var answersWithoutRole: Bool {
        switch self {
        case .method(let method): method.returnType == nil || method.returnsOptional
        case .property(let property): property.isOptional
        }
    }

    /// The names its types use (`Card`, `StatusMessage`, `ObservationRegistrar`): what the generated file must import.
    var typeNames: [String] {
        switch self {
        case .method(let method): method.typeNames
        case .property(let property): property.typeNames
        }
    }
}

struct ProxyMethod: Equatable {
    let name: String
    /// The requirement's own attributes (`@discardableResult`), kept on the proxy's method.
    let attributes: String
    let parameters: [ProxyParameter]
    /// An `async` requirement: the proxy awaits it, and traces its return as an answer.
    var isAsync = false
    /// `throws` or `throws(CameraError)`, as written.
    let throwsClause: String?
    /// The error type of a typed `throws`: the body closure must declare it, `rethrows` would widen it to `any Error`.
    let thrownType: String?
    /// Nil for `Void`.
    let returnType: String?
    let returnsOptional: Bool
    let typeNames: [String]
}

struct ProxyParameter: Equatable {
    /// The argument label, `_` for none.
    let label: String
    /// The name inside the proxy, renamed when it would hide one of the proxy's own names (`base`, `link` …).
    var name: String
    /// The type as written, attributes included.
    let type: String
    /// The type in the trace message (attributes removed); nil for a function, which the message leaves out.
    let messageType: String?
    let isInout: Bool
    /// A `Void` callback the proxy wraps, so that calling it back is a trace line too.
    let callback: ProxyCallback?
}

struct ProxyCallback: Equatable {
    let arity: Int
    let isOptional: Bool
    /// The type of the wrapper closure: the parameter's without `@escaping`.
    let wrapperType: String
    /// The function type's attributes (`@MainActor @Sendable`), which an optional callback's wrapper spells out.
    let attributes: String
}

struct ProxyProperty: Equatable {
    let name: String
    let attributes: String
    let type: String
    /// The type in the setter's trace message, attributes removed.
    let messageType: String
    let isSettable: Bool
    let isOptional: Bool
    let typeNames: [String]
}

/// One class to write: a protocol's proxy, or a composition's (`any CardsRoutingLogic & CardsDataPassing`).
struct ProxySubject: Equatable {
    let className: String
    /// The protocols the class conforms to, and whose existential its kind is registered for.
    let protocols: [String]
    let globalActor: String?
    let isClassBound: Bool
    let isSendable: Bool
    let requirements: [ProxyRequirement]

    var existential: String { "any " + protocols.joined(separator: " & ") }

    /// A class-bound proxy can hold its role weakly (a screen's) when every requirement can go without the role.
    var holdsWeakly: Bool { isClassBound && requirements.allSatisfy(\.answersWithoutRole) }
}
