import MyCardsDisplayData
import MyCardsKit

/// The Card scene's use cases.
package enum EditCard {
    /// What the Cards router opens the scene on: a stored card to show, or a new card to make.
    package enum Opening {
        case stored(Card)
        case new(Card)
    }

    /// Where the use case stands: looking at the stored card, changing it, or making a new one. The business's word
    /// for it; the presenter shows it as the screen's mode.
    package enum Stage: Equatable {
        case viewing, editing, creating

        /// True while a form holds a draft.
        package var hasDraft: Bool { self != .viewing }
    }

    /// Show the card (or the draft being edited), taking in a photo a photo scene handed back.
    package enum ShowCard {
        package struct Request {}
        package struct Response {
            let card: Card
            let stage: Stage
        }
        package struct ViewModel {
            let details: CardDetailsDisplayData
        }
    }

    /// Follow the store: the card as stored again after every change (the answer is `ShowCard`'s).
    package enum FollowStore {
        package struct Request {}
    }

    package enum StartEditing {
        package struct Request {}
    }

    package enum ChangeName {
        package struct Request {
            let name: String
        }
    }

    package enum ChangeNumber {
        package struct Request {
            let number: String
        }
    }

    package enum ChooseBarcode {
        package struct Request {
            /// nil: "Guess", the symbology the number most likely has.
            let barcode: Barcode?
        }
    }

    /// A photo came back to a form without a number, and a barcode was found on it: no request of its own (the
    /// ShowCard request that took the photo in asked), only the answer.
    package enum ReadNumber {
        package struct Response {
            let found: ReadBarcode
            let card: Card
            let stage: Stage
        }
        package struct ViewModel {
            let status: StatusMessage
            let details: CardDetailsDisplayData
        }
    }

    /// `f` / `b` in normal mode, or Enter on a photo slot in the form.
    package enum ChoosePhoto {
        package struct Request {
            let side: Card.Side
        }
        enum Purpose {
            case show
            case replace
        }
        package struct Response {
            let side: Card.Side
            let purpose: Purpose
        }
        package struct ViewModel {
            let purpose: Purpose
            let menuTitle: String
            /// The menu's items, as the presenter offers and words them.
            let sources: [(key: Character, label: String, source: PhotoSource)]
        }
    }

    /// The photo source menu answered.
    package enum PickSource {
        package struct Request {
            let source: PhotoSource
        }
        package struct Response {
            let source: PhotoSource
        }
        package struct ViewModel {
            let source: PhotoSource
        }
    }

    /// Save; when another window changed or deleted the card since it was read, it asks first, and the
    /// answer comes back as a new request.
    package enum SaveCard {
        enum Answer {
            /// Write over the other window's change (or make the deleted card again).
            case overwrite
            /// Write nothing; the form keeps the user's changes.
            case keepEditing
        }
        package struct Request {
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
        package struct Response {
            let outcome: Outcome
            let card: Card
        }
        package struct ViewModel {
            let status: StatusMessage?
            let details: CardDetailsDisplayData?
            let leave: Bool
            var question: String?
        }
    }

    /// `*` in normal mode marks the card as a favourite, or unmarks it: a local mark, so nothing is uploaded.
    package enum ToggleFavourite {
        package struct Request {}
        enum Outcome: Equatable {
            case added
            case removed
            case notStored(PersistenceError)
        }
        package struct Response {
            let outcome: Outcome
            let card: Card
            let stage: Stage
        }
        package struct ViewModel {
            let status: StatusMessage
            let details: CardDetailsDisplayData?
        }
    }

    /// Delete asks first; the answer yes deletes.
    package enum DeleteCard {
        package struct Request {
            let confirmed: Bool
        }
        enum Outcome: Equatable {
            case askFirst(name: String)
            case notRemoved(PersistenceError)
            case deleted
            case deletedOnBackend
            case backendDeleteFailed(NetworkError)
        }
        package struct Response {
            let outcome: Outcome
        }
        package struct ViewModel {
            let question: String?
            let status: StatusMessage?
            let leave: Bool
        }
    }

    /// Esc in the form; with changes it asks first, the answer yes discards.
    package enum CancelEditing {
        package struct Request {
            let confirmed: Bool
        }
        enum Outcome: Equatable {
            case askFirst
            case backToCard(Card)
            case leave
        }
        package struct Response {
            let outcome: Outcome
        }
        package struct ViewModel {
            let question: String?
            let details: CardDetailsDisplayData?
            let leave: Bool
        }
    }
}
