import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("CardDetailsPresenter", .mainSerialExecutor)
struct CardDetailsPresenterSpec {
    static let card = Samples.card("T", "Tesco")

    static func make() -> (CardDetailsPresenter, CardDetailsDisplaySpy) {
        let presenter = CardDetailsPresenter()
        let display = CardDetailsDisplaySpy()
        presenter.viewController = display
        return (presenter, display)
    }

    @Test("puts a save's answer on the app's status line once its view controller is gone")
    func answerAfterViewControllerGone() {
        let presenter = CardDetailsPresenter()
        let statusLine = StatusLineSpy()
        presenter.statusLine = statusLine

        presenter.presentSave(response: .init(outcome: .uploaded, card: Self.card))

        expect(statusLine.shown).to(equal([StatusMessage(text: "Uploaded")]))
    }

    @Test("shows the card's name and photos in its mode")
    func card() {
        let (presenter, display) = Self.make()

        presenter.presentCard(response: .init(card: Self.card, stage: .editing))

        expect(display.cards.first?.details).to(
            equal(CardDetailsDisplayData(mode: .edit, name: "Tesco", front: Self.card.front, back: Self.card.back)))
    }

    @Test("offers the camera and the library, keyed c and l, under the menu title")
    func photoChoice() {
        let (presenter, display) = Self.make()

        presenter.presentPhotoChoice(response: .init(side: .front, purpose: .replace))

        expect(display.photoChoices.first?.menuTitle).to(equal("Photo source"))
        expect(display.photoChoices.first?.sources.map(\.label)).to(equal(["Camera", "Library"]))
        expect(display.photoChoices.first?.sources.map(\.key)).to(equal(["c", "l"]))
    }

    @Test("says which source each key picks, so the view controller only looks it up")
    func photoChoiceSources() {
        let (presenter, display) = Self.make()

        presenter.presentPhotoChoice(response: .init(side: .front, purpose: .replace))

        expect(display.photoChoices.first?.sources.map(\.source)).to(equal([.camera, .library]))
    }

    @Test("passes the source on")
    func source() {
        let (presenter, display) = Self.make()

        presenter.presentSource(response: .init(source: .library))

        expect(display.sources.map(\.source)).to(equal([.library]))
    }

    @Test(
        "words each save outcome, and leaves only after creating",
        arguments: [
            (
                EditCard.SaveCard.Outcome.invalid(reason: .incomplete),
                StatusMessage(text: Messages.invalidCard, isError: true), false
            ),
            (
                .notStored(.writeFailed(detail: "x")),
                StatusMessage(text: "Not saved: the cards cannot be saved", isError: true), false
            ),
            (.saved(createdHere: false), StatusMessage(text: "Saved", busy: true), false),
            (.saved(createdHere: true), StatusMessage(text: "Saved", busy: true), true),
            (.uploaded, StatusMessage(text: "Uploaded"), false),
            (.uploadFailed(.disabled), StatusMessage(text: "Saved locally (offline mode)", isError: true), false),
        ])
    func saves(outcome: EditCard.SaveCard.Outcome, status: StatusMessage, leave: Bool) {
        let (presenter, display) = Self.make()

        presenter.presentSave(response: .init(outcome: outcome, card: Self.card))

        expect(display.saves.first?.status).to(equal(status))
        expect(display.saves.first?.leave).to(equal(leave))
    }

    @Test("shows the saved card in normal mode after an edit")
    func savedEdit() {
        let (presenter, display) = Self.make()

        presenter.presentSave(response: .init(outcome: .saved(createdHere: false), card: Self.card))

        expect(display.saves.first?.details?.mode).to(equal(.normal))
    }

    @Test(
        "words each delete outcome",
        arguments: [
            (EditCard.DeleteCard.Outcome.deleted, "Deleted", true),
            (.deletedOnBackend, "Deleted on the backend too", false),
            (
                .backendDeleteFailed(.timedOut),
                "Deleted locally; the backend delete failed: the backend did not answer in time", false
            ),
            (.backendDeleteFailed(.disabled), "Deleted locally (offline mode)", false),
            (.notRemoved(.writeFailed(detail: "x")), "Not saved: the cards cannot be saved", false),
        ])
    func deletes(outcome: EditCard.DeleteCard.Outcome, text: String, leave: Bool) {
        let (presenter, display) = Self.make()

        presenter.presentDelete(response: .init(outcome: outcome))

        expect(display.deletes.first?.status?.text).to(equal(text))
        expect(display.deletes.first?.leave).to(equal(leave))
    }

    @Test("asks before deleting, naming the card")
    func deleteQuestion() {
        let (presenter, display) = Self.make()

        presenter.presentDelete(response: .init(outcome: .askFirst(name: "Tesco")))

        expect(display.deletes.first?.question).to(equal("Delete card “Tesco”?"))
    }

    @Test("asks before discarding, shows the card back, or leaves")
    func cancels() {
        let (presenter, display) = Self.make()

        presenter.presentCancel(response: .init(outcome: .askFirst))
        presenter.presentCancel(response: .init(outcome: .backToCard(Self.card)))
        presenter.presentCancel(response: .init(outcome: .leave))

        expect(display.cancels.map(\.question)).to(equal(["Discard changes?", nil, nil]))
        expect(display.cancels[1].details?.name).to(equal("Tesco"))
        expect(display.cancels.map(\.leave)).to(equal([false, false, true]))
    }
}

/// Records the status lines a presenter hands to the app's status line.
@MainActor
final class StatusLineSpy: StatusDisplayLogic {
    private(set) var shown: [StatusMessage] = []
    func displayStatus(_ status: StatusMessage) { shown.append(status) }
}
