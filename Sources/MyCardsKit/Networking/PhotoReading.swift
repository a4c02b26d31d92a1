import Foundation

/// Turns downloaded bytes into a photo, refusing what cannot be shown.
public protocol PhotoReading: Sendable {
    func photo(from data: Data) throws(ImageError) -> Photo
}

/// Decodes the whole image once, so a truncated or corrupt photo is refused on arrival,
/// not discovered later on screen.
public struct PhotoValidator: PhotoReading {
    public init() {}

    public func photo(from data: Data) throws(ImageError) -> Photo {
        try Photo(validating: data)
    }
}
