import Foundation

extension Photo {
    /// Keeps `data` as it is, after decoding it completely to prove that it can be shown later.
    public init(validating data: Data) throws(ImageError) {
        let (format, _) = try ImageDecoder.inspect(data)
        let image = try ImageDecoder.decode(data)
        self.init(data: data, format: format, size: image.size)
    }

    /// A PNG of `image`.
    public init(encoding image: RGBAImage) throws(ImageError) {
        self.init(data: try PNGEncoder.encode(image), format: .png, size: image.size)
    }
}
