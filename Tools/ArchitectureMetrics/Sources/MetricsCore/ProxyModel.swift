/// A protocol of an architecture folder as the proxy generator reads it: only what a forwarding class needs.
struct ProxyProtocol: Equatable {
    let name: String
    /// `@MainActor` (or another global actor), which the proxy class must carry too.
    let globalActor: String?
    /// The inherited types as written: `AnyObject`, `Sendable`, or another protocol's name.
    let inherited: [String]
    let requirements: [ProxyRequirement]
    /// Why no class can forward the protocol (an associated type, a static requirement …), if so.
    let problem: String?
}

enum ProxyRequirement: Equatable {
    case method(ProxyMethod)
    case property(ProxyProperty)
}

struct ProxyMethod: Equatable {
    let name: String
    /// The requirement's own attributes (`@discardableResult`), kept on the proxy's method.
    let attributes: String
    let parameters: [ProxyParameter]
    /// `throws` or `throws(CameraError)`, as written.
    let throwsClause: String?
    /// The error type of a typed `throws`: the body closure must declare it, `rethrows` would widen it to `any Error`.
    let thrownType: String?
    /// Nil for `Void`.
    let returnType: String?
    let returnsOptional: Bool
}

struct ProxyParameter: Equatable {
    /// The argument label, `_` for none.
    let label: String
    /// The name inside the proxy, renamed when it would hide one of the proxy's own names (`base`, `route` …).
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
}

/// One class to write: a protocol's proxy, or a composition's (`any CardsRoutingLogic & CardsDataPassing`).
struct ProxySubject: Equatable {
    let className: String
    /// The protocols the class conforms to, and whose existential `install` takes and answers.
    let protocols: [String]
    let globalActor: String?
    let isClassBound: Bool
    let isSendable: Bool
    let requirements: [ProxyRequirement]
    /// The stored `BoundaryRoute`'s name: `route`, unless a requirement takes it (an MVVM output's `route`
    /// publisher).
    var routeName = "route"

    var existential: String { "any " + protocols.joined(separator: " & ") }
}
