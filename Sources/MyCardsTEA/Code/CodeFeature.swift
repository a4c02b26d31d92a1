import MyCardsKit

/// The Code screen's state: the card whose number is drawn as its barcode, for a checkout's scanner.
struct CodeState: Equatable, Sendable {
    let card: Card
    /// Never written: the screen has nothing to say, but every screen has a status line.
    var status = StatusLine()

    init(card: Card) {
        self.card = card
    }
}

enum CodeAction: Equatable, Sendable {
    case closeTapped
    case delegate(Delegate)

    enum Delegate: Equatable, Sendable {
        case close
    }
}

/// Closing is all it does: the app pops it.
enum CodeReducer {
    static func reduce(into state: inout CodeState, action: CodeAction) -> Effect<CodeAction> {
        switch action {
        case .closeTapped: .send(.delegate(.close))
        case .delegate: .none
        }
    }
}
