import MyCardsKit

/// The decoding half of sixel, as a terminal does it: what `SixelEncoder` (or another encoder) wrote, back to pixels,
/// so the specs and `make pixels-bench` can compare them with the source.
public enum SixelReader {
    /// A DEC sixel image: raster attributes, colour definitions (`#i;2;r;g;b`, per cent), colour selection, sixel
    /// characters, repeats (`!n`), carriage return (`$`) and next band (`-`). Pixels never painted stay transparent.
    public static func image(from bytes: [UInt8]) -> RGBAImage? {
        guard let start = bytes.firstIndex(of: UInt8(ascii: "q")) else { return nil }
        var index = start + 1
        var width = 0
        var height = 0
        var palette: [Int: RGBA] = [:]
        var painted: [(x: Int, y: Int, color: RGBA)] = []
        var color = RGBA(red: 0, green: 0, blue: 0)
        var x = 0
        var band = 0
        func number() -> Int {
            var value = 0
            while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
                value = value * 10 + Int(bytes[index] - 0x30)
                index += 1
            }
            return value
        }
        func numbers() -> [Int] {
            var values = [number()]
            while index < bytes.count, bytes[index] == UInt8(ascii: ";") {
                index += 1
                values.append(number())
            }
            return values
        }
        while index < bytes.count, bytes[index] != 0x1B {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                let values = numbers()
                if values.count >= 4 { (width, height) = (values[2], values[3]) }
            case UInt8(ascii: "#"):
                index += 1
                let values = numbers()
                if values.count >= 5 {
                    let scale = { (percent: Int) in UInt8((percent * 255 + 50) / 100) }
                    palette[values[0]] = RGBA(red: scale(values[2]), green: scale(values[3]), blue: scale(values[4]))
                }
                color = palette[values[0]] ?? color
            case UInt8(ascii: "!"):
                index += 1
                let count = number()
                guard index < bytes.count else { break }
                for _ in 0..<count {
                    paint(bytes[index], x: x, band: band, color: color, into: &painted)
                    x += 1
                }
                index += 1
            case UInt8(ascii: "$"):
                x = 0
                index += 1
            case UInt8(ascii: "-"):
                x = 0
                band += 1
                index += 1
            case 0x3F...0x7E:
                paint(byte, x: x, band: band, color: color, into: &painted)
                x += 1
                index += 1
            default:
                index += 1
            }
        }
        guard width > 0, height > 0 else { return nil }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for point in painted where point.x < width && point.y < height {
            let byte = (point.y * width + point.x) * 4
            pixels[byte] = point.color.red
            pixels[byte + 1] = point.color.green
            pixels[byte + 2] = point.color.blue
            pixels[byte + 3] = 255
        }
        return RGBAImage(size: PixelSize(width: width, height: height), pixels: pixels)
    }

    private static func paint(
        _ character: UInt8, x: Int, band: Int, color: RGBA, into painted: inout [(x: Int, y: Int, color: RGBA)]
    ) {
        let bits = character - 0x3F
        for row in 0..<6 where bits & (1 << row) != 0 { painted.append((x, band * 6 + row, color)) }
    }

}
