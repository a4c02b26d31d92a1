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
        hostedView.onEdit = { [weak self] in self?.report("didTapEdit()") { $0.didTapEdit() } }
        hostedView.onShowPhoto = { [weak self] side in
            self?.report("didTapShowPhoto(\(side))") { $0.didTapShowPhoto(side) }
        }
        hostedView.onBack = { [weak self] in self?.report("didTapBack()") { $0.didTapBack() } }
        hostedView.onToggleFavourite = { [weak self] in
            self?.report("didTapToggleFavourite()") { $0.didTapToggleFavourite() }
        }
        hostedView.onShowCode = { [weak self] in self?.report("didTapShowCode()") { $0.didTapShowCode() } }
        hostedView.onNameChange = { [weak self] name in self?.output?.didChangeName(name) }
        hostedView.onNumberChange = { [weak self] number in self?.output?.didChangeNumber(number) }
        hostedView.onBarcodeChange = { [weak self] barcode in self?.output?.didChooseBarcode(barcode) }
        hostedView.onChoosePhoto = { [weak self] side in
            self?.report("didTapChoosePhoto(\(side))") { $0.didTapChoosePhoto(side) }
        }
        hostedView.onSave = { [weak self] in self?.report("didTapSave()") { $0.didTapSave() } }
        hostedView.onDelete = { [weak self] in self?.report("didTapDelete()") { $0.didTapDelete() } }
        hostedView.onCancel = { [weak self] in self?.report("didTapCancel()") { $0.didTapCancel() } }
    }

    func screenWillAppear() {
        output?.viewWillAppear()
    }

    private func report(_ event: String, _ send: (any CardDetailsViewOutput) -> Void) {
        guard let output else { return }
        send(output)
    }

    // MARK: CardDetailsViewInput

    func show(_ details: CardDetailsDisplayData) {
        hostedView.data = details
        dependencies.shell.setNeedsDisplay()
    }

    func showStatus(_ status: StatusMessage) {
        dependencies.shell.showStatus(status.text, busy: status.busy, isError: status.isError, about: self)
    }

    func askQuestion(_ question: String) {
        dependencies.shell.confirm(question) { [weak self] answer in
            self?.report("didAnswerQuestion(yes: \(answer == .yes))") { $0.didAnswerQuestion(yes: answer == .yes) }
        }
    }

    func askPhotoSource(title: String, sources: [(source: PhotoSource, label: String)]) {
        let menu = Menu(
            title: title, items: sources.map { Menu.Item(key: $0.source.key, label: $0.label) },
            theme: dependencies.theme)
        dependencies.shell.showMenu(menu) { [weak self] item in
            let source = sources.first { $0.source.key == item?.key }?.source
            self?.report("didChoosePhotoSource(\(source.map { "\($0)" } ?? "nil"))") {
                $0.didChoosePhotoSource(source)
            }
        }
    }
}
