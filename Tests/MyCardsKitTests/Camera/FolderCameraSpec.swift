import Clocks
import Foundation
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@MainActor
@Suite("FolderCamera")
struct FolderCameraSpec {
    private static func folder(with frames: [String: RGBA], junk: [String: Data] = [:]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("camera-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, color) in frames {
            let image = RGBAImage(size: PixelSize(width: 4, height: 3), filledWith: color)
            try PNGEncoder.encode(image).write(to: folder.appendingPathComponent(name))
        }
        for (name, data) in junk {
            try data.write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    private static let red = RGBA(red: 255, green: 0, blue: 0)
    private static let green = RGBA(red: 0, green: 255, blue: 0)

    /// What a screen's task does with the frames: records each one's first pixel as it comes.
    @MainActor
    private final class Watcher {
        private(set) var colors: [RGBA] = []
        private var watching: Task<Void, Never>?

        init(_ frames: AsyncStream<RGBAImage>) {
            watching = Task { for await frame in frames { self.colors.append(frame[0, 0]) } }
        }

        func stop() {
            watching?.cancel()
        }
    }

    @MainActor
    @Suite("when the feed has frames", .mainSerialExecutor)
    struct Playing {
        @Test("shows the first frame at once")
        func showsFirstFrame() async throws {
            let folder = try FolderCameraSpec.folder(with: ["b.png": green, "a.png": red])
            let camera = FolderCamera(folder: folder, clock: TestClock())
            var frames = try camera.frames().makeAsyncIterator()

            let first = await frames.next()

            expect(first?[0, 0]).to(equal(FolderCameraSpec.red))
        }

        @Test("plays the frames in name order, in a loop, one per tick")
        func playsInLoop() async throws {
            let folder = try FolderCameraSpec.folder(with: ["b.png": green, "a.png": red])
            let clock = TestClock()
            let watcher = Watcher(try FolderCamera(folder: folder, clock: clock).frames())
            await clock.advance()

            await clock.advance(by: .milliseconds(200))

            expect(watcher.colors).to(equal([FolderCameraSpec.red, FolderCameraSpec.green, FolderCameraSpec.red]))
            watcher.stop()
        }

        @Test("plays about ten frames a second")
        func playsTenFramesASecond() async throws {
            let folder = try FolderCameraSpec.folder(with: ["a.png": red])
            let clock = TestClock()
            let watcher = Watcher(try FolderCamera(folder: folder, clock: clock).frames())
            await clock.advance()

            await clock.advance(by: .seconds(1))

            expect(watcher.colors.count).to(equal(11))
            watcher.stop()
        }

        @Test("leaves out files that cannot be decoded")
        func skipsJunk() async throws {
            let folder = try FolderCameraSpec.folder(
                with: ["b.png": green], junk: ["a.png": Data("not a png".utf8), "c.txt": Data("x".utf8)])
            let clock = TestClock()
            let watcher = Watcher(try FolderCamera(folder: folder, clock: clock).frames())
            await clock.advance()

            await clock.advance(by: .milliseconds(100))

            expect(watcher.colors).to(equal([FolderCameraSpec.green, FolderCameraSpec.green]))
            watcher.stop()
        }
    }

    @MainActor
    @Suite("when its watcher stops", .mainSerialExecutor)
    struct Stopping {
        @Test("delivers no more frames")
        func stopsDelivering() async throws {
            let folder = try FolderCameraSpec.folder(with: ["a.png": red])
            let clock = TestClock()
            let watcher = Watcher(try FolderCamera(folder: folder, clock: clock).frames())
            await clock.advance()

            watcher.stop()
            await clock.advance(by: .milliseconds(100))

            expect(watcher.colors.count).to(equal(1))
        }

        @Test("stops the camera's clock: nothing waits on it any more")
        func stopsPacing() async throws {
            let folder = try FolderCameraSpec.folder(with: ["a.png": red])
            let clock = TestClock()
            let watcher = Watcher(try FolderCamera(folder: folder, clock: clock).frames())
            await clock.advance()

            watcher.stop()
            await clock.advance()

            await #expect(throws: Never.self) { try await clock.checkSuspension() }
        }
    }

    @MainActor
    @Suite("when no camera can be had")
    struct Unavailable {
        @Test("reports a missing folder")
        func reportsMissingFolder() {
            let folder = URL(fileURLWithPath: "/nonexistent/camera-feed")
            let camera = FolderCamera(folder: folder, clock: TestClock())

            expect { try camera.frames() }.to(throwError(CameraError.feedMissing(path: folder.path)))
        }

        @Test("reports a folder without a decodable frame")
        func reportsNoFrame() throws {
            let folder = try FolderCameraSpec.folder(with: [:], junk: ["a.png": Data([0x89, 0x50])])
            let camera = FolderCamera(folder: folder, clock: TestClock())

            expect { try camera.frames() }.to(throwError(CameraError.noDecodableFrame(path: folder.path)))
        }

        @Test("explains itself in a short sentence")
        func explains() {
            let messages = [CameraError.feedMissing(path: "/x"), .noDecodableFrame(path: "/x")].map(\.message)

            expect(messages).to(
                equal(["the camera feed folder is missing", "the camera feed has no readable frame"]))
        }
    }
}
