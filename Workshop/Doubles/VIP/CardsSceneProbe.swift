import MyCardsTestSupport
import MyCardsUI
import Testing

@testable import MyCardsVIP

/// The Cards scene as its configurator wires it, with both sides of its presenter recorded: what the interactor hands
/// the presenter (`presented`, forwarded to the real presenter) and what the presenter hands on (`displayed`). The
/// keys still go to the real view controller, which sends its requests to the real interactor: a spec presses a key
/// and reads what crossed each boundary, whatever the new requests, responses and fields are called.
@MainActor
struct CardsSceneProbe {
    let controller: CardsViewController
    let presented: CardsPresenterSpy
    let displayed = CardsDisplaySpy()
    /// The real presenter, between the two spies; held here because the configurator's is no longer used.
    private let presenter = CardsPresenter()

    init(_ doubles: AppDoubles) throws {
        controller = CardsViewController(context: doubles.context)
        let interactor = try #require(controller.interactor as? CardsInteractor)
        presented = CardsPresenterSpy(next: presenter)
        presenter.viewController = displayed
        interactor.presenter = presented
    }

    /// Appears, and awaits the requests that sent (the scene's tasks, as VIP's own specs do).
    static func appeared(_ doubles: AppDoubles) async throws -> CardsSceneProbe {
        let probe = try CardsSceneProbe(doubles)
        probe.controller.screenWillAppear()
        await probe.controller.tasks.finished()
        return probe
    }

    /// Presses `key` on the scene's view and awaits the requests it sent; hands back what crossed each boundary
    /// meanwhile: the responses the presenter received, and the view models it handed on.
    func press(_ key: Character) async -> (presented: [Any], displayed: [Any]) {
        let before = (presented.received.count, displayed.received.count)
        _ = controller.handle(.key(.character(key)))
        await controller.tasks.finished()
        return (Array(presented.received.dropFirst(before.0)), Array(displayed.received.dropFirst(before.1)))
    }
}
