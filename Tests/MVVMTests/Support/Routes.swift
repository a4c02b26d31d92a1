@testable import MyCardsMVVM

/// Routes as short names, so a test can say which route was taken without matching payloads it does not check.
extension CardsRoute {
    var details: CardDetailsViewModel? {
        if case .details(let details) = self { details as? CardDetailsViewModel } else { nil }
    }
}

extension CardDetailsRoute {
    var name: String {
        switch self {
        case .photo: "photo"
        case .code: "code"
        case .choosePhotoSource: "choosePhotoSource"
        case .camera: "camera"
        case .library: "library"
        case .form: "form"
        case .close: "close"
        case .askToDelete: "askToDelete"
        case .askToDiscard: "askToDiscard"
        case .askToOverwrite: "askToOverwrite"
        }
    }
}

extension PhotoLibraryRoute {
    var crop: CropViewModel? {
        if case .crop(let crop) = self { crop as? CropViewModel } else { nil }
    }
}
