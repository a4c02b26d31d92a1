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
    public func index(for pixel: RGBA) -> UInt8 {
        let opaque = composited(pixel)
        let red = Int(opaque.red)
        let green = Int(opaque.green)
        let blue = Int(opaque.blue)

        let cubeSteps = (Self.nearestCubeStep(red), Self.nearestCubeStep(green), Self.nearestCubeStep(blue))
        let cubeDistance = Self.distance(
            red, green, blue,
            Self.cubeLevels[cubeSteps.0], Self.cubeLevels[cubeSteps.1], Self.cubeLevels[cubeSteps.2]
        )
        let greyStep = Self.nearestGreyStep(red, green, blue)
        let grey = 8 + 10 * greyStep
        let greyDistance = Self.distance(red, green, blue, grey, grey, grey)

        if greyDistance < cubeDistance {
            return UInt8(232 + greyStep)
        }
        return UInt8(16 + 36 * cubeSteps.0 + 6 * cubeSteps.1 + cubeSteps.2)
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

    // Weighted squared distance: the eye is most sensitive to green and least to blue, so errors there
    // count for more and less. The weights are separable, which is what lets each cube channel be
    // rounded on its own and the best grey be found from a weighted mean.
    private static let weights = (red: 3, green: 4, blue: 2)

    private static func distance(_ r1: Int, _ g1: Int, _ b1: Int, _ r2: Int, _ g2: Int, _ b2: Int) -> Int {
        let red = r1 - r2
        let green = g1 - g2
        let blue = b1 - b2
        return weights.red * red * red + weights.green * green * green + weights.blue * blue * blue
    }

    private static func nearestCubeStep(_ channel: Int) -> Int {
        // Midpoints between the cube's levels: 0 | 95 | 135 | 175 | 215 | 255.
        switch channel {
        case ..<48: 0
        case ..<115: 1
        case ..<155: 2
        case ..<195: 3
        case ..<235: 4
        default: 5
        }
    }

    private static func nearestGreyStep(_ red: Int, _ green: Int, _ blue: Int) -> Int {
        let weightSum = weights.red + weights.green + weights.blue
        let mean = (weights.red * red + weights.green * green + weights.blue * blue) * 10 / weightSum
        // The ramp is 8, 18, …, 238: the step nearest the weighted mean minimises the weighted distance.
        let step = (mean - 80 + 50) / 100
        return min(23, max(0, step))
    }
}
