import Foundation
import MyCardsKit

/// Images drawn in code and their encodings, including deliberately broken ones.
enum ImageFixtures {
    static let red = RGBA(red: 220, green: 30, blue: 40)
    static let green = RGBA(red: 30, green: 200, blue: 60)
    static let blue = RGBA(red: 20, green: 40, blue: 210)
    static let yellow = RGBA(red: 240, green: 220, blue: 30)

    /// Smooth ramps: red grows to the right, green downwards, with a little texture so JPEG has work to do.
    static func gradient(width: Int = 64, height: Int = 48) -> RGBAImage {
        draw(width: width, height: height) { x, y in
            RGBA(
                red: UInt8(x * 255 / max(1, width - 1)), green: UInt8(y * 255 / max(1, height - 1)),
                blue: UInt8((x * 7 + y * 13) % 256))
        }
    }

    /// Four solid quadrants: red, green (top), blue, yellow (bottom).
    static func quadrants(width: Int = 64, height: Int = 64) -> RGBAImage {
        draw(width: width, height: height) { x, y in
            switch (x < width / 2, y < height / 2) {
            case (true, true): red
            case (false, true): green
            case (true, false): blue
            case (false, false): yellow
            }
        }
    }

    static func draw(width: Int, height: Int, _ colour: (Int, Int) -> RGBA) -> RGBAImage {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let pixel = colour(x, y)
                pixels += [pixel.red, pixel.green, pixel.blue, pixel.alpha]
            }
        }
        return RGBAImage(size: PixelSize(width: width, height: height), pixels: pixels)!
    }

    static func png(_ image: RGBAImage = gradient()) -> Data {
        try! PNGEncoder.encode(image)
    }

    static func jpeg(_ image: RGBAImage = gradient(), quality: Int = 85) -> Data {
        try! JPEGEncoder.encode(image, quality: quality)
    }

    /// A well-formed PNG whose header claims `width × height`, with a few bytes of pixel data: decoding it
    /// blindly would try to allocate width × height × 4 bytes.
    static func pngBomb(width: UInt32 = 100_000, height: UInt32 = 100_000) -> Data {
        var header = Data()
        header.appendBigEndian(width)
        header.appendBigEndian(height)
        header += [8, 6, 0, 0, 0]  // 8 bits, RGBA, deflate, no filter, not interlaced
        let tinyDeflate: [UInt8] = [0x78, 0x9C, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            + chunk("IHDR", header) + chunk("IDAT", Data(tinyDeflate)) + chunk("IEND", Data())
    }

    /// A real JPEG with its frame header rewritten to claim `width × height`.
    static func jpegClaiming(width: UInt16, height: UInt16) -> Data {
        var data = jpeg()
        guard let frame = markerOffset(0xC0, in: data) else { return data }
        // FF C0, length (2), precision (1), height (2), width (2)
        data[frame + 5] = UInt8(height >> 8)
        data[frame + 6] = UInt8(height & 0xFF)
        data[frame + 7] = UInt8(width >> 8)
        data[frame + 8] = UInt8(width & 0xFF)
        return data
    }

    /// A JPEG whose headers are intact but whose compressed pixels are scrambled.
    static func jpegWithCorruptBody() -> Data {
        var data = jpeg(gradient(width: 128, height: 96))
        guard let scan = markerOffset(0xDA, in: data) else { return data }
        let scanHeaderLength = Int(data[scan + 2]) << 8 | Int(data[scan + 3])
        let body = scan + 2 + scanHeaderLength
        for offset in stride(from: body + 8, to: data.count - 2, by: 3) {
            data[offset] ^= 0xA5
        }
        return data
    }

    /// The first `FF <marker>` at or after the start-of-image marker.
    static func markerOffset(_ marker: UInt8, in data: Data) -> Int? {
        let bytes = [UInt8](data)
        return bytes.indices.dropLast().first { bytes[$0] == 0xFF && bytes[$0 + 1] == marker }
    }

    /// `png()` with `extra` (whole chunks) placed just before its IEND chunk, the last 12 bytes.
    static func png(inserting extra: Data) -> Data {
        let data = png()
        return data.prefix(data.count - 12) + extra + data.suffix(12)
    }

    /// A PNG's first 33 bytes: signature and IHDR, for building one chunk by chunk.
    static func pngSignatureAndHeader() -> Data {
        png().prefix(33)
    }

    /// One PNG chunk: length, type, payload and the CRC-32 of type and payload.
    static func chunk(_ type: String, _ payload: Data) -> Data {
        let typeAndPayload = Data(type.utf8) + payload
        var chunk = Data()
        chunk.appendBigEndian(UInt32(payload.count))
        chunk += typeAndPayload
        chunk.appendBigEndian(crc32(typeAndPayload))
        return chunk
    }

    /// `payload` as a zlib stream of one stored (uncompressed) deflate block, with its ADLER-32.
    static func zlibStored(_ payload: Data) -> Data {
        let length = UInt16(payload.count)
        var stream = Data([0x78, 0x01, 0x01, UInt8(length & 0xFF), UInt8(length >> 8)])
        stream += [UInt8(~length & 0xFF), UInt8(~length >> 8)]
        stream += payload
        var low: UInt32 = 1
        var high: UInt32 = 0
        for byte in payload {
            low = (low + UInt32(byte)) % 65521
            high = (high + low) % 65521
        }
        stream.appendBigEndian(high << 16 | low)
        return stream
    }

    private static func crc32(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return ~crc
    }
}

extension Data {
    fileprivate mutating func appendBigEndian(_ value: UInt32) {
        self += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
