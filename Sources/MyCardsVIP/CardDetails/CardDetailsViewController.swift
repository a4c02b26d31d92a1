import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

@MainActor
package protocol CardDetailsDisplayLogic: AnyObject {
    func displayCard(viewModel: EditCard.ShowCard.ViewModel)
    func displayReadNumber(viewModel: EditCard.ReadNumber.ViewModel)
    func displayPhotoChoice(viewModel: EditCard.ChoosePhoto.ViewModel)
    func displaySource(viewModel: EditCard.PickSource.ViewModel)
    func displaySave(viewModel: EditCard.SaveCard.ViewModel)
    func displayFavourite(viewModel: EditCard.ToggleFavourite.ViewModel)
    func displayDelete(viewModel: EditCard.DeleteCard.ViewModel)
    func displayCancel(viewModel: EditCard.CancelEditing.ViewModel)
}

/// The Card scene's view controller: each form event becomes a request, each view model is displayed, and
/// the router navigates (to a photo or code scene, back to Cards).
@MainActor
final class CardDetailsViewController: ScreenHosting, CardDetailsDisplayLogic {
    let hostedView: CardDetailsView
    var interactor: (any CardDetailsBusinessLogic)?
    var router: (any CardDetailsRoutingLogic & CardDetailsDataPassing)?
    /// The scene's requests in flight, cancelled when the scene goes; uploads and deletes are not among them.
    let tasks = SceneTasks()
    private let context: SceneContext
    private var isFollowingStore = false

    init(context: SceneContext) {
        self.context = context
        hostedView = CardDetailsView(theme: context.theme, photoCache: context.photoCache)
        CardDetailsConfigurator.configure(self, context: context)
        wireView()
    }

    private func wireView() {
        hostedView.onEdit = { [weak self] in
            self?.interactor?.startEditing(request: .init())
        }
        hostedView.onShowPhoto = { [weak self] side in self?.choosePhoto(side) }
        hostedView.onChoosePhoto = { [weak self] side in self?.choosePhoto(side) }
        hostedView.onBack = { [weak self] in self?.router?.routeToCards() }
        hostedView.onToggleFavourite = { [weak self] in
            self?.send { await $0.toggleFavourite(request: .init()) }
        }
        hostedView.onShowCode = { [weak self] in self?.router?.routeToCode() }
        hostedView.onNameChange = { [weak self] name in self?.interactor?.changeName(request: .init(name: name)) }
        hostedView.onNumberChange = { [weak self] number in
            self?.interactor?.changeNumber(request: .init(number: number))
        }
        hostedView.onBarcodeChange = { [weak self] barcode in
            self?.interactor?.chooseBarcode(request: .init(barcode: barcode))
        }
        hostedView.onSave = { [weak self] in
            self?.send { await $0.saveCard(request: .init()) }
        }
        hostedView.onDelete = { [weak self] in
            self?.send { await $0.deleteCard(request: .init(confirmed: false)) }
        }
        hostedView.onCancel = { [weak self] in
            self?.send { await $0.cancelEditing(request: .init(confirmed: false)) }
        }
    }

    /// Sends a request the interactor answers after an `await`, as one of the scene's tasks: the task holds the
    /// interactor, never this view controller.
    private func send(_ request: @escaping @MainActor (any CardDetailsBusinessLogic) async -> Void) {
        guard let interactor else { return }
        tasks.run { await request(interactor) }
    }

    /// Shown first, or back from a photo scene with a photo for the form; on the first, the store is followed too.
    func screenWillAppear() {
        send { await $0.showCard(request: .init()) }
        guard !isFollowingStore, let interactor else { return }
        isFollowingStore = true
        tasks.follow { await interactor.followStore(request: .init()) }
    }

    private func choosePhoto(_ side: Card.Side) {
        interactor?.choosePhoto(request: .init(side: side))
    }

    // MARK: CardDetailsDisplayLogic

    func displayCard(viewModel: EditCard.ShowCard.ViewModel) {
        hostedView.data = viewModel.details
        context.shell.setNeedsDisplay()
    }

    func displayReadNumber(viewModel: EditCard.ReadNumber.ViewModel) {
        show(viewModel.status)
        displayCard(viewModel: .init(details: viewModel.details))
    }

    func displayPhotoChoice(viewModel: EditCard.ChoosePhoto.ViewModel) {
        guard viewModel.purpose == .replace else {
            router?.routeToCardPhoto()
            return
        }
        let items = viewModel.sources.map { Menu.Item(key: $0.key, label: $0.label) }
        let (shell, menu) = (context.shell, Menu(title: viewModel.menuTitle, items: items, theme: context.theme))
        send { interactor in
            let item = await shell.showMenu(menu)
            guard let picked = viewModel.sources.first(where: { $0.key == item?.key }) else { return }
            interactor.pickSource(request: .init(source: picked.source))
        }
    }

    func displaySource(viewModel: EditCard.PickSource.ViewModel) {
        switch viewModel.source {
        case .camera: router?.routeToCamera()
        case .library: router?.routeToPhotoLibrary()
        }
    }

    func displaySave(viewModel: EditCard.SaveCard.ViewModel) {
        if let question = viewModel.question {
            let shell = context.shell
            send { interactor in
                let answer = await shell.confirm(question)
                await interactor.saveCard(request: .init(answer: answer == .yes ? .overwrite : .keepEditing))
            }
        }
        if let status = viewModel.status { show(status) }
        if let details = viewModel.details { displayCard(viewModel: .init(details: details)) }
        if viewModel.leave { router?.routeToCards() }
    }

    func displayFavourite(viewModel: EditCard.ToggleFavourite.ViewModel) {
        // The mark is the store's answer, never the backend's: a save's upload may still be out.
        context.shell.showStatus(
            viewModel.status.text, busy: viewModel.status.busy, isError: viewModel.status.isError, about: self)
        if let details = viewModel.details { displayCard(viewModel: .init(details: details)) }
    }

    func displayDelete(viewModel: EditCard.DeleteCard.ViewModel) {
        if let question = viewModel.question {
            let shell = context.shell
            send { interactor in
                guard await shell.confirm(question) == .yes else { return }
                await interactor.deleteCard(request: .init(confirmed: true))
            }
        }
        if let status = viewModel.status { show(status) }
        if viewModel.leave { router?.routeToCards() }
    }

    func displayCancel(viewModel: EditCard.CancelEditing.ViewModel) {
        if let question = viewModel.question {
            let shell = context.shell
            send { interactor in
                guard await shell.confirm(question) == .yes else { return }
                await interactor.cancelEditing(request: .init(confirmed: true))
            }
        }
        if let details = viewModel.details { displayCard(viewModel: .init(details: details)) }
        if viewModel.leave { router?.routeToCards() }
    }

    /// A save's or delete's status: busy while the backend has not answered, then the answer.
    private func show(_ status: StatusMessage) {
        context.shell.showStatus(status.text, busy: status.busy, isError: status.isError, about: self)
    }

}
