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

    @MainActor
    @Suite("when the feed has frames")
    struct Playing {
        @Test("shows the first frame at once")
        func showsFirstFrame() throws {
            let folder = try FolderCameraSpec.folder(with: ["b.png": green, "a.png": red])
            let camera = FolderCamera(folder: folder, scheduler: ManualScheduler())
            let recorder = Recorder<RGBA>()

            try camera.start { recorder.record($0[0, 0]) }

            expect(recorder.values).to(equal([FolderCameraSpec.red]))
        }

        @Test("plays the frames in name order, in a loop, one per tick")
        func playsInLoop() throws {
            let folder = try FolderCameraSpec.folder(with: ["b.png": green, "a.png": red])
            let scheduler = ManualScheduler()
            let camera = FolderCamera(folder: folder, scheduler: scheduler)
            let recorder = Recorder<RGBA>()
            try camera.start { recorder.record($0[0, 0]) }

            scheduler.advance(by: .milliseconds(200))

            expect(recorder.values).to(equal([FolderCameraSpec.red, FolderCameraSpec.green, FolderCameraSpec.red]))
        }

        @Test("plays about ten frames a second")
        func playsTenFramesASecond() throws {
            let folder = try FolderCameraSpec.folder(with: ["a.png": red])
            let scheduler = ManualScheduler()
            let camera = FolderCamera(folder: folder, scheduler: scheduler)
            var frames = 0
            try camera.start { _ in frames += 1 }

            scheduler.advance(by: .seconds(1))

            expect(frames).to(equal(11))
        }

        @Test("leaves out files that cannot be decoded")
        func skipsJunk() throws {
            let folder = try FolderCameraSpec.folder(
                with: ["b.png": green], junk: ["a.png": Data("not a png".utf8), "c.txt": Data("x".utf8)])
            let scheduler = ManualScheduler()
            let camera = FolderCamera(folder: folder, scheduler: scheduler)
            let recorder = Recorder<RGBA>()
            try camera.start { recorder.record($0[0, 0]) }

            scheduler.advance(by: .milliseconds(100))

            expect(recorder.values).to(equal([FolderCameraSpec.green, FolderCameraSpec.green]))
        }
    }

    @MainActor
    @Suite("when it is stopped")
    struct Stopping {
        @Test("delivers no more frames")
        func stopsDelivering() throws {
            let folder = try FolderCameraSpec.folder(with: ["a.png": red])
            let scheduler = ManualScheduler()
            let camera = FolderCamera(folder: folder, scheduler: scheduler)
            let recorder = Recorder<RGBA>()
            try camera.start { recorder.record($0[0, 0]) }

            camera.stop()
            scheduler.advance(by: .milliseconds(100))

            expect(recorder.values.count).to(equal(1))
            expect(scheduler.activeTimerCount).to(equal(0))
        }
    }

    @MainActor
    @Suite("when no camera can be had")
    struct Unavailable {
        @Test("reports a missing folder")
        func reportsMissingFolder() {
            let folder = URL(fileURLWithPath: "/nonexistent/camera-feed")
            let camera = FolderCamera(folder: folder, scheduler: ManualScheduler())

            expect { try camera.start { _ in } }.to(throwError(CameraError.feedMissing(path: folder.path)))
        }

        @Test("reports a folder without a decodable frame")
        func reportsNoFrame() throws {
            let folder = try FolderCameraSpec.folder(with: [:], junk: ["a.png": Data([0x89, 0x50])])
            let camera = FolderCamera(folder: folder, scheduler: ManualScheduler())

            expect { try camera.start { _ in } }.to(throwError(CameraError.noDecodableFrame(path: folder.path)))
        }

        @Test("explains itself in a short sentence")
        func explains() {
            let messages = [CameraError.feedMissing(path: "/x"), .noDecodableFrame(path: "/x")].map(\.message)

            expect(messages).to(
                equal(["the camera feed folder is missing", "the camera feed has no readable frame"]))
        }
    }
}
