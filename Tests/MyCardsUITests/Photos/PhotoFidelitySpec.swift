import Foundation
import MyCardsKit
import Nimble
import Testing

@testable import MyCardsUI

/// The figure behind "recognise the card at a glance": how far the colours on screen are from the picture, for
/// every photo of the repository's cards at two full-screen sizes. Each run prints the figures it measured.
@Suite("Photo fidelity")
struct PhotoFidelitySpec {
    static let screens = [Size(width: 100, height: 32), Size(width: 200, height: 50)]

    /// Mean ΔE of the 240-colour path over the bundled cards, measured before 24-bit colour came in
    /// (100×32: 8.41, 200×50: 8.48); a change that makes it worse fails.
    static let palette256Baseline: [Size: Double] = [
        Size(width: 100, height: 32): 8.41, Size(width: 200, height: 50): 8.48,
    ]

    static func meanDeltaE(mode: ColorMode, screen: Size) throws -> Double {
        let photos = try BundledCards.photos()
        let renderer = HalfBlockRenderer()
        let figures = photos.map { photo in
            PhotoFidelity.meanDeltaE(
                of: renderer.render(photo.image, fitting: screen, mode: mode), showing: photo.image)
        }
        for (photo, figure) in zip(photos, figures) {
            print("fidelity \(mode) \(screen.width)x\(screen.height) \(photo.name): ΔE \(format(figure))")
        }
        let mean = figures.reduce(0, +) / Double(max(1, figures.count))
        print("fidelity \(mode) \(screen.width)x\(screen.height) all \(photos.count) photos: mean ΔE \(format(mean))")
        return mean
    }

    static func format(_ value: Double) -> String {
        String(format: "%.2f", value)
    }

    @Test("keeps the 240-colour path no worse than before", arguments: screens)
    func palette256(screen: Size) throws {
        let mean = try Self.meanDeltaE(mode: .palette256, screen: screen)

        expect(mean).to(beLessThanOrEqualTo((Self.palette256Baseline[screen] ?? 0) + 0.005))
    }

    @Test("draws 24-bit colour at least three times closer to the picture than 240 colours", arguments: screens)
    func trueColor(screen: Size) throws {
        let palette = try Self.meanDeltaE(mode: .palette256, screen: screen)

        let direct = try Self.meanDeltaE(mode: .trueColor, screen: screen)

        expect(direct * 3).to(beLessThanOrEqualTo(palette))
    }
}
