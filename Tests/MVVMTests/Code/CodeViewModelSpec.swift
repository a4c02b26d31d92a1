import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsMVVM

@MainActor
@Suite("CodeViewModel", .mainSerialExecutor)
struct CodeViewModelSpec {
    let environment = ViewModelEnvironment()
    @Test("publishes the card's trimmed name, number and barcode")
    func publishesCode() async {
        let viewModel = CodeViewModel(
            card: Card(identifier: "A", name: " Aurora ", number: "ABC-1", barcode: .code39),
            services: environment.services)

        let code = Recorded(state: viewModel.outputs.code)

        expect(code.values).to(equal([CodeDisplayData(name: "Aurora", number: "ABC-1", barcode: .code39)]))
    }

    @Test("publishes no number for a blank one")
    func blankNumber() async {
        let viewModel = CodeViewModel(
            card: Card(identifier: "A", name: "Aurora", number: " "), services: environment.services)

        let code = Recorded(state: viewModel.outputs.code)

        expect(code.values.map(\.number)).to(equal([nil]))
    }

    @Test("publishes the number stored now when another window changes the card")
    func followsStore() async {
        let viewModel = CodeViewModel(card: Samples.card("T", "Tesco"), services: environment.services)
        let code = Recorded(state: viewModel.outputs.code)
        environment.store.getResult = .success([Card(identifier: "T", name: "Tesco", number: "5901234123457")])

        environment.store.changes.notify()
        await settle()

        expect(code.values.last).to(equal(CodeDisplayData(name: "Tesco", number: "5901234123457")))
    }

    @Test("keeps the last code when the card is gone from the store")
    func keepsGoneCard() async {
        let viewModel = CodeViewModel(card: Samples.card("T", "Tesco"), services: environment.services)
        let code = Recorded(state: viewModel.outputs.code)
        environment.store.getResult = .success([])

        environment.store.changes.notify()
        await settle()

        expect(code.values.count).to(equal(1))
    }

    @Test("routes back on close")
    func closes() async {
        let viewModel = CodeViewModel(card: Samples.card("T", "Tesco"), services: environment.services)
        let routes = Recorded(viewModel.outputs.route)

        viewModel.close()
        await settle()

        expect(routes.values.count).to(equal(1))
    }
}

@MainActor
@Suite("CodeViewController", .mainSerialExecutor)
struct CodeViewControllerSpec {
    let environment = ViewModelEnvironment()

    @Test("binds the view model's code to its view")
    func bindsCode() async {
        let card = Card(identifier: "A", name: "Aurora", number: "4006381333931")

        let controller = CodeViewController(
            viewModel: CodeViewModel(card: card, services: environment.services), screens: environment.screens)

        expect(controller.hostedView.data).to(equal(CodeDisplayData(name: "Aurora", number: "4006381333931")))
    }

    @Test("pops itself when Esc reaches the view model's close route")
    func closes() async {
        let controller = CodeViewController(
            viewModel: CodeViewModel(card: Samples.card("T", "Tesco"), services: environment.services),
            screens: environment.screens)

        _ = controller.handle(.key(.escape))
        await settle()

        expect(environment.shell.popCount).to(equal(1))
    }
}
