import CImageCodecs
import Foundation

/// The thin layer over the C codecs: Swift buffers in and out, C status codes turned into `ImageError`.
enum ImageCodecs {
    static func readHeader(_ data: Data, format: Photo.Format) throws(ImageError) -> PixelSize {
        try withInput(data) { bytes, length, message in
            var dimensions = CICDimensions()
            let status =
                switch format {
                case .png: cic_png_read_header(bytes, length, &dimensions, message, messageCapacity)
                case .jpeg: cic_jpeg_read_header(bytes, length, &dimensions, message, messageCapacity)
                }
            let size = PixelSize(width: Int(dimensions.width), height: Int(dimensions.height))
            return status == CIC_OK ? .success(size) : .failure(decodingError(status, message, size))
        }
        .get()
    }

    /// PNG only: the chunks and their CRCs, no pixels (`cic_png_check`).
    static func checkPNG(_ data: Data, maximumDimension: Int) throws(ImageError) -> PixelSize {
        try withInput(data) { bytes, length, message in
            var dimensions = CICDimensions()
            let status = cic_png_check(
                bytes, length, UInt32(clamping: maximumDimension), &dimensions, message, messageCapacity)
            let size = PixelSize(width: Int(dimensions.width), height: Int(dimensions.height))
            return status == CIC_OK ? .success(size) : .failure(decodingError(status, message, size))
        }
        .get()
    }

    static func decode(_ data: Data, format: Photo.Format, maximumDimension: Int) throws(ImageError) -> RGBAImage {
        switch format {
        case .png: try decodePNG(data, maximumDimension: maximumDimension)
        case .jpeg: try decodeJPEG(data, maximumDimension: maximumDimension)
        }
    }

    /// Straight into the array the image keeps: the header gives the size, libpng writes the rows.
    private static func decodePNG(_ data: Data, maximumDimension: Int) throws(ImageError) -> RGBAImage {
        let size = try readHeader(data, format: .png)
        guard size.width <= maximumDimension, size.height <= maximumDimension else {
            throw .dimensionsTooLarge(size)
        }
        let limit = UInt32(clamping: maximumDimension)
        var failure: ImageError?
        let pixels = [UInt8](unsafeUninitializedCapacity: size.area * 4) { pixels, count in
            let decoded = withInput(data) { bytes, length, message -> Result<Void, ImageError> in
                let status = cic_png_decode(
                    bytes, length, limit, pixels.baseAddress, pixels.count, message, messageCapacity)
                return status == CIC_OK ? .success(()) : .failure(decodingError(status, message, size))
            }
            if case .failure(let error) = decoded { failure = error }
            count = failure == nil ? pixels.count : 0
        }
        if let failure { throw failure }
        guard let image = RGBAImage(size: size, pixels: pixels) else { throw .corrupt(detail: "no pixels") }
        return image
    }

    private static func decodeJPEG(_ data: Data, maximumDimension: Int) throws(ImageError) -> RGBAImage {
        let limit = UInt32(clamping: maximumDimension)
        return try withInput(data) { bytes, length, message in
            var decoded = CICImage()
            let status = cic_jpeg_decode(bytes, length, limit, &decoded, message, messageCapacity)
            defer { cic_free(decoded.pixels) }
            let size = PixelSize(width: Int(decoded.width), height: Int(decoded.height))
            guard status == CIC_OK else { return .failure(decodingError(status, message, size)) }
            let pixels = Array(UnsafeBufferPointer(start: decoded.pixels, count: size.area * 4))
            return RGBAImage(size: size, pixels: pixels).map { .success($0) } ?? .failure(.corrupt(detail: "no pixels"))
        }
        .get()
    }

    static func encode(_ image: RGBAImage, as format: Photo.Format, quality: Int = 85) throws(ImageError) -> Data {
        let width = UInt32(clamping: image.size.width)
        let height = UInt32(clamping: image.size.height)
        let quality = Int32(clamping: quality)
        return try withMessage { message in
            image.pixels.withUnsafeBufferPointer { pixels in
                var output = CICBuffer()
                let status =
                    switch format {
                    case .png: cic_png_encode(pixels.baseAddress, width, height, &output, message, messageCapacity)
                    case .jpeg:
                        cic_jpeg_encode(
                            pixels.baseAddress, width, height, quality, &output, message, messageCapacity)
                    }
                defer { cic_free(output.bytes) }
                guard status == CIC_OK, let bytes = output.bytes else {
                    return .failure(.encodingFailed(detail: String(cString: message)))
                }
                return .success(Data(bytes: bytes, count: output.length))
            }
        }
        .get()
    }

    private static let messageCapacity = Int(CIC_MESSAGE_CAPACITY)

    private static func decodingError(_ status: Int32, _ message: UnsafePointer<CChar>, _ size: PixelSize)
        -> ImageError
    {
        status == CIC_TOO_LARGE ? .dimensionsTooLarge(size) : .corrupt(detail: String(cString: message))
    }

    private static func withMessage<Value>(
        _ body: (UnsafeMutablePointer<CChar>) -> Result<Value, ImageError>
    ) -> Result<Value, ImageError> {
        let message = UnsafeMutablePointer<CChar>.allocate(capacity: messageCapacity)
        defer { message.deallocate() }
        message.initialize(repeating: 0, count: messageCapacity)
        return body(message)
    }

    private static func withInput<Value>(
        _ data: Data,
        _ body: (UnsafePointer<UInt8>, Int, UnsafeMutablePointer<CChar>) -> Result<Value, ImageError>
    ) -> Result<Value, ImageError> {
        withMessage { message in
            data.withUnsafeBytes { raw in
                // Empty data has no base address; callers check for it first, but the C side must never see NULL.
                raw.bindMemory(to: UInt8.self).baseAddress.map { body($0, raw.count, message) } ?? .failure(.empty)
            }
        }
    }
}
