import MyCardsKit

/// Maps true colours to the 240 palette entries whose RGB values every 256-colour terminal agrees on:
/// the 6×6×6 cube (16–231) and the grey ramp (232–255). Entries 0–15 are never chosen, because themes
/// redefine them and a photo would come out in the user's syntax-highlighting colours.
public struct PaletteQuantizer: Sendable {
    /// The channel values of the cube's six steps.
    public static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]
    /// A dark grey close to most terminals' background: transparent pixels blend into it.
    public static let defaultBackground = RGBA(red: 28, green: 28, blue: 28)

    /// What translucent pixels are composited over before they are matched.
    public let background: RGBA

    public init(background: RGBA = PaletteQuantizer.defaultBackground) {
        self.background = RGBA(red: background.red, green: background.green, blue: background.blue)
    }

    /// The palette colour nearest to `pixel` once it is composited over `background`.
    public func color(for pixel: RGBA) -> Color {
        .palette(index(for: pixel))
    }

    /// The palette index (always 16–255) nearest to `pixel` once it is composited over `background`.
    /// "Nearest" is measured in CIELAB, where distance follows what the eye sees: a dark navy stays blue
    /// instead of becoming the grey that is closer in plain RGB.
    public func index(for pixel: RGBA) -> UInt8 {
        let opaque = composited(pixel)
        let red = Int(opaque.red)
        let green = Int(opaque.green)
        let blue = Int(opaque.blue)
        let target = LabColor(red: red, green: green, blue: blue)
        var best = (index: 16, distance: Double.infinity)
        func consider(_ index: Int) {
            let distance = target.squaredDistance(to: Self.paletteLab[index - 16])
            if distance < best.distance { best = (index, distance) }
        }
        // The nearest colour in CIELAB is always among the cube colours whose levels bracket each channel and
        // the greys around the pixel's brightness: a dozen comparisons, not 240.
        let reds = Self.bracketingSteps(red)
        let greens = Self.bracketingSteps(green)
        let blues = Self.bracketingSteps(blue)
        for r in reds.lower...reds.upper {
            for g in greens.lower...greens.upper {
                for b in blues.lower...blues.upper { consider(16 + 36 * r + 6 * g + b) }
            }
        }
        let nearestGrey = min(23, max(0, ((red + green + blue) / 3 - 8 + 5) / 10))
        for step in max(0, nearestGrey - 2)...min(23, nearestGrey + 2) { consider(232 + step) }
        return UInt8(best.index)
    }

    /// The cube steps just below and above `channel` (the same step twice on an exact level).
    private static func bracketingSteps(_ channel: Int) -> (lower: Int, upper: Int) {
        let upper = cubeLevels.firstIndex { $0 >= channel } ?? cubeLevels.count - 1
        return upper == 0 || cubeLevels[upper] == channel ? (upper, upper) : (upper - 1, upper)
    }

    private static let paletteLab: [LabColor] = (16...255).map { index in
        let color = rgb(forIndex: UInt8(index)) ?? RGBA(red: 0, green: 0, blue: 0)
        return LabColor(red: Int(color.red), green: Int(color.green), blue: Int(color.blue))
    }

    /// `pixel` blended over `background` by its alpha, fully opaque.
    public func composited(_ pixel: RGBA) -> RGBA {
        let alpha = Int(pixel.alpha)
        guard alpha < 255 else { return pixel }
        func blend(_ front: UInt8, _ back: UInt8) -> UInt8 {
            UInt8((Int(front) * alpha + Int(back) * (255 - alpha) + 127) / 255)
        }
        return RGBA(
            red: blend(pixel.red, background.red),
            green: blend(pixel.green, background.green),
            blue: blend(pixel.blue, background.blue)
        )
    }

    /// Perceived brightness 0–255 (ITU-R BT.601 weights) of `pixel` composited over `background`.
    public func luminance(of pixel: RGBA) -> Int {
        let opaque = composited(pixel)
        return (299 * Int(opaque.red) + 587 * Int(opaque.green) + 114 * Int(opaque.blue) + 500) / 1000
    }

    /// The RGB value a terminal shows for a palette index; nil for 0–15, whose colours the theme decides.
    public static func rgb(forIndex index: UInt8) -> RGBA? {
        let value = Int(index)
        switch value {
        case 16...231:
            let cube = value - 16
            return RGBA(
                red: UInt8(cubeLevels[cube / 36]), green: UInt8(cubeLevels[cube / 6 % 6]),
                blue: UInt8(cubeLevels[cube % 6])
            )
        case 232...255:
            let grey = UInt8(8 + 10 * (value - 232))
            return RGBA(red: grey, green: grey, blue: grey)
        default:
            return nil
        }
    }
}
