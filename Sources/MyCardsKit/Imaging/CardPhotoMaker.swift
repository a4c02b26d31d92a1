/// Turns a picture and the card outline on it into the photo a card keeps: cropped to the outline, scaled
/// down to at most the original app's card width, encoded as PNG. Crop and Camera both end here.
public enum CardPhotoMaker {
    /// The original app's photos were 600 px wide; an ID-1 card that wide is 378 px tall.
    public static let maximumSize = PixelSize(width: 600, height: 378)

    public static func photo(from image: RGBAImage, outline: CardOutline) throws(ImageError) -> Photo {
        let cropped = outline.crop(image)
        let fits = cropped.size.width <= maximumSize.width && cropped.size.height <= maximumSize.height
        return try Photo(encoding: fits ? cropped : cropped.scaledToFit(maximumSize))
    }
}
