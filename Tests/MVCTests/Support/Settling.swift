import MyCardsUI

@testable import MyCardsMVC

/// What a spec awaits after it acts: the tasks the controller started, to their end, and the tasks those started in
/// turn, until no new one appears. Exact, with no clock and no count of yields: each `await task.value` returns when
/// that task has done its work. Not for a task that waits on an answer the spec still holds (a `ManualDispatcher`,
/// a question not answered yet): those specs release the answer first, or wait for what they look at with `until`.
@MainActor
protocol Settling: AnyObject {
    /// The controller's tasks now that end by themselves (not the store followed, nor the camera's frames).
    var runningTasks: [Task<Void, Never>] { get }
}

extension Settling {
    func settled() async {
        var awaited: Set<Task<Void, Never>> = []
        while let next = runningTasks.first(where: { !awaited.contains($0) }) {
            await next.value
            awaited.insert(next)
        }
    }
}

/// Yields to the controller's tasks until `condition` holds: what a spec waits for when the task it looks at is still
/// waiting on an answer the spec holds, or when the work starts from an observation rather than a call. No clock and no
/// timeout: the condition is the behaviour under test, so a controller that never gets there fails by hanging, never
/// by chance.
@MainActor
func until(_ condition: () -> Bool) async {
    while !condition() { await Task.yield() }
}

extension CardsViewController: Settling {
    var runningTasks: [Task<Void, Never>] { [reading, downloading, sending].compactMap { $0 } }
}

extension CardDetailsViewController: Settling {
    var runningTasks: [Task<Void, Never>] {
        [reading, scanning, saving, marking, deleting].compactMap { $0 } + sending
    }
}

extension CodeViewController: Settling {
    var runningTasks: [Task<Void, Never>] { [reading].compactMap { $0 } }
}

extension PhotoLibraryViewController: Settling {
    var runningTasks: [Task<Void, Never>] { [listing, previewing, picking?.task].compactMap { $0 } }
}

extension MVCTestEnvironment {
    /// Answers the controller's `count`th question once it has asked it, as the user pressing y or n would, and awaits
    /// what the answer starts.
    func answer(_ result: ConfirmDialog.Result, on controller: CardDetailsViewController, question count: Int = 1) async
    {
        await until { shell.questions.count >= count }
        shell.answer(result)
        await controller.asking?.value
        await controller.settled()
    }

    /// Picks a menu item once the controller shows its `count`th menu, and awaits what the choice starts.
    func choose(key: Character?, on controller: CardDetailsViewController, menu count: Int = 1) async {
        await until { shell.menus.count >= count }
        shell.choose(key: key)
        await controller.asking?.value
        await controller.settled()
    }
}

extension MVCTestEnvironment {
    /// Another writer's change, as the store announces it: the controller reads the store again, and the spec awaits
    /// that read.
    func announceChange(to controller: some Settling) async {
        let asked = cards.calls.count
        cards.changes.notify()
        await until { cards.calls.count > asked }
        await controller.settled()
    }
}
