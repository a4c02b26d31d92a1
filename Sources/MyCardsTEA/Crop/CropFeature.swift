import MyCardsDisplayData
import MyCardsKit

/// The crop screen's state: the picked picture and the card outline over it.
struct CropState: Equatable, Sendable {
    let image: RGBAImage
    var outline: CardOutline
    var status = StatusLine()

    init(image: RGBAImage) {
        self.image = image
        outline = CardOutline.centred(in: image.size)
    }
}

enum CropAction: Equatable, Sendable {
    case moved(dx: Int, dy: Int)
    case resized(by: Int)
    case cropTapped
    case cancelTapped
    case photoMade(Result<Photo, ImageError>)
    /// What the parent (the app) is asked to do.
    case delegate(Delegate)

    enum Delegate: Equatable, Sendable {
        /// Hand this photo to the form that asked for it.
        case cropped(Photo)
        case cancel
    }
}

/// Moves and resizes the outline; crop makes the photo (an effect) and hands it on.
enum CropReducer {
    static func reduce(into state: inout CropState, action: CropAction) -> Effect<CropAction> {
        switch action {
        case .moved(let dx, let dy):
            state.outline = state.outline.moved(dx: dx, dy: dy, within: state.image.size)
            return .none
        case .resized(let step):
            state.outline = state.outline.resized(by: step, within: state.image.size)
            return .none
        case .cropTapped:
            return .makePhoto(state.image, state.outline) { .photoMade($0) }
        case .photoMade(.success(let photo)):
            return .send(.delegate(.cropped(photo)))
        case .photoMade(.failure(let error)):
            state.status.show(Messages.photoNotMade(error), isError: true)
            return .none
        case .cancelTapped:
            return .send(.delegate(.cancel))
        case .delegate:
            return .none
        }
    }
}
