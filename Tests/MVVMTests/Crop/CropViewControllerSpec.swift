import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVVM

@MainActor
@Suite("CropViewController")
struct CropViewControllerSpec {
    static let image = Samples.image(width: 300, height: 200)

    static func make(_ environment: ViewModelEnvironment, viewModel: CropViewModel? = nil) -> CropViewController {
        CropViewController(
            viewModel: viewModel ?? CropViewModel(image: image),
            screens: environment.screens)
    }

    @Test("draws the picture with the view model's outline")
    func bindsOutline() {
        let environment = ViewModelEnvironment()

        let controller = Self.make(environment)

        expect(controller.hostedView.data.outline).to(equal(CardOutline.centred(in: Self.image.size).rect))
    }

    @Test("arrow keys move the outline through the view model")
    func moves() {
        let environment = ViewModelEnvironment()
        let controller = Self.make(environment)

        _ = controller.hostedView.handle(.key(.left))

        expect(controller.hostedView.data.outline).toNot(equal(CardOutline.centred(in: Self.image.size).rect))
    }

    @Test("+ and - resize the outline through the view model", arguments: [Character("+"), "-"])
    func resizes(key: Character) {
        let environment = ViewModelEnvironment()
        let controller = Self.make(environment)

        _ = controller.hostedView.handle(.key(.character(key)))

        expect(controller.hostedView.data.outline?.width).toNot(
            equal(CardOutline.centred(in: Self.image.size).rect.width))
    }

    @Test("Enter crops: the photo comes out of the view model")
    func crops() {
        let environment = ViewModelEnvironment()
        let viewModel = CropViewModel(image: Self.image)
        let made = Recorded(viewModel.made)
        let controller = Self.make(environment, viewModel: viewModel)

        _ = controller.hostedView.handle(.key(.enter))

        expect(made.values.count).to(equal(1))
        expect(environment.shell.popCount).to(equal(0))
    }

    @Test("puts a failed crop on the status line")
    func showsFailure() {
        let environment = ViewModelEnvironment()
        let viewModel = CropViewModel(image: Self.image) { _, _ throws(ImageError) in
            throw .encodingFailed(detail: "no memory")
        }
        let controller = Self.make(environment, viewModel: viewModel)

        _ = controller.hostedView.handle(.key(.enter))

        expect(environment.shell.lastStatus?.isError).to(beTrue())
    }

    @Test("pops back to the library on Esc")
    func cancels() {
        let environment = ViewModelEnvironment()
        let controller = Self.make(environment)

        _ = controller.hostedView.handle(.key(.escape))

        expect(environment.shell.popCount).to(equal(1))
    }
}
