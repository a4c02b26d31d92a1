import MyCardsKit

/// The Cards screen's state: the cards as last read from the store, the download, and its status line.
struct CardsState: Equatable, Sendable {
    /// nil until the store has been read once (the empty-store hint waits for it).
    var cards: [Card]?
    var hasAppeared = false
    var isDownloading = false
    /// A card just made here, to select once a read lists it.
    var selectionAfterReload: String?
    /// The card the list is told to select (the view keeps its own selection as the user moves).
    var selection: String?
    var status = StatusLine()
}

enum CardsAction: Equatable, Sendable {
    // The view and the screen's lifecycle.
    case appeared
    case openTapped(String)
    case newTapped
    case refreshTapped
    case quitTapped
    // The effects' answers.
    case storeChanged
    case cardsRead(Result<[Card], PersistenceError>)
    case downloaded(Result<ParsedCards, NetworkError>)
    case merged(ParsedCards, Result<DownloadMerge, PersistenceError>)
    case pendingUploadsRead(Result<[Card], PersistenceError>)
    case pendingUploaded([Card], failure: NetworkError?)
    case pendingDeletionsRead(Result<[String], PersistenceError>)
    case pendingDeleted(String, failure: NetworkError?)
    /// What the parent (the app) is asked to do.
    case delegate(Delegate)

    enum Delegate: Equatable, Sendable {
        case open(Card)
        case create(Card)
        case quit
    }
}
