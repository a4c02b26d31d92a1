import Foundation

/// A colour in CIELAB (D65), where equal distances look about equally different.
struct LabColor: Equatable, Sendable {
    let lightness: Double
    let a: Double
    let b: Double

    init(red: Int, green: Int, blue: Int) {
        let r = Self.linear(red)
        let g = Self.linear(green)
        let b = Self.linear(blue)
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        let fx = Self.f(x)
        let fy = Self.f(y)
        let fz = Self.f(z)
        lightness = 116 * fy - 16
        a = 500 * (fx - fy)
        self.b = 200 * (fy - fz)
    }

    func squaredDistance(to other: LabColor) -> Double {
        let dl = lightness - other.lightness
        let da = a - other.a
        let db = b - other.b
        return dl * dl + da * da + db * db
    }

    /// sRGB's gamma undone: light adds up linearly, stored values do not. A table, because every pixel of
    /// every camera frame passes through here.
    private static func linear(_ channel: Int) -> Double {
        linearTable[min(255, max(0, channel))]
    }

    private static let linearTable: [Double] = (0...255).map { channel in
        let value = Double(channel) / 255
        return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    private static func f(_ t: Double) -> Double {
        t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116
    }
}
