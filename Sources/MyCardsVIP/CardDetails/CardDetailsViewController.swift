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
    private let context: SceneContext

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
            self?.interactor?.toggleFavourite(request: .init())
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
            self?.interactor?.saveCard(request: .init())
        }
        hostedView.onDelete = { [weak self] in
            self?.interactor?.deleteCard(request: .init(confirmed: false))
        }
        hostedView.onCancel = { [weak self] in
            self?.interactor?.cancelEditing(request: .init(confirmed: false))
        }
    }

    /// Shown first, or back from a photo scene with a photo for the form.
    func screenWillAppear() {
        interactor?.showCard(request: .init())
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
        context.shell.showMenu(Menu(title: viewModel.menuTitle, items: items, theme: context.theme)) {
            [weak self] item in
            guard let picked = viewModel.sources.first(where: { $0.key == item?.key }) else { return }
            self?.interactor?.pickSource(request: .init(source: picked.source))
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
            context.shell.confirm(question) { [weak self] answer in
                self?.interactor?.saveCard(request: .init(answer: answer == .yes ? .overwrite : .keepEditing))
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
            context.shell.confirm(question) { [weak self] answer in
                guard answer == .yes else { return }
                self?.interactor?.deleteCard(request: .init(confirmed: true))
            }
        }
        if let status = viewModel.status { show(status) }
        if viewModel.leave { router?.routeToCards() }
    }

    func displayCancel(viewModel: EditCard.CancelEditing.ViewModel) {
        if let question = viewModel.question {
            context.shell.confirm(question) { [weak self] answer in
                guard answer == .yes else { return }
                self?.interactor?.cancelEditing(request: .init(confirmed: true))
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
