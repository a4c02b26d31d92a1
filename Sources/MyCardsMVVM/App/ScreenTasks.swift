/// The tasks a view model starts. It owns them; what they do decides when they end:
/// - `run`: the screen's work (a read, a download, a decode, a scan). It holds the view model weakly while it waits,
///   so the view model goes with its screen (the controller is its one holder), and the view model's going cancels
///   it (the download closes its connection).
/// - `follow`: the screen's work that never ends by itself (the store's changes, the camera's frames), cancelled
///   the same way.
/// - `outlive`: the user's work (a save, an upload, a delete): never cancelled, it reaches the store and the backend
///   after the screen has gone.
@MainActor
final class ScreenTasks {
    private var running: [Int: (task: Task<Void, Never>, cancelsWithScreen: Bool)] = [:]
    private var following: [Task<Void, Never>] = []
    /// Tasks that ended before `start` could note them (no suspension on the way).
    private var endedAtOnce: Set<Int> = []
    private var started = 0

    /// Starts `work` at once, on the main actor, up to its first suspension: the request it makes is made before
    /// the intent returns, so a spec can answer it next.
    func run(_ work: @escaping @MainActor () async -> Void) {
        start(work, cancelsWithScreen: true)
    }

    func outlive(_ work: @escaping @MainActor () async -> Void) {
        start(work, cancelsWithScreen: false)
    }

    /// Returns the task, for a screen that stops following before it goes (the camera, when covered).
    @discardableResult
    func follow(_ work: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        let task = Task.immediate { await work() }
        following.append(task)
        return task
    }

    /// Waits until no task started with `run` or `outlive` (nor one they started) runs: for the specs, which await
    /// what the view model started instead of waiting for time to pass. Followers are not waited for.
    func idle() async {
        while let next = running.values.first {
            await next.task.value
        }
    }

    /// What the view model's going does: the screen's tasks end, the user's go on.
    func cancelScreenWork() {
        for (number, entry) in running where entry.cancelsWithScreen {
            entry.task.cancel()
            running[number] = nil
        }
        for task in following { task.cancel() }
        following = []
    }

    private func start(_ work: @escaping @MainActor () async -> Void, cancelsWithScreen: Bool) {
        started += 1
        let number = started
        let task = Task.immediate { [weak self] in
            await work()
            self?.ended(number)
        }
        if endedAtOnce.remove(number) == nil { running[number] = (task, cancelsWithScreen) }
    }

    private func ended(_ number: Int) {
        if running.removeValue(forKey: number) == nil { endedAtOnce.insert(number) }
    }

    isolated deinit {
        cancelScreenWork()
    }
}
