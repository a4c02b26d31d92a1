import Foundation
import MyCardsKit

/// Accepts any bytes except the ones it is told to refuse, without decoding anything.
struct StubPhotoReader: PhotoReading {
    var refused: Set<Data> = []

    func photo(from data: Data) throws(ImageError) -> Photo {
        if refused.contains(data) { throw .corrupt(detail: "refused by the stub") }
        return Photo(data: data, format: .png, size: PixelSize(width: 2, height: 1))
    }
}
