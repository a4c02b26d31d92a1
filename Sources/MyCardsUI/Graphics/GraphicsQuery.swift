import MyCardsKit

/// The questions asked of the terminal at start, and what its answers mean. Every terminal answers the primary device
/// attributes, and answers in order, so that one goes last: once its answer is in, every answer that will come has
/// come, and a terminal that knows none of the others costs one round trip, not the timeout.
public enum GraphicsQuery {
    /// kitty's graphics query: a 1×1 RGB image (`AAAA`) that is checked and not stored (`a=q`), id 31.
    static let kittyGraphics = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"
    /// XTVERSION: the terminal's name, how iTerm2 (and WezTerm) make themselves known.
    static let version = "\u{1B}[>0q"
    /// The cell size in pixels, for terminals that leave it out of the kernel's window size.
    static let cellSize = "\u{1B}[16t"
    /// XTSMGRAPHICS: how many sixel colour registers, and the largest sixel image.
    static let colorRegisters = "\u{1B}[?1;1;0S"
    static let sixelGeometry = "\u{1B}[?2;1;0S"
    /// The kitty keyboard protocol's flags: an answer means Escape can arrive unambiguous (`KeyboardProtocol`).
    static let keyboardFlags = "\u{1B}[?u"
    /// Primary device attributes, last (see above).
    static let primaryAttributes = "\u{1B}[c"
    /// The device status report (`ESC [ 0 n`): the last question through tmux (below).
    static let statusReport = "\u{1B}[5n"

    /// Everything, in one write.
    public static let bytes = Array(
        (kittyGraphics + version + cellSize + colorRegisters + sixelGeometry + keyboardFlags + primaryAttributes).utf8)

    /// The questions for the terminal around tmux, through its passthrough. tmux 3.3 hands back the answers to the
    /// graphics query, XTVERSION, the cell size, XTSMGRAPHICS and the status report, but keeps the device attributes'
    /// and the keyboard flags' answers for itself (checked with tmux 3.3a and a pty answering as the terminal). So
    /// the status report, which every terminal answers, goes last in their place; tmux answers its own device
    /// attributes, so those are not asked.
    static let bytesThroughTmux = GraphicsSequences.throughTmux(
        Array((kittyGraphics + version + cellSize + colorRegisters + sixelGeometry + statusReport).utf8))

    public static func bytes(throughTmux: Bool) -> [UInt8] { throughTmux ? bytesThroughTmux : bytes }

    /// The protocol the answers show, best first: kitty's (it places and deletes images by id), iTerm2's where the
    /// terminal names itself iTerm2 (its sixel is a second choice there), sixel where the device attributes list
    /// feature 4 — or, through tmux, which keeps the device attributes' answer, where the terminal answered how many
    /// sixel colour registers it has. Nil: half blocks.
    public static func graphicsProtocol(from replies: [TerminalReply], throughTmux: Bool = false) -> GraphicsProtocol? {
        if replies.contains(where: { if case .kittyGraphics(31, "OK") = $0 { true } else { false } }) { return .kitty }
        if replies.contains(where: { if case .version(let name) = $0 { name.hasPrefix("iTerm2") } else { false } }) {
            return .iterm
        }
        if replies.contains(where: {
            if case .primaryAttributes(let values) = $0 { values.dropFirst().contains(4) } else { false }
        }) {
            return .sixel
        }
        if throughTmux && colorRegisters(from: replies) != nil { return .sixel }
        return nil
    }

    /// Whether the answer that ends the wait has come: the device attributes, or through tmux the status report.
    public static func isComplete(_ replies: [TerminalReply], throughTmux: Bool = false) -> Bool {
        replies.contains {
            switch $0 {
            case .primaryAttributes: !throughTmux
            case .statusReport: throughTmux
            default: false
            }
        }
    }

    /// The cell size the terminal reported, if it did and it makes sense.
    public static func cellSize(from replies: [TerminalReply]) -> PixelSize? {
        for case .cellSize(let width, let height) in replies where width > 0 && height > 0 {
            return PixelSize(width: width, height: height)
        }
        return nil
    }

    /// The sixel colour registers the terminal reported, at most 256 (what one byte of a colour index names); nil
    /// when it did not say.
    public static func colorRegisters(from replies: [TerminalReply]) -> Int? {
        for case .graphicsAttribute(1, 0, let values) in replies {
            if let count = values.first, count > 1 { return min(count, 256) }
        }
        return nil
    }

    /// Whether the terminal speaks the kitty keyboard protocol.
    public static func speaksKittyKeyboard(_ replies: [TerminalReply]) -> Bool {
        replies.contains { if case .keyboardFlags = $0 { true } else { false } }
    }
}
