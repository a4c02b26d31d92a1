/// What stands between two roles a composition root connects. A plain run has none: each role holds the other
/// itself. A traced run (`--trace`) has a stand-in there that writes each message as a line, installed from outside
/// the architectures (MyCardsTracing), so a composition root asks for it without naming tracing.
@MainActor
public protocol Interposing {
    /// `role` as `holder` will hold it. `Role` is the protocol the holder sees; `holder` is the role that keeps the
    /// reference, or its type when the role goes into its initialiser.
    func interpose<Role>(_ role: Role, for holder: Any) -> Role
}
