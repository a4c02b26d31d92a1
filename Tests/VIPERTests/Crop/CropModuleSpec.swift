import Foundation
import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsVIPER

/// The Crop module as its builder assembles it, driven through its view with an output spy.
@MainActor
@Suite("Crop module", .mainSerialExecutor)
struct CropModuleSpec {
    @Test("Crop hands the made photo to its output; a failure is a status line; Esc closes")
    func crop() throws {
        let environment = ModuleEnvironment()
        let output = PhotoOutputSpy()
        let image = Samples.image(width: 300, height: 200)
        let crop = CropBuilder.build(image: image, output: output, dependencies: environment.dependencies)
        let failing = CropBuilder.build(
            image: image, output: output, dependencies: environment.dependencies,
            makePhoto: { _, _ throws(ImageError) in throw .encodingFailed(detail: "x") })
        crop.screenWillAppear()

        _ = crop.handle(.key(.enter))
        _ = failing.handle(.key(.enter))
        _ = crop.handle(.key(.escape))

        expect(output.photos).to(equal([try CardPhotoMaker.photo(from: image, outline: .centred(in: image.size))]))
        expect(environment.shell.lastStatus?.text).to(beginWith("Photo not made"))
        expect(environment.shell.popCount).to(equal(1))
    }
}
