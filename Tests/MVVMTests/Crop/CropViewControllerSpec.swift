import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVVM

@MainActor
@Suite("CropViewController", .mainSerialExecutor)
struct CropViewControllerSpec {
    static let image = Samples.image(width: 300, height: 200)

    static func make(_ environment: ViewModelEnvironment, viewModel: CropViewModel? = nil) -> CropViewController {
        CropViewController(
            viewModel: viewModel ?? CropViewModel(image: image),
            screens: environment.screens)
    }

    @Test("draws the picture with the view model's outline")
    func bindsOutline() async {
        let environment = ViewModelEnvironment()

        let controller = Self.make(environment)
        await settle()

        expect(controller.hostedView.data.outline).to(equal(CardOutline.centred(in: Self.image.size).rect))
    }

    @Test("arrow keys move the outline through the view model")
    func moves() async {
        let environment = ViewModelEnvironment()
        let controller = Self.make(environment)
        await settle()

        _ = controller.hostedView.handle(.key(.left))
        await settle()

        expect(controller.hostedView.data.outline).toNot(equal(CardOutline.centred(in: Self.image.size).rect))
    }

    @Test("+ and - resize the outline through the view model", arguments: [Character("+"), "-"])
    func resizes(key: Character) async {
        let environment = ViewModelEnvironment()
        let controller = Self.make(environment)
        await settle()

        _ = controller.hostedView.handle(.key(.character(key)))
        await settle()

        expect(controller.hostedView.data.outline?.width).toNot(
            equal(CardOutline.centred(in: Self.image.size).rect.width))
    }

    @Test("Enter crops: the photo comes out of the view model")
    func crops() async {
        let environment = ViewModelEnvironment()
        let viewModel = CropViewModel(image: Self.image)
        let made = Recorded(viewModel.made)
        let controller = Self.make(environment, viewModel: viewModel)
        await settle()

        _ = controller.hostedView.handle(.key(.enter))
        await settle()

        expect(made.values.count).to(equal(1))
        expect(environment.shell.popCount).to(equal(0))
    }

    @Test("puts a failed crop on the status line")
    func showsFailure() async {
        let environment = ViewModelEnvironment()
        let viewModel = CropViewModel(image: Self.image) { _, _ throws(ImageError) in
            throw .encodingFailed(detail: "no memory")
        }
        let controller = Self.make(environment, viewModel: viewModel)
        await settle()

        _ = controller.hostedView.handle(.key(.enter))
        await settle()

        expect(environment.shell.lastStatus?.isError).to(beTrue())
    }

    @Test("pops back to the library on Esc")
    func cancels() async {
        let environment = ViewModelEnvironment()
        let controller = Self.make(environment)
        await settle()

        _ = controller.hostedView.handle(.key(.escape))
        await settle()

        expect(environment.shell.popCount).to(equal(1))
    }
}
