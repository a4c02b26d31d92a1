import MyCardsKit

/// Records the photos a photo screen hands back through its completion.
@MainActor
final class PhotoRecorder {
    private(set) var photos: [Photo] = []

    var completion: @MainActor (Photo) -> Void {
        { [weak self] photo in self?.photos.append(photo) }
    }
}
