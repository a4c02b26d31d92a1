import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsMVVM

/// Workshop exercise 2 (Docs/Workshop.md): in MVVM, the Cards title counts the cards — `Cards (3)`.
@MainActor
@Suite("Exercise 2 · MVVM: the Cards title counts the cards")
struct Exercise2MVVM {
    @Test("says “Cards (3)” once the store answered with three cards")
    func countsCards() {
        let doubles = AppDoubles(cards: Workshop.threeCards)
        let viewModel = CardsViewModel(
            services: ViewModelServices(
                cards: doubles.store, network: doubles.network, photoLibrary: doubles.photoLibrary,
                camera: doubles.camera))
        let controller = CardsViewController(
            viewModel: viewModel,
            screens: ScreenServices(shell: doubles.shell, theme: .monochrome, photoCache: doubles.context.photoCache))

        controller.screenWillAppear()

        expect(controller.title).to(equal("Cards (3)"))
    }
}
