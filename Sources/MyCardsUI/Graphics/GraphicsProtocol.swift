import MyCardsKit

/// The image protocols a terminal may speak besides text: kitty's graphics protocol (kitty, WezTerm, Ghostty,
/// Konsole), DEC sixel (xterm as a VT340, foot, mlterm, WezTerm, iTerm2, Windows Terminal), and iTerm2's inline
/// images (iTerm2, WezTerm).
public enum GraphicsProtocol: String, CaseIterable, Sendable {
    case kitty, sixel, iterm
}

/// What the terminal can draw in pixels, found at start (`GraphicsDetection`): its protocol, the pixel size of one
/// cell, and for sixel how many colours one image may use. The app draws photos and codes in pixels only when it has
/// one of these; otherwise half blocks.
public struct PixelGraphics: Equatable, Hashable, Sendable {
    public var kind: GraphicsProtocol
    /// One cell in pixels: what an image covering a rectangle of cells is scaled to.
    public var cell: PixelSize
    /// Sixel colour registers one image may use (a VT340 has 16; xterm can be told 256 or more).
    public var colorRegisters: Int
    /// Inside tmux with its passthrough on: every sequence is wrapped for tmux to hand on to the terminal.
    public var throughTmux: Bool

    public init(kind: GraphicsProtocol, cell: PixelSize, colorRegisters: Int = 256, throughTmux: Bool = false) {
        self.kind = kind
        self.cell = cell
        self.colorRegisters = colorRegisters
        self.throughTmux = throughTmux
    }

    /// The cell size assumed when the terminal reports none (a common 10×20 font): kitty and iTerm2 scale an image to
    /// the cells named anyway; sixel, which draws pixel for pixel, is not used without a reported size.
    public static let assumedCell = PixelSize(width: 10, height: 20)
}
