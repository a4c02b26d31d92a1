/// Writes one proxy class: its storage, `install`, its init, and a forwarding member per requirement.
enum ProxyClassRenderer {
    /// `proxied`: the class-bound protocols of the folder that have a proxy, and its class name.
    static func render(_ subject: ProxySubject, proxied: [String: String] = [:]) -> [String] {
        var lines = subject.globalActor.map { [$0] } ?? []
        lines += declaration(subject)
        lines += storage(subject)
        lines += [""] + install(subject)
        lines += [""] + initializer(subject)
        for requirement in subject.requirements {
            lines += [""] + ProxyMemberRenderer.render(requirement, of: subject, proxied: proxied)
        }
        return lines + ["}"]
    }

    private static func declaration(_ subject: ProxySubject) -> [String] {
        // A class-bound Sendable protocol off any actor: the weak reference is a `var`, written only by the init.
        let unchecked = subject.isSendable && subject.isClassBound && subject.globalActor == nil
        let conformances = (subject.protocols + ["TracedBoundary"] + (unchecked ? ["@unchecked Sendable"] : []))
            .joined(separator: ", ")
        let line = "final class \(subject.className): \(conformances) {"
        guard line.count > SourceLayout.width else { return [line] }
        return ["final class \(subject.className):", SourceLayout.pad(1) + conformances, "{"]
    }

    private static func storage(_ subject: ProxySubject) -> [String] {
        let pad = SourceLayout.pad(1)
        let route = "private let \(subject.routeName): BoundaryRoute"
        guard subject.isClassBound else { return [pad + route, pad + "private let base: \(subject.existential)"] }
        return [
            pad + route, pad + "private let strongBase: (\(subject.existential))?",
            pad + "private weak var weakBase: (\(subject.existential))?",
        ]
    }

    private static func install(_ subject: ProxySubject) -> [String] {
        let (pad, body) = (SourceLayout.pad(1), SourceLayout.pad(2))
        let existential = subject.existential
        let route = "route: BoundaryRoute(tracer: tracer, holder: holder, receiver: base)"
        let parameters = ["_ base: \(existential)", "for holder: Any", "_ tracer: any Tracing"]
        guard subject.isClassBound else {
            return [pad + "/// `base` behind a traced proxy when the run traces, `base` itself otherwise."]
                + SourceLayout.declaration(1, "static func install(", parameters, ") -> \(existential) {")
                + [body + "guard tracer.isEnabled else { return base }"]
                + SourceLayout.call(2, "return \(subject.className)(", [route, "base: base"], ")") + [pad + "}"]
        }
        return weaklyDocumentation.map { pad + $0 }
            + SourceLayout.declaration(
                1, "static func install(", parameters + ["weakly: Bool = false"], ") -> \(existential) {")
            + [body + "guard tracer.isEnabled else { return base }"]
            + SourceLayout.call(
                2, "let proxy = \(subject.className)(", [route, "base: base", "weakly: weakly"], ")")
            + [body + "if weakly { WeakRouteProxies.shared.keep(proxy, for: base) }", body + "return proxy", pad + "}"]
    }

    private static let weaklyDocumentation = [
        "/// `base` behind a traced proxy when the run traces, `base` itself otherwise. `weakly` when the holder keeps",
        "/// the reference weakly (a presenter's view, an interactor's output).",
    ]

    private static func initializer(_ subject: ProxySubject) -> [String] {
        let (pad, body) = (SourceLayout.pad(1), SourceLayout.pad(2))
        let parameters = ["route: BoundaryRoute", "base: \(subject.existential)"]
        guard subject.isClassBound else {
            return SourceLayout.declaration(1, "fileprivate init(", parameters, ") {")
                + [body + "self.\(subject.routeName) = route", body + "self.base = base", pad + "}"]
        }
        return SourceLayout.declaration(1, "fileprivate init(", parameters + ["weakly: Bool"], ") {") + [
            body + "self.\(subject.routeName) = route", body + "strongBase = weakly ? nil : base",
            body + "weakBase = weakly ? base : nil", pad + "}",
        ]
    }
}
