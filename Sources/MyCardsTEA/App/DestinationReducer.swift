/// Runs the reducer of the screen an action is for, on that screen's state: the six pushed screens' reducers
/// composed into one, by wrapping each one's state and action in a `Destination` and `DestinationAction` case.
enum DestinationReducer {
    static func reduce(into state: inout Destination, action: DestinationAction) -> Effect<DestinationAction> {
        switch (state, action) {
        case (.cardDetails(var screen), .cardDetails(let action)):
            defer { state = .cardDetails(screen) }
            return CardDetailsReducer.reduce(into: &screen, action: action).map(DestinationAction.cardDetails)
        case (.cardPhoto(var screen), .cardPhoto(let action)):
            defer { state = .cardPhoto(screen) }
            return CardPhotoReducer.reduce(into: &screen, action: action).map(DestinationAction.cardPhoto)
        case (.code(var screen), .code(let action)):
            defer { state = .code(screen) }
            return CodeReducer.reduce(into: &screen, action: action).map(DestinationAction.code)
        case (.photoLibrary(var screen), .photoLibrary(let action)):
            defer { state = .photoLibrary(screen) }
            return PhotoLibraryReducer.reduce(into: &screen, action: action).map(DestinationAction.photoLibrary)
        case (.crop(var screen), .crop(let action)):
            defer { state = .crop(screen) }
            return CropReducer.reduce(into: &screen, action: action).map(DestinationAction.crop)
        case (.camera(var screen), .camera(let action)):
            defer { state = .camera(screen) }
            return CameraReducer.reduce(into: &screen, action: action).map(DestinationAction.camera)
        default:
            // An action for another kind of screen than the one with its id: nothing to do.
            return .none
        }
    }
}
