import MyCardsKit

/// The card photo screen's state: one side of a card, full size.
struct CardPhotoState: Equatable, Sendable {
    let photo: Photo?
    let side: Card.Side
    /// Never written: the screen has nothing to say, but every screen has a status line.
    var status = StatusLine()

    init(photo: Photo?, side: Card.Side) {
        self.photo = photo
        self.side = side
    }
}

enum CardPhotoAction: Equatable, Sendable {
    case closeTapped
    case delegate(Delegate)

    enum Delegate: Equatable, Sendable {
        case close
    }
}

/// Closing is all it does: the app pops it.
enum CardPhotoReducer {
    static func reduce(into state: inout CardPhotoState, action: CardPhotoAction) -> Effect<CardPhotoAction> {
        switch action {
        case .closeTapped: .send(.delegate(.close))
        case .delegate: .none
        }
    }
}
