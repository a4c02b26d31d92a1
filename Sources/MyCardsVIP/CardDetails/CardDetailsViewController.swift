import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

@MainActor
protocol CardDetailsDisplayLogic: AnyObject {
    func displayCard(viewModel: EditCard.ShowCard.ViewModel)
    func displayPhotoChoice(viewModel: EditCard.ChoosePhoto.ViewModel)
    func displaySource(viewModel: EditCard.PickSource.ViewModel)
    func displaySave(viewModel: EditCard.SaveCard.ViewModel)
    func displayFavourite(viewModel: EditCard.ToggleFavourite.ViewModel)
    func displayDelete(viewModel: EditCard.DeleteCard.ViewModel)
    func displayCancel(viewModel: EditCard.CancelEditing.ViewModel)
}

/// The Card scene's view controller: each form event becomes a request, each view model is displayed, and
/// the router navigates (to a photo scene, back to Cards).
@MainActor
final class CardDetailsViewController: ScreenHosting, CardDetailsDisplayLogic {
    let hostedView: CardDetailsView
    var interactor: (any CardDetailsBusinessLogic)?
    var router: (any CardDetailsRoutingLogic & CardDetailsDataPassing)?
    private let context: SceneContext
    private let trace: TraceLog

    init(context: SceneContext) {
        self.context = context
        trace = context.tracer.log(for: "CardDetailsViewController")
        hostedView = CardDetailsView(theme: context.theme, photoCache: context.photoCache)
        setup()
        wireView()
    }

    private func setup() {
        let interactor = CardDetailsInteractor(
            worker: CardStoreWorker(cards: context.cards, network: context.network, tracer: context.tracer),
            tracer: context.tracer)
        let presenter = CardDetailsPresenter(tracer: context.tracer)
        let router = CardDetailsRouter(context: context)
        self.interactor = interactor
        self.router = router
        interactor.presenter = presenter
        presenter.viewController = self
        presenter.statusLine = AppStatusLine(shell: context.shell)
        router.viewController = self
        router.dataStore = interactor
    }

    private func wireView() {
        hostedView.onEdit = { [weak self] in
            self?.request("startEditing(EditCard.StartEditing.Request)") { $0.startEditing(request: .init()) }
        }
        hostedView.onShowPhoto = { [weak self] side in self?.choosePhoto(side) }
        hostedView.onChoosePhoto = { [weak self] side in self?.choosePhoto(side) }
        hostedView.onBack = { [weak self] in self?.router?.routeToCards() }
        hostedView.onToggleFavourite = { [weak self] in
            self?.request("toggleFavourite(EditCard.ToggleFavourite.Request)") { $0.toggleFavourite(request: .init()) }
        }
        hostedView.onNameChange = { [weak self] name in self?.interactor?.changeName(request: .init(name: name)) }
        hostedView.onSave = { [weak self] in
            self?.request("saveCard(EditCard.SaveCard.Request)") { $0.saveCard(request: .init()) }
        }
        hostedView.onDelete = { [weak self] in
            self?.request("deleteCard(EditCard.DeleteCard.Request)") { $0.deleteCard(request: .init(confirmed: false)) }
        }
        hostedView.onCancel = { [weak self] in
            self?.request("cancelEditing(EditCard.CancelEditing.Request)") {
                $0.cancelEditing(request: .init(confirmed: false))
            }
        }
    }

    /// Shown first, or back from a photo scene with a photo for the form.
    func screenWillAppear() {
        request("showCard(EditCard.ShowCard.Request)") { $0.showCard(request: .init()) }
    }

    private func choosePhoto(_ side: Card.Side) {
        request("choosePhoto(EditCard.ChoosePhoto.Request)") { $0.choosePhoto(request: .init(side: side)) }
    }

    private func request(_ call: String, _ send: (any CardDetailsBusinessLogic) -> Void) {
        guard let interactor else { return }
        trace.to("CardDetailsInteractor", call)
        send(interactor)
    }

    // MARK: CardDetailsDisplayLogic

    func displayCard(viewModel: EditCard.ShowCard.ViewModel) {
        hostedView.data = viewModel.details
        context.shell.setNeedsDisplay()
    }

    func displayPhotoChoice(viewModel: EditCard.ChoosePhoto.ViewModel) {
        guard viewModel.purpose == .replace else { return route("routeToCardPhoto") { $0.routeToCardPhoto() } }
        let items = viewModel.sources.map { Menu.Item(key: $0.key, label: $0.label) }
        context.shell.showMenu(Menu(title: viewModel.menuTitle, items: items, theme: context.theme)) {
            [weak self] item in
            guard let key = item?.key else { return }
            self?.request("pickSource(EditCard.PickSource.Request)") {
                $0.pickSource(request: .init(source: key == "c" ? .camera : .library))
            }
        }
    }

    func displaySource(viewModel: EditCard.PickSource.ViewModel) {
        switch viewModel.source {
        case .camera: route("routeToCamera") { $0.routeToCamera() }
        case .library: route("routeToPhotoLibrary") { $0.routeToPhotoLibrary() }
        }
    }

    func displaySave(viewModel: EditCard.SaveCard.ViewModel) {
        if let question = viewModel.question {
            context.shell.confirm(question) { [weak self] answer in
                self?.request("saveCard(EditCard.SaveCard.Request)") {
                    $0.saveCard(request: .init(answer: answer == .yes ? .overwrite : .keepEditing))
                }
            }
        }
        if let status = viewModel.status { show(status) }
        if let details = viewModel.details { displayCard(viewModel: .init(details: details)) }
        if viewModel.leave { route("routeToCards") { $0.routeToCards() } }
    }

    func displayFavourite(viewModel: EditCard.ToggleFavourite.ViewModel) {
        // The mark is the store's answer, never the backend's: a save's upload may still be out.
        context.shell.showStatus(
            viewModel.status.text, busy: viewModel.status.busy, isError: viewModel.status.isError, about: self)
        if let details = viewModel.details { displayCard(viewModel: .init(details: details)) }
    }

    func displayDelete(viewModel: EditCard.DeleteCard.ViewModel) {
        if let question = viewModel.question {
            context.shell.confirm(question) { [weak self] answer in
                guard answer == .yes else { return }
                self?.request("deleteCard(EditCard.DeleteCard.Request)") {
                    $0.deleteCard(request: .init(confirmed: true))
                }
            }
        }
        if let status = viewModel.status { show(status) }
        if viewModel.leave { route("routeToCards") { $0.routeToCards() } }
    }

    func displayCancel(viewModel: EditCard.CancelEditing.ViewModel) {
        if let question = viewModel.question {
            context.shell.confirm(question) { [weak self] answer in
                guard answer == .yes else { return }
                self?.request("cancelEditing(EditCard.CancelEditing.Request)") {
                    $0.cancelEditing(request: .init(confirmed: true))
                }
            }
        }
        if let details = viewModel.details { displayCard(viewModel: .init(details: details)) }
        if viewModel.leave { route("routeToCards") { $0.routeToCards() } }
    }

    /// A save's or delete's status: busy while the backend has not answered, then the answer.
    private func show(_ status: StatusMessage) {
        context.shell.showStatus(status.text, busy: status.busy, isError: status.isError, about: self)
    }

    private func route(_ name: String, _ go: (any CardDetailsRoutingLogic) -> Void) {
        guard let router else { return }
        trace.to("CardDetailsRouter", "\(name)()")
        go(router)
    }
}
