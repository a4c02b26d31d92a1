import MyCardsDisplayData
import MyCardsKit

/// The live preview of the camera with the card outline, a close button `[x]` at the top right and a shutter `(o)`
/// at the bottom, both clickable. The owner sets a new frame about ten times a second.
@MainActor
public final class CameraView: Screen, SendsViewEvents {
    public var eventRoute: BoundaryRoute?
    public static let closeButton = "[x]"
    public static let shutterButton = "(o)"
    public static let startingText = "Starting camera…"

    public let title = "Camera"
    public var data = CameraDisplayData() {
        didSet { told("set data") }
    }
    public var onCapture: (@MainActor () -> Void)?
    public var onClose: (@MainActor () -> Void)?

    private let theme: Theme
    /// Where the buttons were drawn last, for clicks.
    private var closeRect: Rect?
    private var shutterRect: Rect?

    public init(theme: Theme) {
        self.theme = theme
    }

    public var isAvailable: Bool { data.unavailableText == nil }

    public var keyHints: [KeyHint] {
        let close = KeyHint(keys: "Esc", label: "close")
        return isAvailable ? [KeyHint(keys: "Space/Enter", label: "take photo"), close] : [close]
    }

    public func render(into buffer: inout ScreenBuffer, area: Rect) -> Point? {
        buffer.fill(area, style: theme.text)
        let close = Rect(x: area.maxX - 4, y: area.y, width: 3, height: 1)
        buffer.write(Self.closeButton, at: close.origin, style: theme.focus)
        closeRect = close
        shutterRect = nil
        let picture = Rect(x: area.x, y: area.y + 1, width: area.width, height: area.height - 2)
        if let text = data.unavailableText {
            CenteredText.draw(text, in: picture, style: theme.error, into: &buffer)
            return nil
        }
        if let frame = data.frame {
            PhotoView(image: frame, mode: theme.colorMode, outline: data.outline, inPixels: false).draw(
                into: &buffer, in: picture)
        } else {
            CenteredText.draw(Self.startingText, in: picture, style: theme.disabled, into: &buffer)
        }
        let shutter = Rect(x: area.x + (area.width - 3) / 2, y: area.maxY - 1, width: 3, height: 1)
        buffer.write(Self.shutterButton, at: shutter.origin, style: theme.focus)
        shutterRect = shutter
        return nil
    }

    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(.escape):
            send("close") { onClose?() }
        case .key(.character(" ")), .key(.enter):
            guard isAvailable else { return false }
            send("capture") { onCapture?() }
        case .mouse(let mouse) where mouse.kind == .click:
            if closeRect?.contains(mouse.position) == true {
                send("close") { onClose?() }
            } else if isAvailable, shutterRect?.contains(mouse.position) == true {
                send("capture") { onCapture?() }
            } else {
                return false
            }
        default:
            return false
        }
        return true
    }
}
