import MyCardsUI

extension AppContext {
    /// The context of a traced run (`--trace`): the shared services and the shell traced, and a proxy of `kinds`
    /// between the roles a composition root interposes. Without `--trace`, the context as it is: nothing of tracing
    /// runs.
    @MainActor
    public func traced(by kinds: [ProxyKind]) -> AppContext {
        guard tracer.isEnabled else { return self }
        return tracingBoundaries(interposer: ProxyInterposer(tracer: tracer, kinds: kinds))
    }
}
