import Foundation

/// Turns downloaded bytes into a photo, refusing what cannot be shown.
public protocol PhotoReading: Sendable {
    func photo(from data: Data) throws(ImageError) -> Photo
}

/// Proves each photo whole on arrival (`Photo(validating:)`), so a truncated or corrupt photo is refused then,
/// not discovered later on screen.
public struct PhotoValidator: PhotoReading {
    public init() {}

    public func photo(from data: Data) throws(ImageError) -> Photo {
        try Photo(validating: data)
    }
}
