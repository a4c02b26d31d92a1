/// Writes one proxy class: its storage, its initialiser, and a forwarding member per requirement.
enum ProxyClassRenderer {
    /// `proxied`: the class-bound protocols that have a proxy of their own, and its class name.
    static func render(_ subject: ProxySubject, proxied: [String: String]) -> [String] {
        var lines = subject.globalActor.map { [$0] } ?? []
        // Every stored property is a `let` (the weak reference too: `weak let`, set once by the init), so a proxy of a
        // Sendable protocol off any actor is checked `Sendable` as it stands.
        let conformances = subject.protocols + ["TracedBoundary"]
        lines.append("final class \(subject.className): \(conformances.joined(separator: ", ")) {")
        lines += storage(subject) + [""] + initializer(subject)
        let members = MemberRenderer(subject: subject, proxied: proxied)
        for requirement in subject.requirements {
            lines += [""] + members.render(requirement)
        }
        return lines + ["}"]
    }

    private static func storage(_ subject: ProxySubject) -> [String] {
        guard subject.holdsWeakly else {
            return ["    private let link: ProxyLink", "    private let base: \(subject.existential)"]
        }
        return [
            "    private let link: ProxyLink",
            "    private let strongBase: (\(subject.existential))?",
            "    private weak let weakBase: (\(subject.existential))?",
        ]
    }

    private static func initializer(_ subject: ProxySubject) -> [String] {
        let head = "    init(_ base: \(subject.existential), _ link: ProxyLink) {"
        guard subject.holdsWeakly else {
            return [head, "        self.link = link", "        self.base = base", "    }"]
        }
        return [
            head, "        self.link = link", "        if link.holdsWeakly {", "            strongBase = nil",
            "            weakBase = base", "        } else {", "            strongBase = base",
            "            weakBase = nil", "        }", "    }",
        ]
    }
}

/// Writes the proxy's member for one requirement: a traced forwarding method, or a property whose read forwards
/// untraced and whose write is traced.
struct MemberRenderer {
    let subject: ProxySubject
    let proxied: [String: String]

    func render(_ requirement: ProxyRequirement) -> [String] {
        switch requirement {
        case .method(let method): self.method(method)
        case .property(let property): self.property(property)
        }
    }

    private func method(_ method: ProxyMethod) -> [String] {
        let effects = (method.isAsync ? " async" : "") + (method.throwsClause.map { " " + $0 } ?? "")
        let result = method.returnType.map { " -> " + $0 } ?? ""
        let attributes = method.attributes.isEmpty ? "" : method.attributes + " "
        let parameters = method.parameters.map(Self.declared).joined(separator: ", ")
        var lines = ["    \(attributes)func \(method.name)(\(parameters))\(effects)\(result) {"]
        if subject.holdsWeakly {
            lines.append(
                "        guard let base = strongBase ?? weakBase else { return\(method.returnType == nil ? "" : " nil") }"
            )
        }
        let callbacks = method.parameters.filter { $0.callback != nil }
        if !callbacks.isEmpty { lines.append("        let caller = link.route.sender") }
        for parameter in callbacks {
            // Two callbacks of one call answer apart: `load onFailure answered`.
            let which = callbacks.count == 1 ? "" : " " + RequirementReader.unquoted(parameter.name)
            lines += Self.wrapper(parameter, message: "\(method.name)\(which) answered")
        }
        let tryWord = (method.throwsClause == nil ? "" : "try ") + (method.isAsync ? "await " : "")
        let arguments = method.parameters.map(Self.argument).joined(separator: ", ")
        let typed = method.thrownType.map { " () \(method.isAsync ? "async " : "")throws(\($0)) in" } ?? ""
        lines.append(
            "        \(method.returnType == nil ? "" : "return ")\(tryWord)link.route.call(\(Self.literal(Self.message(method)))) {\(typed)"
        )
        lines += ["            \(tryWord)base.\(method.name)(\(arguments))", "        }", "    }"]
        return lines
    }

    private func property(_ property: ProxyProperty) -> [String] {
        let attributes = property.attributes.isEmpty ? "" : property.attributes + " "
        let head = "    \(attributes)var \(property.name): \(property.type) {"
        let read = subject.holdsWeakly ? "(strongBase ?? weakBase)?.\(property.name)" : "base.\(property.name)"
        guard property.isSettable else { return [head] + tracedRead(property, read: read) + ["    }"] }
        let message = Self.literal("set \(property.name)(\(property.messageType))")
        let guardLine =
            subject.holdsWeakly ? ["            guard let base = strongBase ?? weakBase else { return }"] : []
        return [head, "        get { \(read) }", "        set {"] + guardLine + [
            "            link.route.call(\(message)) { base.\(property.name) = newValue }", "        }", "    }",
        ]
    }

    /// A read forwards untraced, except an answer that carries messages itself: another proxied protocol (an MVVM
    /// view model's `inputs`, answered behind its own proxy unless it is one already).
    private func tracedRead(_ property: ProxyProperty, read: String) -> [String] {
        let type = property.type.filter { $0 != " " }
        let bare = type.trimmingPrefix("(").filter { $0 != "?" && $0 != ")" }
        guard bare.hasPrefix("any"), let proxy = proxied[String(bare.dropFirst(3))] else { return ["        \(read)"] }
        let wrap = [
            "        if value is any TracedBoundary { return value }",
            "        return \(proxy)(value, link.routing(to: value))",
        ]
        guard property.isOptional else { return ["        let value = \(read)"] + wrap }
        return ["        guard let value = \(read) else { return nil }"] + wrap
    }

    /// `name(T1, T2)`: the parameter types, callbacks left out.
    static func message(_ method: ProxyMethod) -> String {
        "\(method.name)(\(method.parameters.compactMap(\.messageType).joined(separator: ", ")))"
    }

    static func literal(_ text: String) -> String {
        "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }

    /// The wrapper of a callback parameter: the receiver calling it back is a trace line, `receiver -> caller`, and
    /// the caller's role runs it.
    static func wrapper(_ parameter: ProxyParameter, message: String) -> [String] {
        guard let callback = parameter.callback else { return [] }
        let arguments = (0..<callback.arity).map { "a\($0)" }.joined(separator: ", ")
        let head = "[route = link.route]" + (arguments.isEmpty ? " in" : " \(arguments) in")
        let target = callback.isOptional ? "handler" : parameter.name
        let answer = "route.answer(\(literal(message)), to: caller) { \(target)(\(arguments)) }"
        let declaration = "        let \(RequirementReader.wrapperName(parameter)): \(callback.wrapperType) = "
        guard callback.isOptional else { return [declaration + "{ " + head, "            " + answer, "        }"] }
        // An optional callback stays nil when the caller passed none.
        let attributes = callback.attributes.isEmpty ? "" : callback.attributes + " "
        return [
            declaration + parameter.name + ".map { handler in", "            { \(attributes)\(head) \(answer) }",
            "        }",
        ]
    }

    private static func declared(_ parameter: ProxyParameter) -> String {
        let names = parameter.label == parameter.name ? parameter.name : "\(parameter.label) \(parameter.name)"
        return "\(names): \(parameter.type)"
    }

    private static func argument(_ parameter: ProxyParameter) -> String {
        let value =
            parameter.callback != nil
            ? RequirementReader.wrapperName(parameter) : (parameter.isInout ? "&" : "") + parameter.name
        return parameter.label == "_" ? value : "\(parameter.label): \(value)"
    }
}
