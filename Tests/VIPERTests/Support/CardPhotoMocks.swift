import MyCardsDisplayData

@testable import MyCardsVIPER

@MainActor
final class CardPhotoViewMock: CardPhotoViewInput {
    private(set) var shown: [CardPhotoDisplayData] = []
    func show(_ photo: CardPhotoDisplayData) { shown.append(photo) }
}

@MainActor
final class CardPhotoViewOutputSpy: CardPhotoViewOutput {
    private(set) var events: [String] = []
    func viewWillAppear() { events.append("appear") }
    func didTapClose() { events.append("close") }
}
