import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The Card screen's controller in MVVM: forwards the form's events as intents, observes the card's display data
/// into the form, and does what the view model routes to — push a photo screen, show the photo source menu or
/// a question, go back. It observes the view model's status lines too, about itself while it is there and about no
/// screen once it has gone: that observation lasts as long as the output, which outlives the screen while a request
/// waits for the backend. Its one task of its own is waiting for the answer to a menu or a question it showed.
@MainActor
final class CardDetailsViewController: ObservingScreen {
    let hostedView: CardDetailsView
    let viewModel: any CardDetailsViewModelType
    private let screens: ScreenServices
    private(set) var observations: [Observing] = []

    init(viewModel: any CardDetailsViewModelType, screens: ScreenServices) {
        self.viewModel = viewModel
        self.screens = screens
        hostedView = CardDetailsView(theme: screens.theme, photoCache: screens.photoCache)
        forwardEvents()
        observe()
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

    private func observe() {
        let outputs = viewModel.outputs
        observations = [
            observeDrawn(
                { outputs.details }, on: screens.shell, draw: { screen, details in screen.hostedView.data = details }),
            Observing.observe(
                { outputs.route },
                changed: { [weak self] route in
                    if let route = route?.take() { self?.perform(route) }
                }),
        ]
        bind(outputs.status)
    }

    /// The status lines, for as long as `status` lasts (it outlives this screen while a request waits for the
    /// backend): about this screen while it is there, about no screen once it has gone. Holds neither.
    private func bind(_ status: LateOutput<StatusMessage>) {
        Observing.observeValues(
            status, { status in status.said > 0 ? status.take() : [] },
            changed: {
                [weak self, shell = screens.shell] lines in
                for line in lines {
                    shell.showStatus(line.text, busy: line.busy, isError: line.isError, about: self)
                }
            })
    }

    private func perform(_ route: CardDetailsRoute) {
        let shell = screens.shell
        switch route {
        case .photo(let photo):
            push(screens.cardPhoto(photo))
        case .code(let code):
            push(screens.code(code))
        case .choosePhotoSource(let side, let title):
            let menu = photoSourceMenu(title: title)
            Task.immediate { [weak self] in
                let item = await shell.showMenu(menu)
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
            ask(question) { inputs in inputs.confirmDelete() }
        case .askToDiscard(let question):
            ask(question) { inputs in inputs.confirmDiscard() }
        case .askToOverwrite(let question):
            ask(question, yes: { inputs in inputs.confirmOverwrite() }, no: { inputs in inputs.declineOverwrite() })
        }
    }

    /// Shows the question and tells the view model the answer.
    private func ask(
        _ question: String, yes: @escaping @MainActor (any CardDetailsViewModelInputs) -> Void,
        no: @escaping @MainActor (any CardDetailsViewModelInputs) -> Void = { _ in }
    ) {
        Task.immediate { [weak self, shell = screens.shell] in
            let answer = await shell.confirm(question)
            guard let inputs = self?.viewModel.inputs else { return }
            if answer == .yes { yes(inputs) } else { no(inputs) }
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
