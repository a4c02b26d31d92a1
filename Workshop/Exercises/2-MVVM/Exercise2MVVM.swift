import MyCardsKit
import MyCardsTestSupport
import Nimble
import OpenCombine
import Testing

@testable import MyCardsMVVM

/// Workshop exercise 2 (Docs/Workshop.md): in MVVM, the Cards title counts the cards — `Cards (3)`. The role-level
/// test asks the view model alone for a `title` output: it does not compile until the output exists.
@MainActor
@Suite("Exercise 2 · MVVM: the Cards title counts the cards")
struct Exercise2MVVM {
    static let threeCards = Samples.threeCards

    static func viewModel(_ doubles: AppDoubles) -> CardsViewModel {
        CardsViewModel(
            services: ViewModelServices(
                cards: doubles.store, network: doubles.network, photoLibrary: doubles.photoLibrary,
                camera: doubles.camera, barcodeScanner: doubles.barcodeScanner))
    }

    @Test("the screen says “Cards (3)” once the store answered with three cards")
    func screenCountsCards() {
        let doubles = AppDoubles(cards: Self.threeCards)
        let controller = CardsViewController(
            viewModel: Self.viewModel(doubles),
            screens: ScreenServices(shell: doubles.shell, theme: .monochrome, photoCache: doubles.context.photoCache))

        controller.screenWillAppear()

        expect(controller.title).to(equal("Cards (3)"))
    }

    @Test("the view model's title output says “Cards (3)” once the store answered")
    func viewModelPublishesTitle() {
        let viewModel = Self.viewModel(AppDoubles(cards: Self.threeCards))
        var titles: [String] = []
        let subscription = viewModel.outputs.title.sink { titles.append($0) }

        viewModel.inputs.appear()

        expect(titles.last).to(equal("Cards (3)"))
        subscription.cancel()
    }
}
