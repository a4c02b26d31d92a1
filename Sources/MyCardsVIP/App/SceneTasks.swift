/// The work a view controller started for its scene. Each request the interactor answers after an `await` runs in a
/// task kept here, and every task still running is cancelled when the scene goes: this object goes with its view
/// controller, which nothing keeps once the shell has popped it (the tasks hold the interactor, never the view
/// controller). Uploads and deletes are not among them: the interactor sends those on their own (see
/// `CardDetailsInteractor.upload`), so leaving the scene never stops data on its way to the backend.
@MainActor
final class SceneTasks {
    private var requests: [Int: Task<Void, Never>] = [:]
    private var following: [Task<Void, Never>] = []
    private var lastIdentifier = 0

    /// Runs a request that ends (a read, a download, a save); a finished one forgets itself.
    func run(_ request: @escaping @MainActor () async -> Void) {
        lastIdentifier += 1
        let identifier = lastIdentifier
        requests[identifier] = Task { [weak self] in
            await request()
            self?.requests[identifier] = nil
        }
    }

    /// Runs a request that lasts until it is cancelled (the store followed, the camera's frames); the task is handed
    /// back for a view controller that stops it sooner, when its scene is covered.
    @discardableResult
    func follow(_ request: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
        let task = Task { await request() }
        following.append(task)
        return task
    }

    /// True when no request is running: what a spec that releases held answers one by one waits for.
    var isIdle: Bool { requests.isEmpty }

    /// Until every request running now, and every one those start, has ended: what a spec awaits after an action
    /// instead of waiting for time to pass.
    func finished() async {
        while let running = requests.values.first {
            await running.value
        }
    }

    isolated deinit {
        for task in requests.values { task.cancel() }
        for task in following { task.cancel() }
    }
}
