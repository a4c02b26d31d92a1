import MyCardsDisplayData
import MyCardsKit

/// The Card scene's use cases.
enum EditCard {
    /// Show the card (or the draft being edited), taking in a photo a photo scene handed back.
    enum ShowCard {
        struct Request {}
        struct Response {
            let card: Card
            let mode: CardDetailsMode
        }
        struct ViewModel {
            let details: CardDetailsDisplayData
        }
    }

    enum StartEditing {
        struct Request {}
    }

    enum ChangeName {
        struct Request {
            let name: String
        }
    }

    enum ChangeNumber {
        struct Request {
            let number: String
        }
    }

    enum ChooseBarcode {
        struct Request {
            /// nil: "Guess", the symbology the number most likely has.
            let barcode: Barcode?
        }
    }

    /// A photo came back to a form without a number, and a barcode was found on it: no request of its own (the
    /// ShowCard request that took the photo in asked), only the answer.
    enum ReadNumber {
        struct Response {
            let found: ReadBarcode
            let card: Card
            let mode: CardDetailsMode
        }
        struct ViewModel {
            let status: StatusMessage
            let details: CardDetailsDisplayData
        }
    }

    /// `f` / `b` in normal mode, or Enter on a photo slot in the form.
    enum ChoosePhoto {
        struct Request {
            let side: Card.Side
        }
        enum Purpose {
            case show
            case replace
        }
        struct Response {
            let side: Card.Side
            let purpose: Purpose
        }
        struct ViewModel {
            let purpose: Purpose
            let menuTitle: String
            /// The menu's items, as the presenter offers and words them.
            let sources: [(key: Character, label: String, source: PhotoSource)]
        }
    }

    /// The photo source menu answered.
    enum PickSource {
        struct Request {
            let source: PhotoSource
        }
        struct Response {
            let source: PhotoSource
        }
        struct ViewModel {
            let source: PhotoSource
        }
    }

    /// Save; when another window changed or deleted the card since it was read, it asks first, and the
    /// answer comes back as a new request.
    enum SaveCard {
        enum Answer {
            /// Write over the other window's change (or make the deleted card again).
            case overwrite
            /// Write nothing; the form keeps the user's changes.
            case keepEditing
        }
        struct Request {
            var answer: Answer?
        }
        enum Outcome: Equatable {
            /// `reason`: what the draft lacks.
            case invalid(reason: Card.InvalidReason)
            case notStored(PersistenceError)
            case askToOverwrite(StoredChange)
            case askToSaveAgain
            case notOverwritten(StoredChange.Source)
            case notSavedAgain
            case saved(createdHere: Bool)
            case uploaded
            case uploadFailed(NetworkError)
        }
        struct Response {
            let outcome: Outcome
            let card: Card
        }
        struct ViewModel {
            let status: StatusMessage?
            let details: CardDetailsDisplayData?
            let leave: Bool
            var question: String?
        }
    }

    /// `*` in normal mode marks the card as a favourite, or unmarks it: a local mark, so nothing is uploaded.
    enum ToggleFavourite {
        struct Request {}
        enum Outcome: Equatable {
            case added
            case removed
            case notStored(PersistenceError)
        }
        struct Response {
            let outcome: Outcome
            let card: Card
            let mode: CardDetailsMode
        }
        struct ViewModel {
            let status: StatusMessage
            let details: CardDetailsDisplayData?
        }
    }

    /// Delete asks first; the answer yes deletes.
    enum DeleteCard {
        struct Request {
            let confirmed: Bool
        }
        enum Outcome: Equatable {
            case askFirst(name: String)
            case notRemoved(PersistenceError)
            case deleted
            case deletedOnBackend
            case backendDeleteFailed(NetworkError)
        }
        struct Response {
            let outcome: Outcome
        }
        struct ViewModel {
            let question: String?
            let status: StatusMessage?
            let leave: Bool
        }
    }

    /// Esc in the form; with changes it asks first, the answer yes discards.
    enum CancelEditing {
        struct Request {
            let confirmed: Bool
        }
        enum Outcome: Equatable {
            case askFirst
            case backToCard(Card)
            case leave
        }
        struct Response {
            let outcome: Outcome
        }
        struct ViewModel {
            let question: String?
            let details: CardDetailsDisplayData?
            let leave: Bool
        }
    }
}
