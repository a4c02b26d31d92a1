import MyCardsDisplayData
import MyCardsKit

/// The Cards scene's use cases, each a Request (from the view controller), a Response (from the interactor)
/// and a ViewModel (from the presenter).
package enum ListCards {
    /// Show the store: on appearing, after a store change, on refresh.
    package enum FetchCards {
        package struct Request {}
        package struct Response {
            let result: Result<[Card], PersistenceError>
            /// A card created on the Card scene, to select once the store lists it.
            let cardToSelect: String?
        }
        package struct ViewModel {
            let cards: CardsDisplayData?
            let selectedIdentifier: String?
            let error: StatusMessage?
        }
    }

    /// Follow the store: its cards again after every change (the answer is `FetchCards`'s).
    package enum FollowStore {
        package struct Request {}
    }

    /// Talk to the backend: download, merge, send what was changed offline.
    package enum SyncCards {
        package struct Request {}
        enum Step: Equatable {
            case downloading
            /// `deletedHere`: downloaded cards that stay off the list, deleted here first.
            case downloaded(ParsedCards, deletedHere: Int)
            case offline(NetworkError)
            case notStored(PersistenceError)
            case uploadedPending(Int)
            case pendingUploadFailed(NetworkError)
        }
        package struct Response {
            let step: Step
        }
        package struct ViewModel {
            let status: StatusMessage
        }
    }

    /// Open a stored card, or a new one (`identifier` nil).
    package enum OpenCard {
        package struct Request {
            let identifier: String?
        }
        /// The interactor found the card (or was asked for a new one) and keeps it for the router: the outcome is
        /// the whole message, so the models carry nothing.
        package struct Response {}
        package struct ViewModel {}
    }
}
