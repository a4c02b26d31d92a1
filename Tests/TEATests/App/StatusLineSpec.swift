import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsTEA

/// The status line as a function of the app's state (`AppState.statusLine`), kept by the app's reducer as the shell
/// places the other variants' messages: work still running stays in view after its screen has gone.
@MainActor
@Suite("The TEA status line", .mainSerialExecutor)
struct StatusLineSpec {
    static let card = Samples.card("A", "Alpha")
    static let form = DestinationID(rawValue: 1)

    /// Cards with "Downloaded 1 card", and the Card screen over it with `status`.
    static func cardOverCards(showing status: (inout StatusLine) -> Void) -> AppState {
        var state = AppState(photoFolder: "/photos")
        state.cards.cards = [card]
        state.cards.status.show(Messages.downloaded(1))
        var details = CardDetailsState(card: card, mode: .normal)
        status(&details.status)
        state.path = [PathElement(id: form, destination: .cardDetails(details))]
        state.nextID = 2
        return state
    }

    static func reduce(_ state: AppState, _ action: AppAction) -> AppState {
        var state = state
        _ = AppReducer.reduce(into: &state, action: action)
        return state
    }

    @Test("shows the message of the screen on top, not that of the screen below")
    func showsTop() {
        let state = Self.cardOverCards { $0.show(Messages.addedToFavourites) }

        expect(state.statusLine?.text).to(equal(Messages.addedToFavourites))
    }

    @Test("shows the screen below's message again once the top screen has left with a line that was done")
    func showsBelowAgain() {
        let state = Self.cardOverCards { $0.show(Messages.addedToFavourites) }

        let left = Self.reduce(state, .path(Self.form, .cardDetails(.delegate(.close))))

        expect(left.statusLine?.text).to(equal(Messages.downloaded(1)))
    }

    @Test("keeps a busy line whose screen has left (“Deleted”), over the older line of the screen below")
    func carriesBusyLine() {
        let state = Self.cardOverCards { $0.show(Messages.deleted, busy: true) }

        let left = Self.reduce(state, .path(Self.form, .cardDetails(.delegate(.deleted("A")))))

        expect(left.statusLine).to(equal(StatusLine.Message(text: Messages.deleted, busy: true, isError: false)))
        expect(left.cards.status.message).to(beNil())
    }

    @Test("gives the backend's answer about a screen that has gone to the screen on top, ending the busy line")
    func answerOnTop() {
        let state = Self.cardOverCards { $0.show(Messages.deleted, busy: true) }
        let left = Self.reduce(state, .path(Self.form, .cardDetails(.delegate(.deleted("A")))))

        let answered = Self.reduce(left, .deletedOnBackend("A", owner: Self.form, failure: nil))

        expect(answered.statusLine?.text).to(equal(Messages.deletedOnBackend))
        expect(answered.carried.message).to(beNil())
    }

    @Test("ends a carried busy line when the screen on top has a newer line of its own")
    func newerLineWins() {
        let state = Self.cardOverCards { $0.show(Messages.saved, busy: true) }
        let left = Self.reduce(state, .path(Self.form, .cardDetails(.delegate(.close))))

        let refreshed = Self.reduce(left, .cards(.refreshTapped))

        expect(refreshed.statusLine?.text).to(equal(Messages.downloading))
        expect(refreshed.carried.message).to(beNil())
    }

    @Test("keeps a busy line of a screen still on the stack with that screen, not over the screen pushed on it")
    func busyStaysWithItsScreen() {
        let state = Self.cardOverCards { $0.show(Messages.saved, busy: true) }

        let pushed = Self.reduce(state, .path(Self.form, .cardDetails(.delegate(.showCode(Self.card)))))

        expect(pushed.path.count).to(equal(2))
        expect(pushed.statusLine).to(beNil())
    }
}
