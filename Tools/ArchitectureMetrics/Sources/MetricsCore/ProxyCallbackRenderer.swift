/// Writes the wrapper of a callback parameter: the receiver calling it back is a trace line, `receiver -> caller`,
/// and the caller's role runs it.
enum ProxyCallbackRenderer {
    static func wrapper(_ parameter: ProxyParameter, message: String, route: String) -> [String] {
        guard let callback = parameter.callback else { return [] }
        let (body, inner, innermost) = (SourceLayout.pad(2), SourceLayout.pad(3), SourceLayout.pad(4))
        let arguments = (0..<callback.arity).map { "a\($0)" }.joined(separator: ", ")
        let head = arguments.isEmpty ? "[\(route)] in" : "[\(route)] \(arguments) in"
        let target = callback.isOptional ? "handler" : parameter.name
        let answer = "\(route).answer(\(ProxyMemberRenderer.literal(message)), to: caller) { \(target)(\(arguments)) }"
        let declaration = body + "let \(RequirementReader.wrapperName(parameter)): \(callback.wrapperType) = "
        guard callback.isOptional else {
            let first = declaration + "{ " + head
            if first.count <= SourceLayout.width { return [first, inner + answer, body + "}"] }
            return [declaration + "{", inner + head, inner + answer, body + "}"]
        }
        // An optional callback stays nil when the caller passed none.
        let first = declaration + parameter.name + ".map { handler in"
        let opening = "{ " + (callback.attributes.isEmpty ? "" : callback.attributes + " ") + head
        let closure = inner + opening + " " + answer + " }"
        if closure.count <= SourceLayout.width { return [first, closure, body + "}"] }
        return [first, inner + opening, innermost + answer, inner + "}", body + "}"]
    }
}
