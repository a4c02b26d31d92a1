import Foundation
import MyCardsKit
import MyCardsUI

/// Hands out prepared images by the photo's bytes (read as text) and counts every decode.
final class FakePhotoDecoder: PhotoDecoding, @unchecked Sendable {
    private let lock = NSLock()
    private let images: [String: RGBAImage]
    private var decodes: [String] = []

    /// Photos not listed in `images` fail as damaged.
    init(images: [String: RGBAImage]) {
        self.images = images
    }

    var decodeCount: Int { lock.withLock { decodes.count } }

    func decodeCount(of tag: String) -> Int {
        lock.withLock { decodes.filter { $0 == tag }.count }
    }

    func decode(_ photo: Photo) throws(ImageError) -> RGBAImage {
        let tag = String(decoding: photo.data, as: UTF8.self)
        lock.withLock { decodes.append(tag) }
        guard let image = images[tag] else { throw .corrupt(detail: "no fixture for \(tag)") }
        return image
    }
}
