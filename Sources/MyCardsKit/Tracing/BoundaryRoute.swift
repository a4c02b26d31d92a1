import Foundation

/// One traced reference from a role to another, as a generated proxy (or a traced service) holds it. Every call
/// through it writes one line, `Sender -> Receiver: message`, and while the call runs the receiver is the role
/// that sends whatever it calls next, so a line names the role whose code really made the call.
public struct BoundaryRoute: Sendable {
    public let receiver: String
    private let holder: String
    private let tracer: any Tracing

    /// `holder` is the role that keeps the reference: the sender when no traced call is running (a timer, a
    /// store notification, the first call of a key press).
    public init(tracer: any Tracing, holder: String, receiver: String) {
        self.tracer = tracer
        self.holder = holder
        self.receiver = receiver
    }

    public init(tracer: any Tracing, holder: Any, receiver: Any) {
        self.init(tracer: tracer, holder: Self.name(of: holder), receiver: Self.name(of: receiver))
    }

    /// A call into the receiver.
    public func call<Result, Failure: Error>(
        _ message: String, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let sender = RunningRoles.shared.current ?? holder
        tracer.trace(sender, receiver, message)
        return try RunningRoles.shared.running(receiver, body)
    }

    /// An async call into the receiver: the call's line, and when it returns a line back, `name answered`, as a
    /// completion handler's call was traced: the answer of an awaited call is data flowing back, and the
    /// comparison's data-flow figures must see it whichever form a pattern uses.
    public func call<Result, Failure: Error>(
        _ message: String, isolation: isolated (any Actor)? = #isolation, _ body: () async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        let sender = RunningRoles.shared.current ?? holder
        tracer.trace(sender, receiver, message)
        defer { tracer.trace(receiver, sender, "\(message.prefix { $0 != "(" }) answered") }
        return try await RunningRoles.shared.running(receiver, body)
    }

    /// An async call whose answer line says what came back (`get answered (3 cards)`): the journeys tell a card's read
    /// from the list's, and the list's first page from the whole of it, by the count.
    public func call<Result, Failure: Error>(
        _ message: String, isolation: isolated (any Actor)? = #isolation,
        answer: (Swift.Result<Result, Failure>) -> String, _ body: () async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        let sender = RunningRoles.shared.current ?? holder
        tracer.trace(sender, receiver, message)
        let result = await RunningRoles.shared.running(receiver) { () async -> Swift.Result<Result, Failure> in
            do throws(Failure) { return .success(try await body()) } catch { return .failure(error) }
        }
        tracer.trace(receiver, sender, "\(message.prefix { $0 != "(" }) answered (\(answer(result)))")
        return try result.get()
    }

    /// A closure the receiver was handed (a completion, a handler) being called back: the receiver answers
    /// whoever handed it over, and that role runs the closure.
    public func answer(_ message: String, to sender: String, _ body: () -> Void) {
        tracer.trace(receiver, sender, message)
        RunningRoles.shared.running(sender, body)
    }

    /// A message the receiver sends the holder outside any traced call of its own: a screen setting its view's
    /// data.
    public func reply(_ message: String) {
        tracer.trace(receiver, holder, message)
    }

    /// A call the holder makes of its own accord (the shell telling a screen it appears): named as the holder's
    /// whatever is running.
    public func notify(_ message: String, _ body: () -> Void) {
        tracer.trace(holder, receiver, message)
        RunningRoles.shared.running(receiver, body)
    }

    /// A value the receiver publishes to the holder (an MVVM output): one line, and the holder runs what it does
    /// with it.
    public func deliver<Result>(_ message: String, _ body: () -> Result) -> Result {
        tracer.trace(receiver, holder, message)
        return RunningRoles.shared.running(holder, body)
    }

    /// The same holder's route to another receiver: what a traced getter answers (a view model's `inputs`).
    public func routing(to receiver: Any) -> BoundaryRoute {
        BoundaryRoute(tracer: tracer, holder: holder, receiver: Self.name(of: receiver))
    }

    /// The role running now, or the holder: who hands the receiver a closure.
    public var sender: String { RunningRoles.shared.current ?? holder }

    /// Runs `body` as `role`'s work, outside any traced call: what it asks meanwhile names `role` (a key the shell
    /// hands the screen on top is that screen's to handle).
    public static func running<Result>(as role: Any, _ body: () -> Result) -> Result {
        RunningRoles.shared.running(name(of: role)) { body() }
    }

    /// The name a trace line gives a role: its type's name, without module or generic arguments.
    public static func name(of value: Any) -> String {
        let full = value is Any.Type ? String(describing: value) : String(describing: type(of: value))
        return String(full.prefix { $0 != "<" })
    }
}

/// A generated proxy or traced service: a traced getter answers one as it is, rather than a proxy of a proxy.
public protocol TracedBoundary: AnyObject {}

/// The roles inside a traced call, innermost last: a task-local value, so an `await` inside a traced call keeps its
/// roles while other work runs, and a `Task` a role starts inside a traced call goes on naming that role.
///
/// A task that follows a traced store's changes is the observer's (`StoreChanges`): it was started wherever the
/// observer started it (an initialiser, outside any traced call), so it carries no role of its own, and what it asks
/// after a change names the observer instead of the store's holder, as the `changed` line before it does.
final class RunningRoles: Sendable {
    static let shared = RunningRoles()
    @TaskLocal private static var names: [String] = []
    /// The observers' tasks, by the current task's hash while it follows its changes.
    private let observers = Locked<[Int: String]>([:])

    var current: String? { Self.names.last ?? observer }

    private var observer: String? {
        guard let task = Self.currentTask else { return nil }
        return observers.withLock { $0[task] }
    }

    private static var currentTask: Int? { withUnsafeCurrentTask { $0?.hashValue } }

    /// The current task follows `observer`'s changes: from now on, outside a traced call, it is `observer`'s work.
    func followsChanges(of observer: String) {
        guard let task = Self.currentTask else { return }
        observers.withLock { $0[task] = observer }
    }

    /// The current task follows no changes any more (its sequence ended).
    func followsNoChanges() {
        guard let task = Self.currentTask else { return }
        _ = observers.withLock { $0.removeValue(forKey: task) }
    }

    func running<Result, Failure: Error>(_ role: String, _ body: () throws(Failure) -> Result) throws(Failure) -> Result
    {
        // `withValue` rethrows untyped; the Result keeps the typed error.
        let result = Self.$names.withValue(Self.names + [role]) { Swift.Result { () throws(Failure) in try body() } }
        return try result.get()
    }

    func running<Result, Failure: Error>(
        _ role: String, isolation: isolated (any Actor)? = #isolation, _ body: () async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        let result = await Self.$names.withValue(Self.names + [role]) { () async -> Swift.Result<Result, Failure> in
            do throws(Failure) { return .success(try await body()) } catch { return .failure(error) }
        }
        return try result.get()
    }
}
