import MyCardsKit

/// How the app finds at start what the terminal draws: by asking it (`GraphicsQuery`), never from `TERM` alone, and
/// only where its answer can be trusted. The rules (Behaviour.md "Photos in pixels"):
///
/// - `--graphics blocks` (or `MYCARDS_GRAPHICS=blocks`): half blocks, and nothing is asked.
/// - Inside tmux: tmux answers for itself, not for the terminal around it, and drops image sequences unless its
///   `allow-passthrough` is on. So tmux is asked (`TmuxPassthrough`): off, half blocks and nothing asked of the
///   terminal; on, the questions go through the passthrough to the terminal around tmux, and so do the pictures.
///   Forcing a protocol there (`--graphics kitty`) says the passthrough is on without asking.
/// - Inside screen: half blocks, and nothing is asked.
/// - `NO_COLOR`: no pixels either (a photo is colour); the question is still asked for the keyboard's answer.
/// - Otherwise the answers pick the protocol (`auto`), or confirm the cell size of a forced one.
public enum GraphicsDetection {
    /// What to do before curses starts.
    public enum Plan: Equatable, Sendable {
        /// Half blocks without asking anything.
        case blocks
        /// Ask the terminal; `forced` is the protocol the user named, nil to take the one the answers show.
        case ask(forced: GraphicsProtocol?, throughTmux: Bool, pixelsWanted: Bool)
    }

    /// `tmuxPassthrough` answers whether tmux's passthrough is on; asked only inside tmux with nothing forced (the
    /// app's is `TmuxPassthrough.ask`).
    public static func plan(
        choice: GraphicsChoice, environment: [String: String], tmuxPassthrough: ([String: String]) -> Bool
    ) -> Plan {
        let forced = GraphicsProtocol(rawValue: choice.rawValue)
        if choice == .blocks { return .blocks }
        let tmux = !(environment["TMUX"] ?? "").isEmpty || (environment["TERM"] ?? "").hasPrefix("tmux")
        let screen = !tmux && (!(environment["STY"] ?? "").isEmpty || (environment["TERM"] ?? "").hasPrefix("screen"))
        if screen && forced == nil { return .blocks }
        if tmux && forced == nil && !tmuxPassthrough(environment) { return .blocks }
        let pixels = !ColorModeDetection.wantsNoColor(environment)
        return .ask(forced: forced, throughTmux: tmux, pixelsWanted: pixels)
    }

    /// What the start found: the pixels the app may draw (nil: half blocks), whether Escape can come unambiguous,
    /// and the bytes the user typed while the app waited, for curses to read first.
    public struct Outcome: Equatable, Sendable {
        public var graphics: PixelGraphics?
        public var kittyKeyboard: Bool
        public var typed: [UInt8]
        /// What the terminal answered, for the log.
        public var replies: [TerminalReply]

        public init(
            graphics: PixelGraphics? = nil, kittyKeyboard: Bool = false, typed: [UInt8] = [],
            replies: [TerminalReply] = []
        ) {
            self.graphics = graphics
            self.kittyKeyboard = kittyKeyboard
            self.typed = typed
            self.replies = replies
        }
    }

    /// Asks through `channel` what `plan` says to ask; `windowCell` is the cell size the kernel's window size gives
    /// (nil where the terminal leaves its pixels out).
    public static func detect(plan: Plan, channel: any TerminalChannel, windowCell: PixelSize?) -> Outcome {
        guard case .ask(let forced, let throughTmux, let pixelsWanted) = plan else { return Outcome() }
        let (replies, typed) = probe(channel, throughTmux: throughTmux)
        var outcome = Outcome(kittyKeyboard: GraphicsQuery.speaksKittyKeyboard(replies), typed: typed, replies: replies)
        guard pixelsWanted, let kind = forced ?? GraphicsQuery.graphicsProtocol(from: replies, throughTmux: throughTmux)
        else { return outcome }
        let reported = windowCell ?? GraphicsQuery.cellSize(from: replies)
        // Sixel draws pixel for pixel: without the cell size its images would land beside their cells.
        if kind == .sixel && reported == nil { return outcome }
        outcome.graphics = PixelGraphics(
            kind: kind, cell: reported ?? PixelGraphics.assumedCell,
            colorRegisters: GraphicsQuery.colorRegisters(from: replies) ?? 256, throughTmux: throughTmux)
        return outcome
    }

    /// Sends the questions (through tmux's passthrough where `throughTmux`) and reads until the last one is answered
    /// or the channel's time is up.
    public static func probe(_ channel: any TerminalChannel, throughTmux: Bool = false)
        -> (replies: [TerminalReply], typed: [UInt8])
    {
        channel.send(GraphicsQuery.bytes(throughTmux: throughTmux))
        var parser = TerminalReplyParser()
        var replies: [TerminalReply] = []
        var typed: [UInt8] = []
        while !GraphicsQuery.isComplete(replies, throughTmux: throughTmux) {
            let chunk = channel.receive()
            if chunk.isEmpty { break }
            let parsed = parser.feed(chunk)
            replies += parsed.replies
            typed += parsed.typed
        }
        typed += parser.finish()
        return (replies, typed)
    }
}

/// The terminal as the start-up probe talks to it: bytes out, and what comes back until a deadline. The app's is
/// `DescriptorChannel`; specs replay recorded answers.
public protocol TerminalChannel: AnyObject {
    func send(_ bytes: [UInt8])
    /// The next bytes the terminal sent, waiting at most until the channel's deadline; empty once it has passed.
    func receive() -> [UInt8]
}
