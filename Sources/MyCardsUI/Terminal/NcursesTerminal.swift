import CNcursesw
import Foundation
import MyCardsKit

/// The real terminal, through ncursesw. Kept thin: decoding, colour bookkeeping and diffing live in pure
/// types with their own tests; this only talks to curses.
@MainActor
public final class NcursesTerminal: Terminal {
    public private(set) var size: Size
    public let colorMode: ColorMode
    private let window: UnsafeMutablePointer<WINDOW>
    private var writer: NcursesCellWriter
    private var decoder = KeyDecoder()
    /// What the screen shows now; nil forces a full redraw (first frame, after a resize).
    private var shown: ScreenBuffer?
    private var cursorVisible: Bool?
    private var isActive = true
    /// Where curses writes; the kernel's window size is asked from it.
    private let outputDescriptor: Int32
    private var output: DescriptorSink { DescriptorSink(descriptor: outputDescriptor) }
    public let graphics: PixelGraphics?
    /// What the start-up question found and how long it took, for the log. Kept as found and worded only when
    /// asked: describing the replies reflects on them (a dozen first conformance lookups, 5.2 M instructions of
    /// a 6-card launch, callgrind), and without `--log` nobody asks.
    private var detection: (replies: [TerminalReply], elapsed: Duration)?
    public var detectionReport: String {
        detection.map { Self.detectionReport(replies: $0.replies, elapsed: $0.elapsed) } ?? "not asked"
    }
    /// Draws the frames' pictures in pixels after curses' text, where the terminal has them.
    private let pictures: PictureLayer?
    /// The kitty keyboard protocol's push and pop, or nothing where the terminal does not speak it.
    private let keyboardOn: String
    private let keyboardOff: String

    /// Takes over the terminal on stdin/stdout, in 24-bit colour when `COLORTERM` announces it and the
    /// direct-colour terminfo entry is installed (else in $TERM's colours). Throws, leaving the terminal
    /// untouched, when stdin or stdout is not a terminal, or `$TERM` is unset, `dumb` or unknown to terminfo
    /// (curses' own `initscr` would print and exit).
    ///
    /// Before curses starts, the terminal is asked what it draws (`GraphicsDetection`, as `graphicsChoice` and the
    /// environment allow); keys typed while it answered are handed to curses to read first.
    public convenience init(
        environment: [String: String] = ProcessInfo.processInfo.environment, graphicsChoice: GraphicsChoice = .auto
    ) throws(TerminalError) {
        try TerminalPreflight.checkProcess(environment: environment)
        Self.selectLocale()
        let started = ContinuousClock.now
        let detected = Self.detect(choice: graphicsChoice, environment: environment)
        let elapsed = started.duration(to: .now)
        let direct = ColorModeDetection.directColorTerminal(environment)
        try self.init(
            environment: environment, outputDescriptor: STDOUT_FILENO, graphics: detected.graphics,
            kittyKeyboard: detected.kittyKeyboard
        ) {
            // 24-bit colour through the terminal's direct-colour entry when it is installed; else $TERM's own.
            direct.flatMap { mycards_newterm_named($0) } ?? mycards_newterm()
        }
        Self.pushBack(detected.typed)
        detection = (detected.replies, elapsed)
    }

    /// `openScreen` makes the curses screen (`newterm`) writing to `outputDescriptor`; tests give it files.
    init(
        environment: [String: String], outputDescriptor: Int32, graphics: PixelGraphics? = nil,
        kittyKeyboard: Bool = false, openScreen: () -> OpaquePointer?
    ) throws(TerminalError) {
        var modes = termios()
        let savedModes: termios? = tcgetattr(outputDescriptor, &modes) == 0 ? modes : nil
        guard openScreen() != nil, let window = mycards_stdscr() else {
            throw .unknownTerminal(environment["TERM"] ?? "")
        }
        self.outputDescriptor = outputDescriptor
        self.window = window
        self.graphics = graphics
        pictures = graphics.map { PictureLayer(graphics: $0) }
        keyboardOn = kittyKeyboard ? Self.kittyKeyboardOn : ""
        keyboardOff = kittyKeyboard ? Self.kittyKeyboardOff : ""
        raw()
        noecho()
        nonl()
        _ = keypad(window, true)
        _ = nodelay(window, true)
        _ = intrflush(window, false)
        _ = set_escdelay(25)
        Self.defineCommonKeySequences()
        DescriptorSink(descriptor: outputDescriptor).write(Self.bracketedPasteOn + keyboardOn)
        let (mode, defaultColors) = Self.startColors(noColor: ColorModeDetection.wantsNoColor(environment))
        colorMode = mode
        writer = NcursesCellWriter(
            colorMode: mode, colorPairs: Int(mycards_color_pairs()), colorCount: Int(mycards_colors()),
            defaultColorsAvailable: defaultColors)
        let mouse = mousemask(MouseDecoder.reportedEvents, nil) != 0
        _ = mouseinterval(200)
        size = Self.windowSize(window)
        let reset = TerminalGuard.resetSequence(
            capabilities: ["sgr0", "cnorm", "rmkx", "rmcup"].map(Self.capability) + [keyboardOff],
            mouseReporting: mouse, bracketedPaste: true)
        TerminalGuard.arm(fd: outputDescriptor, modes: savedModes, resetSequence: reset)
    }

    /// Terminals disagree on Home, End, Delete and Shift-Tab (tmux sends `ESC [1~` where xterm's terminfo says
    /// `ESC O H`). A sequence the terminfo entry lacks would arrive as Escape plus letters — and Escape
    /// cancels a form — so teach curses every common spelling.
    private static func defineCommonKeySequences() {
        let sequences: [(String, Int32)] = [
            ("\u{1B}[1~", KEY_HOME), ("\u{1B}[7~", KEY_HOME), ("\u{1B}[H", KEY_HOME), ("\u{1B}OH", KEY_HOME),
            ("\u{1B}[4~", KEY_END), ("\u{1B}[8~", KEY_END), ("\u{1B}[F", KEY_END), ("\u{1B}OF", KEY_END),
            ("\u{1B}[3~", KEY_DC), ("\u{1B}[Z", KEY_BTAB), ("\u{1B}[5~", KEY_PPAGE), ("\u{1B}[6~", KEY_NPAGE),
            ("\u{1B}[200~", KeyDecoder.pasteStartCode), ("\u{1B}[201~", KeyDecoder.pasteEndCode),
        ]
        for (sequence, key) in sequences where key_defined(sequence) != key {
            _ = define_key(sequence, key)
        }
    }

    public func present(_ buffer: ScreenBuffer, cursor: Point?) {
        guard isActive else { return }
        writer.beginFrame()
        draw(BufferDiff.changes(from: shown, to: buffer), fullRedraw: shown == nil)
        if writer.startedOver {
            draw(BufferDiff.changes(from: nil, to: buffer), fullRedraw: true)
        }
        let redrawRows = pictures?.prepare(to: buffer.pictures, fullRedraw: shown == nil) ?? []
        shown = buffer
        for rows in redrawRows {
            _ = wredrawln(window, Int32(rows.lowerBound), Int32(rows.count))
        }
        placeCursor(cursor)
        _ = wrefresh(window)
        var sink = output
        pictures?.send(into: &sink)
    }

    /// Keys come before a size change: bytes already waiting were typed before the resize was noticed, and
    /// handling the resize first would judge them at a size they were not typed at (below the minimum size
    /// they would be dropped). So the size is checked only once curses has no input left.
    public func nextEvent() -> InputEvent? {
        guard isActive else { return nil }
        while true {
            var value: wint_t = 0
            let status = wget_wch(window, &value)
            if status == ERR {
                if let escape = decoder.inputExhausted(), let event = event(for: escape) { return event }
                return resizeIfNeeded()
            }
            let raw: RawKeyInput = status == KEY_CODE_YES ? .keyCode(Int32(bitPattern: value)) : .character(value)
            if let event = event(for: decoder.decode(raw)) { return event }
        }
    }

    private func event(for outcome: KeyDecoder.Outcome) -> InputEvent? {
        switch outcome {
        case .key(let key): .key(key)
        case .paste(let text): .paste(text)
        case .mouse: readMouse().map(InputEvent.mouse)
        // Curses' own KEY_RESIZE: reported with the size check, after the keys still waiting.
        case .resize, .ignored: nil
        }
    }

    public func restore() {
        guard isActive else { return }
        isActive = false
        forgetPictures()
        TerminalGuard.disarm()
        output.write(Self.bracketedPasteOff + keyboardOff)
        _ = endwin()
    }

    public func suspend() {
        guard isActive else { return }
        forgetPictures()
        output.write(Self.bracketedPasteOff + keyboardOff)
        _ = endwin()
    }

    /// A refresh after `endwin` puts curses' modes back; the next frame is drawn whole over whatever the
    /// shell left on the screen.
    public func resume() {
        guard isActive else { return }
        output.write(Self.bracketedPasteOn + keyboardOn)
        _ = wrefresh(window)
        shown = nil
        cursorVisible = nil
    }

    /// kitty keeps its images until told: they must not stay over the shell after Ctrl-Z or quit.
    private func forgetPictures() {
        if let bytes = pictures?.forgetAll() { output.write(bytes) }
    }

    private func draw(_ changes: [BufferChange], fullRedraw: Bool) {
        if fullRedraw { _ = werase(window) }
        for change in changes where change.point.x < size.width && change.point.y < size.height {
            writer.draw(change.cell, at: change.point, in: window)
        }
    }

    private func placeCursor(_ cursor: Point?) {
        let visible = cursor.map { Rect(origin: .zero, size: size).contains($0) } ?? false
        if visible != cursorVisible {
            _ = curs_set(visible ? 1 : 0)
            cursorVisible = visible
        }
        if let cursor, visible { _ = wmove(window, Int32(cursor.y), Int32(cursor.x)) }
    }

    /// A SIGWINCH handled by the run loop never reaches curses, so the kernel's window size is compared
    /// with curses' on every read; curses' own KEY_RESIZE, when it comes, lands here too.
    private func resizeIfNeeded() -> InputEvent? {
        var rows: Int32 = 0
        var columns: Int32 = 0
        if mycards_window_size(outputDescriptor, &rows, &columns) == 0,
            Size(width: Int(columns), height: Int(rows)) != Self.windowSize(window)
        {
            _ = resizeterm(rows, columns)
        }
        let current = Self.windowSize(window)
        guard current != size else { return nil }
        size = current
        // A font change comes as a resize too: images are made for the cells' new pixels.
        if let cell = DescriptorChannel.windowCell(of: outputDescriptor) { pictures?.graphics.cell = cell }
        shown = nil
        return .resize(current)
    }

    private func readMouse() -> MouseEvent? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        return MouseDecoder.decode(buttonState: event.bstate, x: event.x, y: event.y)
    }

    /// Colours only when wanted and when curses has pairs to give: under `TERM=dumb` there are none, and
    /// asking for one crashes curses.
    private static func startColors(noColor: Bool) -> (ColorMode, defaultColorsAvailable: Bool) {
        guard !noColor, has_colors() else { return (.monochrome, false) }
        _ = start_color()
        let defaults = use_default_colors() == OK
        let mode = ColorModeDetection.mode(
            hasColors: true, colors: Int(mycards_colors()), colorPairs: Int(mycards_color_pairs()))
        return (mode, defaults)
    }

    /// The user's locale, so curses reads and writes UTF-8; under a C or POSIX locale (common in containers)
    /// wide characters would come out blank, so the character type falls back to C.UTF-8.
    private static func selectLocale() {
        setlocale(LC_ALL, "")
        let characterType = setlocale(LC_CTYPE, nil).map { String(cString: $0).uppercased() } ?? ""
        if !characterType.contains("UTF-8") && !characterType.contains("UTF8") {
            setlocale(LC_CTYPE, "C.UTF-8")
        }
    }

    private static func windowSize(_ window: UnsafeMutablePointer<WINDOW>) -> Size {
        var rows: Int32 = 0
        var columns: Int32 = 0
        mycards_getmaxyx(window, &rows, &columns)
        return Size(width: Int(columns), height: Int(rows))
    }

    /// With bracketed paste on, the terminal wraps pasted text in markers, so a pasted Tab or line end is
    /// text and not a key that moves the focus or presses a button. Terminals without it ignore the request.
    static let bracketedPasteOn = "\u{1B}[?2004h"
    static let bracketedPasteOff = "\u{1B}[?2004l"
    /// Where the terminal speaks the kitty keyboard protocol, it is asked (pushing flag 1, "disambiguate") to send
    /// Escape and Alt keys as whole sequences (`KittyKey`): Escape then needs no escape delay. Popped on the way out.
    static let kittyKeyboardOn = "\u{1B}[>1u"
    static let kittyKeyboardOff = "\u{1B}[<u"

    private static func capability(_ name: String) -> String? {
        mycards_terminfo_string(name).map { String(cString: $0) }
    }
}
