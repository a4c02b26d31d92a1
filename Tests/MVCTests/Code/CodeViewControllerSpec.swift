import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVC

@MainActor
@Suite("CodeViewController", .mainSerialExecutor)
struct CodeViewControllerSpec {
    let environment = MVCTestEnvironment()

    @Test("gives its view the card's name, number and barcode")
    func showsNumber() {
        let card = Card(identifier: "A", name: " Café Aurora ", number: "ABC-1", barcode: .code39)

        let controller = CodeViewController(card: card, dependencies: environment.dependencies)

        expect(controller.hostedView.data).to(
            equal(CodeDisplayData(name: "Café Aurora", number: "ABC-1", barcode: .code39)))
    }

    @Test("says the card has no number when its number is blank")
    func blankNumber() {
        let card = Card(identifier: "A", name: "Tesco", number: "  ")
        let controller = CodeViewController(card: card, dependencies: environment.dependencies)

        let text = environment.screenText(of: controller)

        expect(text).to(contain("No number for this card"))
    }

    @Test("draws the number stored now when another window changes the card")
    func followsStore() async {
        let controller = CodeViewController(card: Samples.card("T", "Tesco"), dependencies: environment.dependencies)
        controller.screenWillAppear()
        environment.cards.getResult = .success([Card(identifier: "T", name: "Tesco", number: "5901234123457")])

        await environment.announceChange(to: controller)

        expect(controller.hostedView.data).to(equal(CodeDisplayData(name: "Tesco", number: "5901234123457")))
        expect(environment.shell.redrawCount).to(equal(1))
    }

    @Test("keeps the last code when the card is gone from the store")
    func keepsGoneCard() async {
        let card = Card(identifier: "T", name: "Tesco", number: "5901234123457")
        let controller = CodeViewController(card: card, dependencies: environment.dependencies)
        controller.screenWillAppear()
        environment.cards.getResult = .success([])

        await environment.announceChange(to: controller)

        expect(controller.hostedView.data).to(equal(CodeDisplayData(card: card)))
    }

    @Test("stops following the store once it has left")
    func stopsFollowing() async {
        let controller = CodeViewController(card: Samples.card("T", "Tesco"), dependencies: environment.dependencies)
        controller.screenWillAppear()
        let following = controller.following

        controller.screenDidDisappear()
        await following?.value
        environment.cards.changes.notify()

        expect(following?.isCancelled).to(beTrue())
        expect(environment.cards.queries).to(beEmpty())
    }

    @Test("closes on Esc by popping itself")
    func closes() {
        let controller = CodeViewController(card: Samples.card("T", "Tesco"), dependencies: environment.dependencies)

        _ = controller.handle(.key(.escape))

        expect(environment.shell.popCount).to(equal(1))
    }
}
