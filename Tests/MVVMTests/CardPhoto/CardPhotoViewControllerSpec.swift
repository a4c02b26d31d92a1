import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVVM

@MainActor
@Suite("CardPhotoViewController", .mainSerialExecutor)
struct CardPhotoViewControllerSpec {
    @Test("draws the view model's photo with its caption")
    func draws() async {
        let environment = ViewModelEnvironment()

        let controller = CardPhotoViewController(
            viewModel: CardPhotoViewModel(photo: Samples.photo(), side: .back), screens: environment.screens)

        expect(environment.screenText(of: controller)).to(contain("Back"))
    }

    @Test("pops itself on Esc and q", arguments: [Key.escape, .character("q")])
    func closes(key: Key) async {
        let environment = ViewModelEnvironment()
        let controller = CardPhotoViewController(
            viewModel: CardPhotoViewModel(photo: nil, side: .front), screens: environment.screens)

        _ = controller.hostedView.handle(.key(key))
        await settle()

        expect(environment.shell.popCount).to(equal(1))
    }
}
