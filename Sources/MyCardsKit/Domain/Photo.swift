import Foundation

/// Size of an image in pixels.
public struct PixelSize: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var area: Int { width * height }
    public var description: String { "\(width)×\(height)" }
}

/// An encoded picture of one side of a card, kept as the bytes the store and the wire carry.
public struct Photo: Equatable, Hashable, Sendable {
    /// The encodings a photo may have.
    public enum Format: String, Sendable, CaseIterable {
        case png, jpeg
    }

    public let data: Data
    public let format: Format
    public let size: PixelSize

    public init(data: Data, format: Format, size: PixelSize) {
        self.data = data
        self.format = format
        self.size = size
    }
}
