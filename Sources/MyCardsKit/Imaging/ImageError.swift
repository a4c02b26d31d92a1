/// Limits checked before any decoding, so a hostile header cannot make us allocate gigabytes.
public enum ImageLimits {
    public static let maximumBytes = 32 * 1024 * 1024
    public static let maximumDimension = 8192
}

/// Why an image could not be read or written. `message` is the short sentence a user sees.
public enum ImageError: Error, Equatable, Sendable {
    case empty
    case unsupportedFormat
    case fileTooLarge(bytes: Int)
    case dimensionsTooLarge(PixelSize)
    case corrupt(detail: String)
    case unreadableFile(detail: String)
    case encodingFailed(detail: String)

    public var message: String {
        switch self {
        case .empty: "the image is empty"
        case .unsupportedFormat: "not a PNG or JPEG image"
        case .fileTooLarge: "the image is larger than 32 MiB"
        case .dimensionsTooLarge(let size): "the image is too large (\(size), limit 8192×8192)"
        case .corrupt: "the image is damaged"
        case .unreadableFile: "the file cannot be read"
        case .encodingFailed: "the image could not be encoded"
        }
    }
}
