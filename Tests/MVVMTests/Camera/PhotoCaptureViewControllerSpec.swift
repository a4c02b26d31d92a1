import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVVM

@MainActor
@Suite("PhotoCaptureViewController", .mainSerialExecutor)
struct PhotoCaptureViewControllerSpec {
    static func make(_ environment: ViewModelEnvironment) -> PhotoCaptureViewController {
        PhotoCaptureViewController(
            viewModel: PhotoCaptureViewModel(services: environment.services), screens: environment.screens)
    }

    @Test("starts the camera when it appears and stops it when it disappears")
    func runsCameraWhileOnTop() async {
        let environment = ViewModelEnvironment()
        let controller = Self.make(environment)
        await settle()

        controller.screenWillAppear()
        await settle()
        controller.screenDidDisappear()
        await settle()

        expect(environment.camera.startCount).to(equal(1))
        expect(environment.camera.stopCount).to(equal(1))
    }

    @Test("draws each frame and asks for a redraw")
    func drawsFrames() async {
        let environment = ViewModelEnvironment()
        let controller = Self.make(environment)
        await settle()
        controller.screenWillAppear()
        await settle()
        let redrawsBefore = environment.shell.redrawCount

        environment.camera.deliver(Samples.image(width: 160, height: 120))
        await settle()

        expect(controller.hostedView.data.frame).to(equal(Samples.image(width: 160, height: 120)))
        expect(environment.shell.redrawCount - redrawsBefore).to(equal(1))
    }

    @Test("says why when the camera cannot start")
    func drawsUnavailable() async {
        let environment = ViewModelEnvironment()
        environment.camera.startError = .feedMissing(path: "/feed")
        let controller = Self.make(environment)
        await settle()

        controller.screenWillAppear()
        await settle()

        expect(environment.screenText(of: controller)).to(contain("the camera feed folder is missing"))
    }

    @Test("the shutter key captures through the view model", arguments: [Key.character(" "), .enter])
    func captures(key: Key) async {
        let environment = ViewModelEnvironment()
        let controller = Self.make(environment)
        await settle()
        let captured = Recorded(controller.viewModel.outputs.captured)
        controller.screenWillAppear()
        await settle()
        environment.camera.deliver(Samples.image(width: 160, height: 120))
        await settle()

        _ = controller.hostedView.handle(.key(key))
        await settle()

        expect(captured.values.count).to(equal(1))
    }

    @Test("puts a failed capture on the status line")
    func showsFailure() async {
        let environment = ViewModelEnvironment()
        let viewModel = PhotoCaptureViewModel(services: environment.services) { _, _ throws(ImageError) in
            throw .encodingFailed(detail: "no memory")
        }
        let controller = PhotoCaptureViewController(viewModel: viewModel, screens: environment.screens)
        controller.screenWillAppear()
        await settle()
        environment.camera.deliver(Samples.image(width: 160, height: 120))
        await settle()

        _ = controller.hostedView.handle(.key(.enter))
        await settle()

        expect(environment.shell.lastStatus?.text).to(beginWith("Photo not made"))
    }

    @Test("pops itself on Esc")
    func closes() async {
        let environment = ViewModelEnvironment()
        let controller = Self.make(environment)
        await settle()

        _ = controller.hostedView.handle(.key(.escape))
        await settle()

        expect(environment.shell.popCount).to(equal(1))
    }
}
