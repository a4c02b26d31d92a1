import MyCardsDisplayData
import MyCardsKit

/// The Card screen's state, in its three modes: the card as stored, the draft the form shows, the question or menu
/// open over it, and its status line.
struct CardDetailsState: Equatable, Sendable {
    var mode: CardDetailsMode
    /// The card as stored (for a new card: the empty one).
    var card: Card
    /// The card as the form shows it.
    var draft: Card
    /// True once the screen has started following the store.
    var hasAppeared = false
    /// True from a save's write until the store answers: a second Ctrl-S meanwhile does nothing.
    var isWriting = false
    /// True from a confirmed delete until the store answers: the store announces the removal before it answers, and
    /// the screen would read again the card it is deleting. A store that cannot remove it leaves it followed again.
    var isDeleting = false
    /// The yes/no question over the screen, until it is answered.
    var question: CardDetailsQuestion?
    /// The side the photo source menu is open for.
    var photoSourceMenu: Card.Side?
    var status = StatusLine()

    init(card: Card, mode: CardDetailsMode) {
        self.mode = mode
        self.card = card
        draft = card
    }
}

/// What the Card screen may ask.
enum CardDetailsQuestion: Equatable, Sendable {
    case discard
    case delete(name: String)
    /// The save found another version stored (or none): write `card` over it?
    case overwrite(Card, SaveRefusal)

    var text: String {
        switch self {
        case .discard: Messages.discardQuestion
        case .delete(let name): Messages.deleteQuestion(name: name)
        case .overwrite(_, .changed(let change)) where change.source == .backend:
            Messages.updatedFromBackendQuestion(differing: change.differing)
        case .overwrite(_, .changed(let change)): Messages.changedElsewhereQuestion(differing: change.differing)
        case .overwrite(_, .deleted): Messages.saveAgainQuestion
        }
    }
}

enum CardDetailsAction: Equatable, Sendable {
    // The view and the screen's lifecycle.
    case appeared
    case editTapped
    case showPhotoTapped(Card.Side)
    case backTapped
    case favouriteTapped
    case showCodeTapped
    case nameChanged(String)
    case numberChanged(String)
    case barcodeChanged(Barcode?)
    case choosePhotoTapped(Card.Side)
    case photoSourceChosen(PhotoSource?)
    case saveTapped
    case deleteTapped
    case cancelTapped
    case questionAnswered(yes: Bool)
    /// From the app: a photo came back from Crop or the camera.
    case photoReceived(Photo, Card.Side)
    // The effects' answers.
    case storeChanged
    case cardRead(Card?)
    case favouriteAnswered(Result<Card, PersistenceError>)
    case numberRead(ReadBarcode?)
    case saveAnswered(Card, Result<Card, PersistenceError>)
    case removeAnswered(failure: PersistenceError?)
    /// What the parent (the app) is asked to do.
    case delegate(Delegate)

    enum Delegate: Equatable, Sendable {
        case close
        case showPhoto(Photo?, Card.Side)
        case showCode(Card)
        case takePhoto(PhotoSource, Card.Side)
        /// Stored: the app uploads it, and leaves a new card's form.
        case saved(Card, wasCreating: Bool)
        /// Removed from the store: the app tells the backend and leaves the screen.
        case deleted(String)
    }
}
