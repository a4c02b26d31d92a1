import MyCardsDisplayData
import MyCardsKit

/// The camera screen's state: the latest frame, or why there is no camera.
struct CameraState: Equatable, Sendable {
    var frame: RGBAImage?
    var unavailable: CameraError?
    var status = StatusLine()

    /// Where the card outline sits on the frame.
    var outline: CardOutline? { frame.map { CardOutline.centred(in: $0.size) } }
}

enum CameraAction: Equatable, Sendable {
    // The view and the screen's lifecycle.
    case appeared
    case disappeared
    case captureTapped
    case closeTapped
    // The effects' answers.
    case frameArrived(RGBAImage)
    case startFailed(CameraError)
    case photoMade(Result<Photo, ImageError>)
    /// What the parent (the app) is asked to do.
    case delegate(Delegate)

    enum Delegate: Equatable, Sendable {
        /// Hand this photo to the form that asked for it.
        case captured(Photo)
        case close
    }
}

/// Runs the camera while the screen is on top and shows each frame; the shutter crops the frame on show to the
/// outline and hands the photo on.
enum CameraReducer {
    static func reduce(into state: inout CameraState, action: CameraAction) -> Effect<CameraAction> {
        switch action {
        case .appeared:
            return .runCamera
        case .disappeared:
            return .cancel(id: CameraEffectID.feed)
        case .frameArrived(let frame):
            state.frame = frame
            return .none
        case .startFailed(let error):
            state.unavailable = error
            return .none
        case .captureTapped:
            guard let frame = state.frame, let outline = state.outline else { return .none }
            return .makePhoto(frame, outline) { .photoMade($0) }
        case .photoMade(.success(let photo)):
            return .merge(.cancel(id: CameraEffectID.feed), .send(.delegate(.captured(photo))))
        case .photoMade(.failure(let error)):
            state.status.show(Messages.photoNotMade(error), isError: true)
            return .none
        case .closeTapped:
            return .send(.delegate(.close))
        case .delegate:
            return .none
        }
    }
}
