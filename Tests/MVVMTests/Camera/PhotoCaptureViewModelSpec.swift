import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsMVVM

@MainActor
@Suite("PhotoCaptureViewModel", .mainSerialExecutor)
struct PhotoCaptureViewModelSpec {
    static let frame = Samples.image(width: 160, height: 120)

    @Test("leaves the camera off before it appears")
    func offBeforeAppearing() async {
        let environment = ViewModelEnvironment()

        _ = PhotoCaptureViewModel(services: environment.services)

        expect(environment.camera.startCount).to(equal(0))
    }

    @Test("starts the camera on appear and publishes each frame with the outline centred")
    func publishesFrames() async {
        let environment = ViewModelEnvironment()
        let viewModel = PhotoCaptureViewModel(services: environment.services)
        viewModel.appear()
        await settle()

        environment.camera.deliver(Self.frame)
        await settle()

        expect(viewModel.shownCamera).to(
            equal(CameraDisplayData(frame: Self.frame, outline: CardOutline.centred(in: Self.frame.size).rect)))
    }

    @Test("says why when the camera cannot start, and stops nothing on disappear")
    func cameraUnavailable() async {
        let environment = ViewModelEnvironment()
        environment.camera.startError = .feedMissing(path: "/feed")
        let viewModel = PhotoCaptureViewModel(services: environment.services)

        viewModel.appear()
        await settle()
        viewModel.disappear()
        await settle()

        expect(viewModel.shownCamera.unavailableText).to(equal("Camera unavailable: the camera feed folder is missing"))
        expect(environment.camera.stopCount).to(equal(0))
    }

    @Test("stops the camera when it disappears")
    func stopsOnDisappear() async {
        let environment = ViewModelEnvironment()
        let viewModel = PhotoCaptureViewModel(services: environment.services)
        viewModel.appear()
        await settle()

        viewModel.disappear()
        await settle()

        expect(environment.camera.stopCount).to(equal(1))
    }

    @Test("on the shutter stops the camera once and hands out the frame cropped to the outline")
    func captures() async throws {
        let environment = ViewModelEnvironment()
        let viewModel = PhotoCaptureViewModel(services: environment.services)
        let captured = Recorded(viewModel.captured)
        viewModel.appear()
        await settle()
        environment.camera.deliver(Self.frame)
        await settle()

        viewModel.capture()
        await settle()
        viewModel.disappear()
        await settle()

        expect(captured.values).to(
            equal([try CardPhotoMaker.photo(from: Self.frame, outline: .centred(in: Self.frame.size))]))
        expect(environment.camera.stopCount).to(equal(1))
    }

    @Test("stops the camera at the shutter itself, before the screen goes")
    func stopsAtShutter() async {
        let environment = ViewModelEnvironment()
        let viewModel = PhotoCaptureViewModel(services: environment.services)
        viewModel.appear()
        await settle()
        environment.camera.deliver(Self.frame)
        await settle()

        viewModel.capture()
        await settle()

        expect(environment.camera.stopCount).to(equal(1))
    }

    @Test("ignores the shutter before the first frame, keeping the camera running")
    func ignoresEarlyShutter() async {
        let environment = ViewModelEnvironment()
        let viewModel = PhotoCaptureViewModel(services: environment.services)
        let captured = Recorded(viewModel.captured)
        viewModel.appear()
        await settle()

        viewModel.capture()
        await settle()

        expect(captured.values).to(beEmpty())
        expect(environment.camera.isRunning).to(beTrue())
    }

    @Test("says so when the photo cannot be made, keeping the camera running")
    func reportsFailure() async {
        let environment = ViewModelEnvironment()
        let viewModel = PhotoCaptureViewModel(services: environment.services) { _, _ throws(ImageError) in
            throw .encodingFailed(detail: "no memory")
        }
        let status = Recorded(viewModel.status)
        viewModel.appear()
        await settle()
        environment.camera.deliver(Self.frame)
        await settle()

        viewModel.capture()
        await settle()

        expect(status.last?.text).to(beginWith("Photo not made"))
        expect(environment.camera.isRunning).to(beTrue())
    }

    @Test("close routes to close")
    func closes() async {
        let viewModel = PhotoCaptureViewModel(services: ViewModelEnvironment().services)
        let routes = Recorded(viewModel.route)

        viewModel.close()
        await settle()

        expect(routes.values.count).to(equal(1))
    }
}
