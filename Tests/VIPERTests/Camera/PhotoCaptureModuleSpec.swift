import Foundation
import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsVIPER

/// The camera module as its builder assembles it, driven through its view with an output spy.
@MainActor
@Suite("Camera module", .mainSerialExecutor)
struct PhotoCaptureModuleSpec {
    @Test("the camera says why it cannot start, ignores an early shutter, reports a photo not made, closes")
    func camera() async {
        let environment = ModuleEnvironment()
        environment.camera.startError = .feedMissing(path: "/feed")
        let broken = PhotoCaptureBuilder.build(output: PhotoOutputSpy(), dependencies: environment.dependencies)
        broken.screenWillAppear()
        await settle()
        let working = ModuleEnvironment()
        let output = PhotoOutputSpy()
        let failing = PhotoCaptureBuilder.build(
            output: output, dependencies: working.dependencies,
            makePhoto: { _, _ throws(ImageError) in throw .encodingFailed(detail: "x") })
        failing.screenWillAppear()
        await settle()
        _ = failing.handle(.key(.enter))
        await settle()
        working.camera.deliver(Samples.image(width: 160, height: 120))
        await settle()

        _ = failing.handle(.key(.enter))
        await settle()
        _ = failing.handle(.key(.escape))
        await settle()

        expect(environment.screenText(of: broken)).to(contain("the camera feed folder is missing"))
        expect(output.photos).to(beEmpty())
        expect(working.shell.lastStatus?.text).to(beginWith("Photo not made"))
        expect(working.shell.popCount).to(equal(1))
        expect(working.camera.isRunning).to(beTrue())
    }
}
