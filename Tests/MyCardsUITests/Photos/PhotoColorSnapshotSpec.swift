import MyCardsKit
import MyCardsUI
import Nimble
import Testing

/// The text snapshots see only half blocks; these pin the colours a photo is drawn in, cell by cell.
@Suite("PhotoView colours")
struct PhotoColorSnapshotSpec {
    static func render(mode: ColorMode) -> ScreenBuffer {
        let view = PhotoView(image: PhotoFixtures.quadrants(width: 64, height: 40), mode: mode)
        var buffer = ScreenBuffer(size: Size(width: 16, height: 6))
        view.draw(into: &buffer, in: buffer.bounds)
        return buffer
    }

    @Test("draws the four quadrants in their palette colours, foreground and background per cell")
    func palette256() {
        Snapshot.expectColors(Self.render(mode: .palette256), matches: "PhotoView-quadrants-palette256")
    }

    @Test("draws them in the basic colours on a 16-colour terminal")
    func basic() {
        Snapshot.expectColors(Self.render(mode: .basic), matches: "PhotoView-quadrants-basic")
    }
}
