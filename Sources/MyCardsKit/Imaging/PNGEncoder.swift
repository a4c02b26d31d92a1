import Foundation

/// Lossless encoding, the format photos are stored in after cropping.
public enum PNGEncoder {
    public static func encode(_ image: RGBAImage) throws(ImageError) -> Data {
        try ImageCodecs.encode(image, as: .png)
    }
}
