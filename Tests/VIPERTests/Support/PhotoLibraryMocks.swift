import MyCardsDisplayData
import MyCardsKit

@testable import MyCardsVIPER

@MainActor
final class PhotoLibraryViewMock: PhotoLibraryViewInput {
    private(set) var shown: [PhotoLibraryDisplayData] = []
    private(set) var statuses: [StatusMessage] = []
    func show(_ library: PhotoLibraryDisplayData) { shown.append(library) }
    func showStatus(_ status: StatusMessage) { statuses.append(status) }
}

/// A listing the test sets; the pictures asked for are captured, answered by the test through the presenter.
@MainActor
final class PhotoLibraryInteractorMock: PhotoLibraryInteractorInput {
    let folder = "/photos"
    var items: [PhotoLibraryItem] = []
    private(set) var listCount = 0
    private(set) var loaded: [Int] = []
    private(set) var closeCount = 0
    func listFolder() { listCount += 1 }
    func loadPicture(at index: Int) { loaded.append(index) }
    func close() { closeCount += 1 }
}

@MainActor
final class PhotoLibraryRouterMock: PhotoLibraryRouterInput {
    private(set) var cropped: [(image: RGBAImage, output: any CropModuleOutput)] = []
    private(set) var closeCount = 0
    func openCrop(image: RGBAImage, output: any CropModuleOutput) { cropped.append((image, output)) }
    func close() { closeCount += 1 }
}

@MainActor
final class PhotoLibraryInteractorOutputSpy: PhotoLibraryInteractorOutput {
    private(set) var events: [String] = []
    private(set) var listed: [[PhotoLibraryItem]] = []
    private(set) var loaded: [(image: RGBAImage, index: Int)] = []
    func didList(_ items: [PhotoLibraryItem]) { listed.append(items) }
    func didFailToList(_ error: PhotoLibraryError) { events.append("failToList(\(error.message))") }
    func didLoad(_ image: RGBAImage, at index: Int) { loaded.append((image, index)) }
    func didFindUnreadable(at index: Int, _ error: ImageError) { events.append("unreadable(\(index))") }
}

@MainActor
final class PhotoLibraryViewOutputSpy: PhotoLibraryViewOutput {
    private(set) var events: [String] = []
    func viewWillAppear() { events.append("appear") }
    func viewDidDisappear() { events.append("disappear") }
    func didSelect(index: Int) { events.append("select(\(index))") }
    func didPick(index: Int) { events.append("pick(\(index))") }
    func didTapClose() { events.append("close") }
}
