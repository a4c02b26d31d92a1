import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsMVVM

/// Workshop exercise 6 (Docs/Workshop.md), on exercise 2's solution: in MVVM, `f` on Cards shows only the
/// favourites, titled “Favourites (1)”, and `f` again shows all under round one's “Cards (3)”. The role-level tests
/// drive the view model alone through a `toggleFavourites()` input and read its `cards` and `title` outputs: they do
/// not compile until the input exists.
@MainActor
@Suite("Exercise 6 · MVVM: f shows only the favourites", .mainSerialExecutor)
struct Exercise6MVVM {
    static let cards = Samples.threeCardsBetaFavourite

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

    /// The view model once it has shown the store's cards.
    static func appeared(_ doubles: AppDoubles) async -> CardsViewModel {
        let viewModel = Self.viewModel(doubles)
        viewModel.inputs.appear()
        await settle()
        return viewModel
    }

    @Test("the screen shows only the favourite on f, titled “Favourites (1)”")
    func screenFilters() async {
        let doubles = AppDoubles(cards: Self.cards)
        let controller = CardsViewController(
            viewModel: Self.viewModel(doubles),
            screens: ScreenServices(shell: doubles.shell, theme: .monochrome, photoCache: doubles.context.photoCache))
        controller.screenWillAppear()
        await Self.settle()

        _ = controller.handle(.key(.character("f")))
        await Self.settle()

        expect(controller.hostedView.data.tiles.map(\.name)).to(equal(["Beta"]))
        expect(controller.title).to(equal("Favourites (1)"))
    }

    @Test("the view model shows only the favourite and “Favourites (1)” after toggleFavourites()")
    func viewModelFilters() async {
        let viewModel = await Self.appeared(AppDoubles(cards: Self.cards))

        viewModel.inputs.toggleFavourites()

        expect(viewModel.outputs.cards.tiles.map(\.name)).to(equal(["Beta"]))
        expect(viewModel.outputs.title).to(equal("Favourites (1)"))
    }

    @Test("the view model shows every card and “Cards (3)” after a second toggleFavourites()")
    func viewModelShowsAllAgain() async {
        let viewModel = await Self.appeared(AppDoubles(cards: Self.cards))

        viewModel.inputs.toggleFavourites()
        viewModel.inputs.toggleFavourites()

        expect(viewModel.outputs.cards.tiles.map(\.name)).to(equal(["Alpha", "Beta", "Gamma"]))
        expect(viewModel.outputs.title).to(equal("Cards (3)"))
    }

    @Test("the view model keeps the filter when the store is read again")
    func viewModelKeepsFilter() async {
        let viewModel = await Self.appeared(AppDoubles(cards: Self.cards))
        viewModel.inputs.toggleFavourites()

        viewModel.inputs.appear()
        await Self.settle()

        expect(viewModel.outputs.cards.tiles.map(\.name)).to(equal(["Beta"]))
    }
}
