import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The Card view: owns the dumb form, reports its events, shows what it is told, asks questions and shows
/// menus through the app.
@MainActor
final class CardDetailsViewController: ScreenHosting, CardDetailsViewInput {
    let hostedView: CardDetailsView
    var output: (any CardDetailsViewOutput)?
    private let dependencies: ModuleDependencies

    init(dependencies: ModuleDependencies) {
        self.dependencies = dependencies
        hostedView = CardDetailsView(theme: dependencies.theme, photoCache: dependencies.photoCache)
        hostedView.onEdit = { [weak self] in self?.output?.didTapEdit() }
        hostedView.onShowPhoto = { [weak self] side in
            self?.output?.didTapShowPhoto(side)
        }
        hostedView.onBack = { [weak self] in self?.output?.didTapBack() }
        hostedView.onToggleFavourite = { [weak self] in
            self?.output?.didTapToggleFavourite()
        }
        hostedView.onShowCode = { [weak self] in self?.output?.didTapShowCode() }
        hostedView.onNameChange = { [weak self] name in self?.output?.didChangeName(name) }
        hostedView.onNumberChange = { [weak self] number in self?.output?.didChangeNumber(number) }
        hostedView.onBarcodeChange = { [weak self] barcode in self?.output?.didChooseBarcode(barcode) }
        hostedView.onChoosePhoto = { [weak self] side in
            self?.output?.didTapChoosePhoto(side)
        }
        hostedView.onSave = { [weak self] in self?.output?.didTapSave() }
        hostedView.onDelete = { [weak self] in self?.output?.didTapDelete() }
        hostedView.onCancel = { [weak self] in self?.output?.didTapCancel() }
    }

    func screenWillAppear() {
        output?.viewWillAppear()
    }

    // MARK: CardDetailsViewInput

    func show(_ details: CardDetailsDisplayData) {
        hostedView.data = details
        dependencies.shell.setNeedsDisplay()
    }

    func showStatus(_ status: StatusMessage) {
        dependencies.shell.showStatus(status.text, busy: status.busy, isError: status.isError, about: self)
    }

    /// The answer comes back as an event, as a key does: the task ends with it.
    func askQuestion(_ question: String) {
        Task { [weak self, shell = dependencies.shell] in
            let answer = await shell.confirm(question)
            self?.output?.didAnswerQuestion(yes: answer == .yes)
        }
    }

    func askPhotoSource(title: String, sources: [(source: PhotoSource, label: String)]) {
        let menu = Menu(
            title: title, items: sources.map { Menu.Item(key: $0.source.key, label: $0.label) },
            theme: dependencies.theme)
        Task { [weak self, shell = dependencies.shell] in
            let item = await shell.showMenu(menu)
            let source = sources.first { $0.source.key == item?.key }?.source
            self?.output?.didChoosePhotoSource(source)
        }
    }
}
