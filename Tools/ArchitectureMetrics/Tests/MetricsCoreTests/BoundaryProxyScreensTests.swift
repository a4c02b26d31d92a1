import Foundation
import Testing

@testable import MetricsCore

@Suite("BoundaryProxyGenerator, one file per screen")
struct BoundaryProxyScreensTests {
    static let files = [
        "Cards/CardsContract.swift": "@MainActor protocol CardsViewInput: AnyObject { func show(_ count: Int) }",
        "Crop/CropContract.swift": "@MainActor protocol CropViewInput: AnyObject { func show(_ size: Int) }",
        "Photo/PhotoView.swift": "final class PhotoView {}",
    ]

    @Test("writes each screen's proxies in that screen's file, and no file for a screen without protocols")
    func groupsByScreen() {
        let byScreen = BoundaryProxyGenerator.byScreen(Self.files)

        #expect(Set(byScreen.keys) == ["Cards", "Crop"])
        #expect(byScreen["Cards"]?.contains("final class TracedCardsViewInput") == true)
        #expect(byScreen["Cards"]?.contains("TracedCropViewInput") == false)
    }

    @Test("names a file on disk that no screen calls for, and the single file of earlier versions, for deletion")
    func deletesStale() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("proxies-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let module = root.appendingPathComponent("Sources/MyCardsVIP")
        try FileManager.default.createDirectory(
            at: module.appendingPathComponent("App/TracedBoundaries"), withIntermediateDirectories: true)
        for (path, text) in Self.files {
            let url = module.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try "old".write(
            to: module.appendingPathComponent("App/TracedBoundaries/TracedGone.swift"), atomically: true,
            encoding: .utf8)

        let files = try BoundaryProxyFiles.expected(root: root)

        let deleted = files.filter { $0.text == nil }.map(\.path)
        #expect(deleted.contains("Sources/MyCardsVIP/App/TracedBoundaries/TracedGone.swift"))
        #expect(deleted.contains("Sources/MyCardsVIP/App/TracedBoundaries.swift"))
        #expect(
            files.filter { $0.text != nil }.map(\.path).sorted() == [
                "Sources/MyCardsVIP/App/TracedBoundaries/TracedCards.swift",
                "Sources/MyCardsVIP/App/TracedBoundaries/TracedCrop.swift",
            ])
    }
}
