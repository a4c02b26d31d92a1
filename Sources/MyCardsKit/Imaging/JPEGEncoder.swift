import Foundation

/// Lossy encoding; the alpha channel is dropped.
public enum JPEGEncoder {
    /// `quality` runs from 1 (smallest) to 100 (best); values outside are clamped.
    public static func encode(_ image: RGBAImage, quality: Int = 85) throws(ImageError) -> Data {
        try ImageCodecs.encode(image, as: .jpeg, quality: quality)
    }
}
