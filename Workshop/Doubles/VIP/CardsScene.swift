import MyCardsTestSupport

@testable import MyCardsVIP

/// The Cards scene as its configurator wires it, shown: made to appear, and the requests that sent awaited on the
/// scene's tasks, as VIP's own specs await them.
@MainActor
func appearedCardsScene(_ doubles: AppDoubles) async -> CardsViewController {
    let controller = CardsViewController(context: doubles.context)
    controller.screenWillAppear()
    await controller.tasks.finished()
    return controller
}
