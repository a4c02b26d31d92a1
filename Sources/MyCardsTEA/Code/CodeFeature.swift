import MyCardsKit

/// The Code screen's state: the card whose number is drawn as its barcode, for a checkout's scanner, as stored now.
struct CodeState: Equatable, Sendable {
    var card: Card
    /// Whether it follows the store already: a screen appears again when a screen over it closes.
    var hasAppeared = false
    /// Never written: the screen has nothing to say, but every screen has a status line.
    var status = StatusLine()

    init(card: Card) {
        self.card = card
    }
}

enum CodeAction: Equatable, Sendable {
    case appeared
    case storeChanged
    case cardRead(Card?)
    case closeTapped
    case delegate(Delegate)

    enum Delegate: Equatable, Sendable {
        case close
    }
}

/// Follows the store, so a till never scans a number another window changed meanwhile (a card gone keeps its last
/// code, as the Card screen keeps it); closing asks the app to pop it.
enum CodeReducer {
    static func reduce(into state: inout CodeState, action: CodeAction) -> Effect<CodeAction> {
        switch action {
        case .appeared:
            guard !state.hasAppeared else { return .none }
            state.hasAppeared = true
            return .merge(.observeStore, .readCard(state.card.identifier))
        case .storeChanged:
            return .readCard(state.card.identifier)
        case .cardRead(let stored):
            guard let stored else { return .none }
            state.card = stored
            return .none
        case .closeTapped: return .send(.delegate(.close))
        case .delegate: return .none
        }
    }
}
