import MyCardsDisplayData
import MyCardsKit
import MyCardsUI
import OpenCombine

/// The Card screen's controller in MVVM: forwards the form's events as intents, binds the card's display data
/// to the form, and does what the view model routes to — push a photo screen, show the photo source menu or
/// a question, go back. It binds the view model's status lines too, about itself while it is there and about no
/// screen once it has gone: that binding lasts as long as the output, which outlives the screen while a request
/// waits for the backend.
@MainActor
final class CardDetailsViewController: ScreenHosting {
    let hostedView: CardDetailsView
    let viewModel: any CardDetailsViewModelType
    private let screens: ScreenServices
    private var bindings = Set<AnyCancellable>()

    init(viewModel: any CardDetailsViewModelType, screens: ScreenServices) {
        self.viewModel = viewModel
        self.screens = screens
        hostedView = CardDetailsView(theme: screens.theme, photoCache: screens.photoCache)
        forwardEvents()
        bind()
    }

    private func forwardEvents() {
        hostedView.onEdit = { [weak self] in self?.viewModel.inputs.edit() }
        hostedView.onShowPhoto = { [weak self] side in self?.viewModel.inputs.showPhoto(side) }
        hostedView.onBack = { [weak self] in self?.viewModel.inputs.back() }
        hostedView.onToggleFavourite = { [weak self] in self?.viewModel.inputs.toggleFavourite() }
        hostedView.onShowCode = { [weak self] in self?.viewModel.inputs.showCode() }
        hostedView.onNameChange = { [weak self] name in self?.viewModel.inputs.changeName(name) }
        hostedView.onNumberChange = { [weak self] number in self?.viewModel.inputs.changeNumber(number) }
        hostedView.onBarcodeChange = { [weak self] barcode in self?.viewModel.inputs.changeBarcode(barcode) }
        hostedView.onChoosePhoto = { [weak self] side in
            self?.viewModel.inputs.choosePhoto(for: side)
        }
        hostedView.onSave = { [weak self] in self?.viewModel.inputs.save() }
        hostedView.onDelete = { [weak self] in self?.viewModel.inputs.delete() }
        hostedView.onCancel = { [weak self] in self?.viewModel.inputs.cancel() }
    }

    private func bind() {
        let outputs = viewModel.outputs
        outputs.details.bind { [weak self] details in
            self?.hostedView.data = details
            self?.screens.shell.setNeedsDisplay()
        }.store(in: &bindings)
        outputs.route.bind { [weak self] route in self?.perform(route) }.store(in: &bindings)
        outputs.status.observeValues { [weak self, shell = screens.shell] message in
            shell.showStatus(message.text, busy: message.busy, isError: message.isError, about: self)
        }
    }

    private func perform(_ route: CardDetailsRoute) {
        let shell = screens.shell
        switch route {
        case .photo(let photo):
            push(screens.cardPhoto(photo))
        case .code(let code):
            push(screens.code(code))
        case .choosePhotoSource(let side, let title):
            shell.showMenu(photoSourceMenu(title: title)) { [weak self] item in
                guard let source = item.flatMap({ PhotoSource(key: $0.key) }) else { return }
                self?.viewModel.inputs.choose(source, for: side)
            }
        case .camera(let camera):
            push(screens.photoCapture(camera))
        case .library(let library):
            push(screens.photoLibrary(library))
        case .form:
            shell.pop(to: self)
        case .close:
            shell.pop()
        case .askToDelete(let question):
            shell.confirm(question) { [weak self] answer in
                if answer == .yes { self?.viewModel.inputs.confirmDelete() }
            }
        case .askToDiscard(let question):
            shell.confirm(question) { [weak self] answer in
                if answer == .yes { self?.viewModel.inputs.confirmDiscard() }
            }
        case .askToOverwrite(let question):
            shell.confirm(question) { [weak self] answer in
                if answer == .yes {
                    self?.viewModel.inputs.confirmOverwrite()
                } else {
                    self?.viewModel.inputs.declineOverwrite()
                }
            }
        }
    }

    private func photoSourceMenu(title: String) -> Menu {
        Menu(
            title: title, items: PhotoSource.allCases.map { Menu.Item(key: $0.key, label: $0.label) },
            theme: screens.theme)
    }

    private func push(_ screen: any Screen) {
        screens.shell.push(screen)
    }
}
