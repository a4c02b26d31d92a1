/// Draws one frame of the whole app — title bar, the top screen, modals, status line, key bar, help — and routes
/// input: Ctrl-C quits and Ctrl-Z suspends from anywhere, then the help overlay, then a modal, then the top screen.
/// Help opens with `?` wherever `?` is not text, and with F1 everywhere (modals included).
/// Below the minimum size only the too-small message is drawn; screens are left alone, so nothing they hold is lost.
/// Redraw after every event handled, and whenever `onChange` fires (status and spinner changes).
@MainActor
public final class AppFrame {
    public let architecture: String
    public let theme: Theme
    public let navigation: NavigationStack
    public var onQuit: (@MainActor () -> Void)?
    public var onSuspend: (@MainActor () -> Void)?
    public var onChange: (@MainActor () -> Void)?
    public private(set) var isShowingHelp = false
    /// The first key the help overlay shows, when its keys need more rows than the terminal has.
    public private(set) var helpFirstLine = 0
    public private(set) var statusText = ""
    public private(set) var isBusy = false
    public private(set) var isStatusError = false
    public private(set) var spinner = Spinner()
    /// The last size drawn or reported; nil until the first frame.
    public private(set) var size: Size?

    public init(architecture: String, navigation: NavigationStack, theme: Theme) {
        self.architecture = architecture
        self.navigation = navigation
        self.theme = theme
    }

    /// What the key bar shows: the modal's keys while one is open, else the top screen's.
    public var keyHints: [KeyHint] { navigation.modal?.keyHints ?? navigation.top.keyHints }

    public func setStatus(_ text: String, busy: Bool = false, isError: Bool = false) {
        statusText = text
        isBusy = busy
        isStatusError = isError
        onChange?()
    }

    /// Moves the spinner on; a timer calls this about ten times a second. Nothing happens unless busy.
    public func advanceSpinner() {
        guard isBusy else { return }
        spinner.advance()
        onChange?()
    }

    /// Draws the frame into the whole buffer and returns where the terminal cursor belongs (nil: hidden).
    @discardableResult
    public func render(into buffer: inout ScreenBuffer) -> Point? {
        size = buffer.size
        let bounds = buffer.bounds
        buffer.fill(bounds, style: theme.text)
        guard !TooSmallGuard.isTooSmall(buffer.size) else {
            TooSmallGuard(theme: theme).render(into: &buffer, area: bounds)
            return nil
        }
        let content = Self.contentArea(in: buffer.size)
        TitleBar(screenTitle: navigation.top.title, architecture: architecture, theme: theme)
            .render(into: &buffer, area: bounds.row(0))
        var cursor = navigation.top.render(into: &buffer, area: content)
        if let modal = navigation.modal {
            cursor = modal.render(into: &buffer, area: content)
        }
        StatusLine(message: statusText, isBusy: isBusy, isError: isStatusError, spinner: spinner, theme: theme)
            .render(into: &buffer, area: bounds.row(bounds.height - 2))
        KeyBar(hints: keyHints, trailing: [helpHint], theme: theme)
            .render(into: &buffer, area: bounds.row(bounds.height - 1))
        if isShowingHelp {
            helpOverlay.render(into: &buffer, area: content)
            return nil
        }
        return cursor
    }

    /// Routes one event; returns true when something used it.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(.control("c")):
            onQuit?()
            return true
        case .key(.control("z")):
            onSuspend?()
            return true
        case .resize(let newSize):
            size = newSize
            return true
        default:
            break
        }
        // Keys the user cannot see the effect of must not change anything.
        if let size, TooSmallGuard.isTooSmall(size) { return false }
        if isShowingHelp { return handleHelp(event) }
        let textInput = navigation.modal == nil && navigation.top.acceptsTextInput
        if event == .key(.function(1)) || (event == .key(.character("?")) && !textInput) {
            isShowingHelp = true
            helpFirstLine = 0
            return true
        }
        if let modal = navigation.modal { return modal.handle(event) }
        return navigation.topHandles(event)
    }

    /// The key bar's help key: F1 where `?` is text.
    private var helpHint: KeyHint {
        navigation.modal == nil && navigation.top.acceptsTextInput ? .helpInTextField : .help
    }

    private var helpOverlay: HelpOverlay {
        let screen = navigation.modal ?? navigation.top
        let title = screen.title.isEmpty ? navigation.top.title : screen.title
        // Where `?` is text, help lists only the key that opens it there.
        let helpKeys = helpHint == .helpInTextField ? KeyHint.helpInTextField : .helpKeys
        return HelpOverlay(
            screenTitle: title, hints: screen.keyHints + [helpKeys, .quit], theme: theme, firstLine: helpFirstLine)
    }

    /// The content area of a frame of `size`: where the screens and the help overlay go.
    private static func contentArea(in size: Size) -> Rect {
        Rect(x: 0, y: 1, width: size.width, height: size.height - 3)
    }

    /// While help is open, ↑↓ PgUp PgDn scroll it when its keys do not fit; any other key closes it.
    private func handleHelp(_ event: InputEvent) -> Bool {
        let overlay = helpOverlay
        let area = Self.contentArea(in: size ?? Size(width: 80, height: 24))
        let maxFirstLine = overlay.maxFirstLine(in: area)
        let page = max(1, overlay.visibleLineCount(in: area) - 1)
        let step: Int? =
            switch event {
            case .key(.up): -1
            case .key(.down): 1
            case .key(.pageUp): -page
            case .key(.pageDown): page
            default: nil
            }
        if let step, maxFirstLine > 0 {
            helpFirstLine = min(max(0, helpFirstLine + step), maxFirstLine)
            return true
        }
        switch event {
        case .key:
            isShowingHelp = false
            return true
        case .mouse(let mouse) where mouse.kind == .click:
            isShowingHelp = false
            return true
        default:
            return false
        }
    }
}
