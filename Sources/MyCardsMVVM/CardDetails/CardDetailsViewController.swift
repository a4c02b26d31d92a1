import MyCardsDisplayData
import MyCardsKit
import MyCardsUI
import OpenCombine

/// The Card screen's controller in MVVM: forwards the form's events as intents, binds the card's display data
/// to the form, and does what the view model routes to — push a photo screen, show the photo source menu or
/// a question, go back. Its status lines reach the screen through the Cards view model, which outlives it
/// (`cardStatus`).
@MainActor
final class CardDetailsViewController: ScreenHosting {
    let hostedView: CardDetailsView
    let viewModel: CardDetailsViewModel
    private let screens: ScreenServices
    private let trace: TraceLog
    private var bindings = Set<AnyCancellable>()

    init(viewModel: CardDetailsViewModel, screens: ScreenServices) {
        self.viewModel = viewModel
        self.screens = screens
        trace = screens.tracer.log(for: "CardDetailsViewController")
        hostedView = CardDetailsView(theme: screens.theme, photoCache: screens.photoCache)
        forwardEvents()
        bind()
    }

    private func forwardEvents() {
        hostedView.onEdit = { [weak self] in self?.send("edit()") { $0.edit() } }
        hostedView.onShowPhoto = { [weak self] side in self?.send("showPhoto(\(side.rawValue))") { $0.showPhoto(side) }
        }
        hostedView.onBack = { [weak self] in self?.send("back()") { $0.back() } }
        hostedView.onToggleFavourite = { [weak self] in self?.send("toggleFavourite()") { $0.toggleFavourite() } }
        hostedView.onNameChange = { [weak self] name in self?.viewModel.changeName(name) }
        hostedView.onChoosePhoto = { [weak self] side in
            self?.send("choosePhoto(for: \(side.rawValue))") { $0.choosePhoto(for: side) }
        }
        hostedView.onSave = { [weak self] in self?.send("save()") { $0.save() } }
        hostedView.onDelete = { [weak self] in self?.send("delete()") { $0.delete() } }
        hostedView.onCancel = { [weak self] in self?.send("cancel()") { $0.cancel() } }
    }

    /// Every intent but typing is traced: one line per key stroke would drown the rest.
    private func send(_ intent: String, _ action: (CardDetailsViewModel) -> Void) {
        trace.to("CardDetailsViewModel", intent)
        action(viewModel)
    }

    private func bind() {
        viewModel.$details.bind { [weak self] details in
            self?.trace.from("CardDetailsViewModel", "details (\(details.mode))")
            self?.hostedView.data = details
            self?.screens.shell.setNeedsDisplay()
        }.store(in: &bindings)
        viewModel.route.bind { [weak self] route in self?.perform(route) }.store(in: &bindings)
    }

    private func perform(_ route: CardDetailsViewModel.Route) {
        let shell = screens.shell
        switch route {
        case .photo(let photo):
            push(CardPhotoViewController(viewModel: photo, screens: screens))
        case .choosePhotoSource(let side):
            shell.showMenu(photoSourceMenu) { [weak self] item in
                guard let item, let source = PhotoSource.allCases.first(where: { $0.key == item.key }) else { return }
                self?.send("choose(\(source), for: \(side.rawValue))") { $0.choose(source, for: side) }
            }
        case .camera(let camera):
            push(PhotoCaptureViewController(viewModel: camera, screens: screens))
        case .library(let library):
            push(PhotoLibraryViewController(viewModel: library, screens: screens))
        case .form:
            shell.pop(to: self)
        case .close:
            shell.pop()
        case .askToDelete(let question):
            shell.confirm(question) { [weak self] answer in
                if answer == .yes { self?.send("confirmDelete()") { $0.confirmDelete() } }
            }
        case .askToDiscard(let question):
            shell.confirm(question) { [weak self] answer in
                if answer == .yes { self?.send("confirmDiscard()") { $0.confirmDiscard() } }
            }
        case .askToOverwrite(let question):
            shell.confirm(question) { [weak self] answer in
                if answer == .yes {
                    self?.send("confirmOverwrite()") { $0.confirmOverwrite() }
                } else {
                    self?.send("declineOverwrite()") { $0.declineOverwrite() }
                }
            }
        }
    }

    private var photoSourceMenu: Menu {
        Menu(
            title: Messages.photoSourceTitle,
            items: PhotoSource.allCases.map { Menu.Item(key: $0.key, label: $0.label) }, theme: screens.theme)
    }

    private func push(_ screen: any Screen) {
        trace.to(String(describing: type(of: screen)), "push")
        screens.shell.push(screen)
    }
}
