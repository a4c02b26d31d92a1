import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

/// The camera worker alone, against the shared camera stub.
@MainActor
@Suite("CameraWorker")
struct CameraWorkerSpec {
    let camera = CameraStub()
    let worker: CameraWorker

    init() {
        worker = CameraWorker(device: camera)
    }

    @Test("starts the camera once however often it is asked, passing the frames on")
    func startsOnce() throws {
        // Given
        var frames: [RGBAImage] = []

        // When
        try worker.start { frames.append($0) }
        try worker.start { _ in }
        camera.deliver(Samples.image())

        // Then
        expect(camera.startCount).to(equal(1))
        expect(worker.isRunning).to(beTrue())
        expect(frames).to(haveCount(1))
    }

    @Test("throws a camera that cannot start, and counts it as not running")
    func startFails() {
        // Given
        camera.startError = .feedMissing(path: "/feed")

        // When, Then
        expect { try worker.start { _ in } }.to(throwError(CameraError.feedMissing(path: "/feed")))
        expect(worker.isRunning).to(beFalse())
    }

    @Test("stops a running camera once however often it is asked")
    func stopsOnce() throws {
        // Given
        try worker.start { _ in }

        // When
        worker.stop()
        worker.stop()

        // Then
        expect(camera.stopCount).to(equal(1))
        expect(worker.isRunning).to(beFalse())
    }

    @Test("does not stop a camera that never ran")
    func neverRan() {
        // When
        worker.stop()

        // Then
        expect(camera.stopCount).to(equal(0))
    }
}
