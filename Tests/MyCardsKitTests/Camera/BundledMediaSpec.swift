import Clocks
import Foundation
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@Suite("BundledMedia")
struct BundledMediaSpec {
    private func imageFiles(in folder: URL) throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).filter(\.isImageFile)
    }

    @Test("ships sample photos, PNG and JPEG, that all decode")
    func samplePhotosDecode() throws {
        let files = try imageFiles(in: BundledMedia.samplePhotos)

        let formats = try files.map { try ImageDecoder.inspect(ImageFile.read($0)).format }
        let decoded = files.compactMap { try? ImageDecoder.decode(ImageFile.read($0)) }

        expect(files.count).to(beGreaterThanOrEqualTo(6))
        expect(Set(formats)).to(equal([.png, .jpeg]))
        expect(decoded.count).to(equal(files.count))
    }

    @MainActor
    @Test("ships a camera feed the folder camera can play")
    func cameraFeedPlays() async throws {
        let camera = FolderCamera(folder: BundledMedia.cameraFeed, clock: TestClock())
        var frames = try camera.frames().makeAsyncIterator()

        let first = await frames.next()

        expect(first?.size).to(equal(PixelSize(width: 640, height: 480)))
        expect(try imageFiles(in: BundledMedia.cameraFeed).count).to(beGreaterThanOrEqualTo(10))
    }
}
