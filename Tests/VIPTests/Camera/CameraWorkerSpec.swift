import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

/// The camera worker alone, against the shared camera stub.
@MainActor
@Suite("CameraWorker", .mainSerialExecutor)
struct CameraWorkerSpec {
    let camera = CameraStub()
    let worker: CameraWorker

    init() {
        worker = CameraWorker(device: camera)
    }

    @Test("starts the camera and hands on its frames")
    func handsOnFrames() async throws {
        // Given
        let frames = try worker.frames()

        // When
        camera.deliver(Samples.image())

        // Then
        var received: [RGBAImage] = []
        for await frame in frames {
            received.append(frame)
            break
        }
        expect(self.camera.startCount).to(equal(1))
        expect(received).to(equal([Samples.image()]))
    }

    @Test("throws a camera that cannot start")
    func startFails() {
        // Given
        camera.startError = .feedMissing(path: "/feed")

        // When
        let failure = thrown(CameraError.self) { _ = try worker.frames() }

        // Then
        expect(failure).to(equal(.feedMissing(path: "/feed")))
    }

    @Test("stops the camera when its caller's task is cancelled")
    func stopsWithTask() async throws {
        // Given
        let frames = try worker.frames()
        let watching = Task {
            for await _ in frames {}
        }

        // When
        watching.cancel()
        await watching.value

        // Then
        await settle { self.camera.stopCount == 1 }
        expect(self.camera.isRunning).to(beFalse())
    }
}
