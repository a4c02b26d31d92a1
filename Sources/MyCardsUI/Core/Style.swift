/// A terminal colour: the terminal's own default, one of the 256 palette entries, or a 24-bit colour.
/// Photos use only 16–255 (the 6×6×6 cube and the grey ramp), whose RGB values are fixed, or 24-bit colours
/// on a terminal that shows them (`ColorMode.trueColor`).
public enum Color: Hashable, Sendable {
    case terminalDefault
    case palette(UInt8)
    case rgb(red: UInt8, green: UInt8, blue: UInt8)
}

/// What colours the terminal can show; widgets and photos degrade to fit.
public enum ColorMode: Hashable, Sendable {
    /// No colours at all (`TERM=dumb`, `NO_COLOR`): attributes and shade characters only.
    case monochrome
    /// The 8 or 16 basic colours.
    case basic
    /// The 256-colour palette.
    case palette256
    /// 24-bit colour (the terminal announces it with `COLORTERM=truecolor` or `24bit`): photos are drawn in
    /// their own colours; widgets keep the palette's.
    case trueColor
}

/// Text attributes that work without colour.
public struct CellAttributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8

    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    public static let bold = CellAttributes(rawValue: 1 << 0)
    public static let reverse = CellAttributes(rawValue: 1 << 1)
    public static let underline = CellAttributes(rawValue: 1 << 2)
    public static let dim = CellAttributes(rawValue: 1 << 3)
}

/// How a cell looks.
public struct Style: Hashable, Sendable {
    public var foreground: Color
    public var background: Color
    public var attributes: CellAttributes

    public init(
        foreground: Color = .terminalDefault, background: Color = .terminalDefault, attributes: CellAttributes = []
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    public static let plain = Style()
    public static let bold = Style(attributes: .bold)
    public static let reverse = Style(attributes: .reverse)
    public static let dim = Style(attributes: .dim)
}
