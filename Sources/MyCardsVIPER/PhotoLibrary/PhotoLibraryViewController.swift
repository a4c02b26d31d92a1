import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// The picker view: reports selection, pick, close, appearing and leaving; shows what it is told.
@MainActor
final class PhotoLibraryViewController: ScreenHosting, PhotoLibraryViewInput {
    let hostedView: PhotoLibraryView
    var output: (any PhotoLibraryViewOutput)?
    private let shell: any AppShelling

    init(dependencies: ModuleDependencies) {
        shell = dependencies.shell
        hostedView = PhotoLibraryView(theme: dependencies.theme)
        hostedView.onSelectionChange = { [weak self] index in self?.output?.didSelect(index: index) }
        hostedView.onPick = { [weak self] index in
            self?.output?.didPick(index: index)
        }
        hostedView.onClose = { [weak self] in self?.output?.didTapClose() }
    }

    func screenWillAppear() {
        output?.viewWillAppear()
    }

    func screenDidDisappear() {
        output?.viewDidDisappear()
    }

    func show(_ library: PhotoLibraryDisplayData) {
        hostedView.data = library
        shell.setNeedsDisplay()
    }

    func showStatus(_ status: StatusMessage) {
        shell.showStatus(status.text, busy: status.busy, isError: status.isError, about: self)
    }
}
