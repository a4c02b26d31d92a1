/// Turns a picture and the outline on it into a card photo: `CardPhotoMaker.photo` in the apps. The crop and
/// camera screens take it as a defaulted argument only so a test can make encoding fail, which real pictures
/// never do.
public typealias CardPhotoMaking = @MainActor (RGBAImage, CardOutline) throws(ImageError) -> Photo
