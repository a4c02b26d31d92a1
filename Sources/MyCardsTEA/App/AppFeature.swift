import MyCardsDisplayData
import MyCardsKit

/// The whole app as one value: the Cards screen (the root, always there), the screens pushed over it, and what
/// belongs to no screen. Navigation is state: opening a card appends to `path`, leaving it removes it, and the
/// `AppHost` makes the shell's stack follow.
struct AppState: Equatable, Sendable {
    var cards = CardsState()
    /// The screens over Cards, bottom first.
    var path: [PathElement] = []
    /// A busy message whose screen has gone ("Deleted" while the backend has not answered): it shows until the screen
    /// on top has a message of its own (the answer, given to that screen when it comes, or anything newer).
    var carried = StatusLine()
    /// The form (and side) a photo flow in progress is for: the photo goes there from Crop or the camera.
    var photoRequest: PhotoRequest?
    var isQuitting = false
    /// The id the next pushed screen gets.
    var nextID = 1
    /// The photo library's folder, as the run was given it.
    let photoFolder: String

    init(photoFolder: String) {
        self.photoFolder = photoFolder
    }

    /// What the status line shows: the top screen's message, else a busy one carried from a screen that has gone.
    var statusLine: StatusLine.Message? { topStatus.message ?? carried.message }

    /// The status line of the screen on top.
    var topStatus: StatusLine {
        get { path.last?.destination.status ?? cards.status }
        set {
            if let top = path.indices.last {
                path[top].destination.status = newValue
            } else {
                cards.status = newValue
            }
        }
    }
}

/// A pushed screen's identity: stays the same while the screen is on the stack, never reused.
struct DestinationID: Hashable, Sendable, CustomStringConvertible {
    let rawValue: Int

    var description: String { "#\(rawValue)" }
}

/// One screen on the stack, with its state.
struct PathElement: Equatable, Sendable, Identifiable {
    let id: DestinationID
    var destination: Destination
}

/// The screens that can be pushed, each with its state.
enum Destination: Equatable, Sendable {
    case cardDetails(CardDetailsState)
    case cardPhoto(CardPhotoState)
    case code(CodeState)
    case photoLibrary(PhotoLibraryState)
    case crop(CropState)
    case camera(CameraState)

    /// The screen's status line.
    var status: StatusLine {
        get {
            switch self {
            case .cardDetails(let state): state.status
            case .cardPhoto(let state): state.status
            case .code(let state): state.status
            case .photoLibrary(let state): state.status
            case .crop(let state): state.status
            case .camera(let state): state.status
            }
        }
        set {
            switch self {
            case .cardDetails(var state):
                state.status = newValue
                self = .cardDetails(state)
            case .cardPhoto(var state):
                state.status = newValue
                self = .cardPhoto(state)
            case .code(var state):
                state.status = newValue
                self = .code(state)
            case .photoLibrary(var state):
                state.status = newValue
                self = .photoLibrary(state)
            case .crop(var state):
                state.status = newValue
                self = .crop(state)
            case .camera(var state):
                state.status = newValue
                self = .camera(state)
            }
        }
    }
}

/// A pushed screen's action: the destination's action, for the screen with that id.
enum DestinationAction: Equatable, Sendable {
    case cardDetails(CardDetailsAction)
    case cardPhoto(CardPhotoAction)
    case code(CodeAction)
    case photoLibrary(PhotoLibraryAction)
    case crop(CropAction)
    case camera(CameraAction)
}

/// The Card screen a photo is for, and which side.
struct PhotoRequest: Equatable, Sendable {
    let form: DestinationID
    let side: Card.Side
}

enum AppAction: Equatable, Sendable {
    case cards(CardsAction)
    case path(DestinationID, DestinationAction)
    /// The backend's answer to a saved card's upload; `owner` is the Card screen that saved it.
    case uploaded(Card, owner: DestinationID, failure: NetworkError?)
    /// The backend's answer to a deleted card's delete.
    case deletedOnBackend(String, owner: DestinationID, failure: NetworkError?)
}
