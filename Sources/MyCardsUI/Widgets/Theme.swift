/// The styles every widget draws with, chosen for what the terminal can show.
/// In monochrome only attributes are used, so focus and selection stay visible without colour (reverse video);
/// widgets add the `focusMarker` where the marker is the only cue a screen reader or a dumb terminal keeps.
public struct Theme: Equatable, Sendable {
    public let colorMode: ColorMode
    public let text: Style
    public let titleBar: Style
    public let keyBar: Style
    /// The key part of a key hint ("Enter" in "Enter open").
    public let keyBarKey: Style
    public let status: Style
    public let error: Style
    public let selection: Style
    public let focus: Style
    public let disabled: Style
    public let border: Style
    public let field: Style
    public let focusedField: Style
    public let focusMarker: Character = "▶"
    /// The pixels the terminal draws pictures in; nil: half blocks only. Views place their pictures either way
    /// (`ScreenBuffer.place`); only where a picture's layout depends on pixels (a code's module width) do they ask.
    public let pixels: PixelGraphics?

    public init(colorMode: ColorMode, pixels: PixelGraphics? = nil) {
        self.colorMode = colorMode
        self.pixels = pixels
        self.text = .plain
        switch colorMode {
        case .monochrome:
            titleBar = Style(attributes: [.reverse, .bold])
            keyBar = Style(attributes: .reverse)
            keyBarKey = Style(attributes: [.reverse, .bold])
            status = .plain
            error = Style(attributes: [.bold, .underline])
            selection = Style(attributes: .reverse)
            focus = Style(attributes: [.reverse, .bold])
            disabled = Style(attributes: .dim)
            border = .plain
            field = Style(attributes: .underline)
            focusedField = Style(attributes: [.reverse, .underline])
        case .basic:
            titleBar = Style(foreground: .palette(7), background: .palette(4), attributes: .bold)
            keyBar = Style(foreground: .palette(0), background: .palette(7))
            keyBarKey = Style(foreground: .palette(4), background: .palette(7), attributes: .bold)
            status = Style(foreground: .palette(6))
            error = Style(foreground: .palette(1), attributes: .bold)
            selection = Style(foreground: .palette(0), background: .palette(6))
            focus = Style(foreground: .palette(0), background: .palette(3), attributes: .bold)
            disabled = Style(attributes: .dim)
            border = Style(foreground: .palette(6))
            field = Style(attributes: .underline)
            focusedField = Style(foreground: .palette(0), background: .palette(7), attributes: .underline)
        case .palette256, .trueColor:
            titleBar = Style(foreground: .palette(231), background: .palette(24), attributes: .bold)
            keyBar = Style(foreground: .palette(252), background: .palette(236))
            keyBarKey = Style(foreground: .palette(222), background: .palette(236), attributes: .bold)
            status = Style(foreground: .palette(117))
            error = Style(foreground: .palette(203), attributes: .bold)
            selection = Style(foreground: .palette(231), background: .palette(31))
            focus = Style(foreground: .palette(16), background: .palette(214), attributes: .bold)
            disabled = Style(foreground: .palette(244))
            border = Style(foreground: .palette(67))
            field = Style(background: .palette(237), attributes: .underline)
            focusedField = Style(foreground: .palette(231), background: .palette(239), attributes: .underline)
        }
    }

    public static let monochrome = Theme(colorMode: .monochrome)
}
