import MyCardsDisplayData
import MyCardsKit

/// The picked image with the card outline over it. Arrows and +/- ask the owner to move or resize the outline
/// by a few per cent of the image; the owner answers with new data.
@MainActor
public final class CropView: Screen, SendsViewEvents {
    public var eventRoute: BoundaryRoute?
    public static let caption = "Fit the outline to the card"
    /// Steps in per cent of the image's width (or height, for vertical moves).
    static let movePercent = 2
    static let resizePercent = 5

    public let title = "Crop"
    public let keyHints = [
        KeyHint(keys: "Enter", label: "crop"), KeyHint(keys: "↑↓←→", label: "move outline"),
        KeyHint(keys: "+/-", label: "resize outline"), KeyHint(keys: "Esc", label: "back"),
    ]
    public var data = CropDisplayData() {
        didSet { told("set data") }
    }
    /// In image pixels.
    public var onMove: (@MainActor (_ dx: Int, _ dy: Int) -> Void)?
    /// In image pixels of width: positive grows.
    public var onResize: (@MainActor (Int) -> Void)?
    public var onCrop: (@MainActor () -> Void)?
    public var onCancel: (@MainActor () -> Void)?

    private let theme: Theme

    public init(theme: Theme) {
        self.theme = theme
    }

    /// The step of a horizontal and a vertical move, and of a resize, for the current image.
    public var steps: (horizontal: Int, vertical: Int, resize: Int) {
        let size = data.image?.size ?? PixelSize(width: 0, height: 0)
        return (
            max(1, size.width * Self.movePercent / 100), max(1, size.height * Self.movePercent / 100),
            max(1, size.width * Self.resizePercent / 100)
        )
    }

    public func render(into buffer: inout ScreenBuffer, area: Rect) -> Point? {
        buffer.fill(area, style: theme.text)
        guard let image = data.image else { return nil }
        PhotoView(image: image, mode: theme.colorMode, caption: Self.caption, outline: data.outline).draw(
            into: &buffer, in: area)
        return nil
    }

    public func handle(_ event: InputEvent) -> Bool {
        guard case .key(let key) = event else { return false }
        let steps = self.steps
        switch key {
        case .left: send("move") { onMove?(-steps.horizontal, 0) }
        case .right: send("move") { onMove?(steps.horizontal, 0) }
        case .up: send("move") { onMove?(0, -steps.vertical) }
        case .down: send("move") { onMove?(0, steps.vertical) }
        case .character("+"): send("resize") { onResize?(steps.resize) }
        case .character("-"): send("resize") { onResize?(-steps.resize) }
        case .enter: send("crop") { onCrop?() }
        case .escape: send("cancel") { onCancel?() }
        default: return false
        }
        return true
    }
}
