/// Opening a card — Enter on a tile of the Cards screen until the Card screen shows it — as each architecture
/// runs it, in call order. Only the steps a newcomer must read: the shared code they call (the store, the shell,
/// the views, the display mapping) is the same in all five and left out. The files are those `FollowAction` finds
/// for the same action in the trace and the code (a spec checks that the two agree).
enum OpenCardJourney {
    static let steps: [String: [JourneyStep]] = [
        "MVC": mvc, "MVVM": mvvm, "VIPER": viper, "VIP": vip, "TEA": tea,
    ]

    static let mvc = [
        JourneyStep(
            "Cards/CardsViewController.swift", "open",
            "The view's `onOpen`, set in `init`, calls it: the controller finds the card in the list it read from the "
                + "store and makes the Card screen's controller for it."),
        JourneyStep(
            "CardDetails/CardDetailsViewController.swift", "init",
            "The Card controller keeps the card, wires the form's events to its own methods and shows the card at "
                + "once."),
        JourneyStep(
            "CardDetails/CardDetailsViewController.swift", "refresh",
            "It maps the card to the form's display data and asks the shell to draw."),
        JourneyStep(
            "Cards/CardsViewController.swift", "push",
            "Back in the Cards controller: the shell pushes the Card screen, and the next frame draws it."),
        JourneyStep(
            "CardDetails/CardDetailsViewController.swift", "screenWillAppear",
            "Pushed, the Card controller is told it will appear: the first time, it follows the store in a task of "
                + "its own; then it reads the card again."),
        JourneyStep(
            "CardDetails/CardDetailsViewController.swift", "reload",
            "In a task it keeps (cancelled when the screen is covered or a newer read starts), it awaits the store "
                + "for the card as stored now; the answer, after the key is handled, is shown instead."),
    ]

    static let mvvm = [
        JourneyStep(
            "Cards/CardsViewController.swift", "forwardEvents",
            "The controller forwards the view's `onOpen` to its view model as an intent; it decides nothing."),
        JourneyStep(
            "Cards/CardsViewModel.swift", "open",
            "The view model finds the card in the list it read from the store and makes the Card screen's view "
                + "model for it."),
        JourneyStep(
            "CardDetails/CardDetailsViewModel.swift", "init",
            "The Card view model keeps the card and sets its `details` output (an observed property) at once; in "
                + "tasks it owns, it follows the store and reads the card again."),
        JourneyStep(
            "CardDetails/CardDetailsViewModel.swift", "reload",
            "It asks the store for the card as stored now, in one of its tasks; the answer, after the key is "
                + "handled, becomes `details`."),
        JourneyStep(
            "App/ScreenTasks.swift", "run",
            "The view model's tasks: the read starts at once and runs to its first `await`; the view model's going "
                + "(its screen popped) cancels it."),
        JourneyStep(
            "Cards/CardsViewModel.swift", "showDetails",
            "Back in the Cards view model: it sets its `route` output to the card's view model, as an `Event`."),
        JourneyStep(
            "Cards/CardsViewController.swift", "observe",
            "The Cards controller observes its view model's outputs since `init` (`Observing`, over "
                + "`withObservationTracking`, read again before the key's handling ends): it reads the new `route`, "
                + "takes its value and has `perform` push the Card screen made for it."),
        JourneyStep(
            "App/Event.swift", "take",
            "A route is an `Event`, taken once: the parent's last route does not keep the next screen's view model "
                + "alive."),
        JourneyStep(
            "App/ScreenServices.swift", "cardDetails",
            "Screens are made in one place, beside the composition root: the Card controller gets its view model "
                + "(behind a traced proxy under `--trace`)."),
        JourneyStep(
            "CardDetails/CardDetailsViewController.swift", "observe",
            "The Card controller, made, forwards the form's events as intents and observes the outputs: each "
                + "`details` it reads goes to the form — at once, and again after the store's answer; `route` "
                + "navigates; `status`, a `LateOutput` that may outlive the screen, is bound apart (`bind`)."),
    ]

    static let viper = [
        JourneyStep(
            "Cards/CardsViewController.swift", "init",
            "The view's `onOpen`, set here, tells the presenter which card was chosen; the view decides nothing."),
        JourneyStep(
            "Cards/CardsPresenter.swift", "didSelectCard",
            "The presenter asks the router to open the Card module for that card, with itself as that module's "
                + "output."),
        JourneyStep(
            "Cards/CardsRouter.swift", "openCardDetails",
            "The router asks the interactor for the card (through `CardsLookup`), has the builder assemble the Card "
                + "module, then pushes its view."),
        JourneyStep(
            "Cards/CardsInteractor.swift", "card",
            "The interactor answers from the list it last read from the store."),
        JourneyStep(
            "App/Builders/CardDetailsBuilder.swift", "build",
            "The builder makes the module's view, interactor (holding the card), router and presenter and connects "
                + "them, each arrow a traced proxy under `--trace`."),
        JourneyStep(
            "CardDetails/CardDetailsViewController.swift", "screenWillAppear",
            "Pushed, the Card view is told it will appear and tells its presenter."),
        JourneyStep(
            "CardDetails/CardDetailsPresenter.swift", "viewWillAppear",
            "The presenter shows the card it has, then has the interactor read it again."),
        JourneyStep(
            "CardDetails/CardDetailsPresenter.swift", "showCard",
            "It takes the card (the draft while editing) from the interactor, maps it to display data and hands it "
                + "to the view."),
        JourneyStep(
            "CardDetails/CardDetailsInteractor.swift", "reloadCard",
            "The interactor follows the store in a task it owns (the first time), then reads the card again."),
        JourneyStep(
            "CardDetails/CardDetailsInteractor.swift", "readCard",
            "In a task it owns (cancelled by a newer read, or when the module closes), it awaits the store's answer "
                + "for the card; the answer, after the key is handled, goes to the presenter (`didReloadCard`), which "
                + "shows it again."),
    ]

    static let vip = [
        JourneyStep(
            "Cards/CardsViewController.swift", "open",
            "The view's `onOpen`, set in `init`, calls it: the view controller sends its interactor a request."),
        JourneyStep(
            "Cards/CardsInteractor.swift", "openCard",
            "The interactor finds the card in the list it read, keeps it in its data store (`selectedCard`) and "
                + "hands the presenter a response."),
        JourneyStep(
            "Cards/CardsPresenter.swift", "presentOpenedCard",
            "The presenter turns the response into a view model for the view controller."),
        JourneyStep(
            "Cards/CardsViewController.swift", "displayOpenedCard",
            "The view controller asks its router to go to the card."),
        JourneyStep(
            "Cards/CardsRouter.swift", "routeToCardDetails",
            "The router makes the Card scene, passes it the card from the data store and pushes it."),
        JourneyStep(
            "App/Configurators/CardDetailsConfigurator.swift", "configure",
            "The Card view controller's `init` calls its configurator, which makes the scene's interactor, presenter "
                + "and router and closes the cycle: view controller → interactor → presenter → view controller."),
        JourneyStep(
            "Cards/CardsRouter.swift", "passDataToCardDetails",
            "Back in the Cards router: it writes the card and the mode into the Card scene's data store, its "
                + "interactor."),
        JourneyStep(
            "CardDetails/CardDetailsViewController.swift", "screenWillAppear",
            "Pushed, the Card view controller is told it will appear: it sends its interactor a request to show the "
                + "card, and, the first time, one to follow the store, each as one of the scene's tasks (`send`), "
                + "which hold the interactor, never the view controller."),
        JourneyStep(
            "App/SceneTasks.swift", "run",
            "The scene's tasks, the view controller's own: the request runs in a `Task`, cancelled if the scene goes "
                + "before it ends."),
        JourneyStep(
            "CardDetails/CardDetailsInteractor.swift", "showCard",
            "The interactor presents the card it was passed, then awaits its worker's read of the card as stored "
                + "now, whose answer is presented the same way."),
        JourneyStep(
            "CardDetails/CardDetailsPresenter.swift", "presentCard",
            "The presenter maps the response to a view model (the form's display data) and hands it to the view "
                + "controller, which displays it."),
        JourneyStep(
            "CardDetails/CardStoreWorker.swift", "read",
            "The worker awaits the store for the card as stored now and returns it to the interactor, after the key "
                + "is handled."),
    ]

    static let tea = [
        JourneyStep(
            "Cards/CardsViewController.swift", "init",
            "The view's `onOpen`, set here, sends the action `.openTapped` with the card's identifier; the screen "
                + "decides nothing."),
        JourneyStep(
            "App/AppHost.swift", "sender",
            "The screen's `send` was made here by the app's host: it wraps the action as the app's (`.cards(…)`) and "
                + "sends it to the one store (a trace line under `--trace`)."),
        JourneyStep(
            "Store/Store.swift", "send",
            "The store runs its reducer on the state, tells its observer (the host) of a change, then runs the "
                + "effect the reducer returned; an action an effect sends back waits in the queue for its turn."),
        JourneyStep(
            "App/AppReducer.swift", "reduceAction",
            "The app's reducer (its `reduce` calls this, then cancels the effects of any screen that left the path) "
                + "runs the Cards reducer on the Cards state; a delegate action is the parent's to act on."),
        JourneyStep(
            "Cards/CardsReducer.swift", "reduce",
            "The Cards reducer finds the card in the list it last read and returns an effect that sends "
                + "`.delegate(.open(card))`: it opens nothing itself. The store sends it, and it comes back here."),
        JourneyStep(
            "Store/Effect.swift", "map",
            "The app's reducer lifts the Cards reducer's effect into its own (`.map(AppAction.cards)`): every action "
                + "the effect answers with comes back wrapped as the app's."),
        JourneyStep(
            "Store/Store.swift", "run",
            "The store's effect runner runs the effect the reducer returned: here it sends the delegate action back "
                + "into the store's queue."),
        JourneyStep(
            "App/AppReducer.swift", "cards",
            "Navigation is state: for the delegate action, the app's reducer appends the Card screen, with the card "
                + "and a new id, to `path` (`push`)."),
        JourneyStep(
            "App/AppHost.swift", "syncStack",
            "The state changed: the store's observer, set in the host's `init`, renders it, and the shell's stack "
                + "follows `path` — a host is made for the new screen (`makeHost`, its `send` naming the screen's id), "
                + "handed its state to draw, and pushed."),
        JourneyStep(
            "CardDetails/CardDetailsViewController.swift", "screenWillAppear",
            "Pushed, the Card screen is told it will appear and sends `.appeared`, on the same road to the store."),
        JourneyStep(
            "App/DestinationReducer.swift", "reduce",
            "The Card screen's `.appeared`, wrapped as `.path(id, .cardDetails(…))`: the app's reducer hands it to the "
                + "reducer of the pushed screens, which runs the Card reducer on that element of `path`."),
        JourneyStep(
            "CardDetails/CardDetailsReducer.swift", "reduce",
            "The Card reducer: `.appeared` returns two effects, follow the store and read the card as stored now "
                + "(`Effect.run`, scoped to the screen's id, so its leaving cancels them); the store runs each in a "
                + "task, and the answer it sends back, `.cardRead`, is reduced into the state and the host draws it "
                + "again."),
    ]
}
