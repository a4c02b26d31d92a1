import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsMVVM

/// Workshop exercise 2 (Docs/Workshop.md): in MVVM, the Cards title counts the cards — `Cards (3)`. The role-level
/// test reads a `title` output of the view model alone: it does not compile until the output exists.
@MainActor
@Suite("Exercise 2 · MVVM: the Cards title counts the cards", .mainSerialExecutor)
struct Exercise2MVVM {
    static let threeCards = Samples.threeCards

    static func viewModel(_ doubles: AppDoubles) -> CardsViewModel {
        CardsViewModel(
            services: ViewModelServices(
                cards: doubles.store, network: doubles.network, photoLibrary: doubles.photoLibrary,
                camera: doubles.camera, barcodeScanner: doubles.barcodeScanner))
    }

    /// Lets the view model's tasks (the store's answer) and the controller's observations (which read on the main
    /// actor's next turn) run: every job runs on the main serial executor, in order, so the same turns every run.
    static func settle() async {
        for _ in 0..<25 { await Task.yield() }
    }

    @Test("the screen says “Cards (3)” once the store answered with three cards")
    func screenCountsCards() async {
        let doubles = AppDoubles(cards: Self.threeCards)
        let controller = CardsViewController(
            viewModel: Self.viewModel(doubles),
            screens: ScreenServices(shell: doubles.shell, theme: .monochrome, photoCache: doubles.context.photoCache))

        controller.screenWillAppear()
        await Self.settle()

        expect(controller.title).to(equal("Cards (3)"))
    }

    @Test("the view model's title output says “Cards (3)” once the store answered")
    func viewModelPublishesTitle() async {
        let viewModel = Self.viewModel(AppDoubles(cards: Self.threeCards))

        viewModel.inputs.appear()
        await Self.settle()

        expect(viewModel.outputs.title).to(equal("Cards (3)"))
    }
}
