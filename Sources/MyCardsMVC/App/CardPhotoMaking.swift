import MyCardsKit

/// Turns a picture and the outline on it into a card photo: `CardPhotoMaker.photo` in the app. Crop and Camera
/// take it as a defaulted initialiser argument only so a test can make encoding fail, which real pictures never do.
typealias CardPhotoMaking = @MainActor (RGBAImage, CardOutline) throws(ImageError) -> Photo
