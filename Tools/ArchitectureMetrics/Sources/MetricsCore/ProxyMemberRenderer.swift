import Foundation

/// Writes the proxy's member for one requirement: a traced forwarding method, or a property whose read forwards
/// untraced and whose write is traced.
enum ProxyMemberRenderer {
    static func render(
        _ requirement: ProxyRequirement, of subject: ProxySubject, proxied: [String: String] = [:]
    ) -> [String] {
        switch requirement {
        case .method(let method): self.method(method, of: subject)
        case .property(let property): self.property(property, of: subject, proxied: proxied)
        }
    }

    private static func method(_ method: ProxyMethod, of subject: ProxySubject) -> [String] {
        let route = subject.routeName
        let (pad, body) = (SourceLayout.pad(1), SourceLayout.pad(2))
        let effects = method.throwsClause.map { " " + $0 } ?? ""
        let result = method.returnType.map { " -> " + $0 } ?? ""
        let attributes = method.attributes.isEmpty ? "" : method.attributes + " "
        var lines = SourceLayout.declaration(
            1, "\(attributes)func \(method.name)(", method.parameters.map(declared), ")\(effects)\(result) {")
        if subject.isClassBound { lines.append(body + baseLine(method)) }
        let callbacks = method.parameters.filter { $0.callback != nil }
        if !callbacks.isEmpty { lines.append(body + "let caller = \(route).sender") }
        for parameter in callbacks {
            // Two callbacks of one call answer apart: `load onFailure answered`.
            let which = callbacks.count == 1 ? "" : " " + RequirementReader.unquoted(parameter.name)
            lines += ProxyCallbackRenderer.wrapper(parameter, message: "\(method.name)\(which) answered", route: route)
        }
        let tryWord = method.throwsClause == nil ? "" : "try "
        let opening =
            (method.returnType == nil ? "" : "return ") + tryWord + "\(route).call(\(literal(message(method)))) {"
            + (method.thrownType.map { " () throws(\($0)) in" } ?? "")
        lines += SourceLayout.block(2, opening) { level in
            SourceLayout.call(level, "\(tryWord)base.\(method.name)(", method.parameters.map(argument), ")")
        }
        return lines + [pad + "}"]
    }

    private static func property(
        _ property: ProxyProperty, of subject: ProxySubject, proxied: [String: String]
    ) -> [String] {
        let classBound = subject.isClassBound
        let (pad, body) = (SourceLayout.pad(1), SourceLayout.pad(2))
        let attributes = property.attributes.isEmpty ? "" : property.attributes + " "
        let head = "\(attributes)var \(property.name): \(property.type) {"
        let unwrap = property.isOptional ? "?" : "!"
        let read = classBound ? "(strongBase ?? weakBase)\(unwrap).\(property.name)" : "base.\(property.name)"
        guard property.isSettable else {
            return SourceLayout.block(1, head) { level in
                tracedRead(property, read: read, route: subject.routeName, proxied: proxied, level: level)
            }
        }
        let message = literal("set \(property.name)(\(property.messageType))")
        return [pad + head, body + "get { \(read) }", body + "set {"]
            + [SourceLayout.pad(3) + "guard let base = strongBase ?? weakBase else { return }"]
            + SourceLayout.block(3, "\(subject.routeName).call(\(message)) {") {
                [SourceLayout.pad($0) + "base.\(property.name) = newValue"]
            }
            + [body + "}", pad + "}"]
    }

    /// A read forwards untraced, except two kinds of answer that carry messages themselves: another proxied protocol
    /// (an MVVM view model's `inputs`, answered behind its own proxy unless it is one already) and a publisher (an
    /// MVVM output, whose values the folder's `traced(as:by:)` writes as lines from the receiver to the holder).
    private static func tracedRead(
        _ property: ProxyProperty, read: String, route: String, proxied: [String: String], level: Int
    ) -> [String] {
        let pad = SourceLayout.pad(level)
        let type = property.type.replacingOccurrences(of: " ", with: "")
        if type.hasPrefix("AnyPublisher<") {
            return [pad + "\(read).traced(as: \(literal(property.name)), by: \(route))"]
        }
        let bare = type.trimmingCharacters(in: CharacterSet(charactersIn: "()?"))
        guard bare.hasPrefix("any"), let proxy = proxied[String(bare.dropFirst(3))] else { return [pad + read] }
        let wrap = [
            pad + "if value is any TracedBoundary { return value }",
            pad + "return \(proxy)(route: \(route).routing(to: value), base: value, weakly: false)",
        ]
        guard property.isOptional else { return [pad + "let value = \(read)"] + wrap }
        return [pad + "guard let value = \(read) else { return nil }"] + wrap
    }

    /// The class-bound proxy's base for this call: nothing to call once a weakly held base has gone, unless an
    /// answer is due, and an optional answer can be nil.
    private static func baseLine(_ method: ProxyMethod) -> String {
        guard method.returnType != nil else { return "guard let base = strongBase ?? weakBase else { return }" }
        guard !method.returnsOptional else { return "guard let base = strongBase ?? weakBase else { return nil }" }
        return "let base = (strongBase ?? weakBase)!"
    }

    /// `name(T1, T2)`: the parameter types, callbacks left out.
    static func message(_ method: ProxyMethod) -> String {
        "\(method.name)(\(method.parameters.compactMap(\.messageType).joined(separator: ", ")))"
    }

    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
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
