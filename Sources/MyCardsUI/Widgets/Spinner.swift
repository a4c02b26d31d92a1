/// The busy indicator's frame; a timer outside advances it, the status line draws it.
public struct Spinner: Equatable, Sendable {
    public static let unicodeFrames: [Character] = Array("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏")
    /// A terminal without colours is often one without braille glyphs too.
    public static let asciiFrames: [Character] = Array("|/-\\")

    public private(set) var tick: Int

    public init(tick: Int = 0) {
        self.tick = tick
    }

    public mutating func advance() {
        // 20 is a multiple of both frame counts, so wrapping never makes a frame jump.
        tick = (tick + 1) % 20
    }

    public func frame(for colorMode: ColorMode) -> Character {
        let frames = colorMode == .monochrome ? Self.asciiFrames : Self.unicodeFrames
        return frames[tick % frames.count]
    }
}
