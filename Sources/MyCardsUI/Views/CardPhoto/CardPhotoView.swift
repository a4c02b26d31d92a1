import MyCardsDisplayData
import MyCardsKit

/// One side of a card as large as the terminal allows, keeping its aspect ratio, to show at a till.
@MainActor
public final class CardPhotoView: Screen, SendsViewEvents {
    public var eventRoute: BoundaryRoute?
    public let title = "Photo"
    public let keyHints = [KeyHint(keys: "Esc/q", label: "close")]
    public var data = CardPhotoDisplayData() {
        didSet { told("set data") }
    }
    public var onClose: (@MainActor () -> Void)?

    private let theme: Theme
    private let photoCache: PhotoCache

    public init(theme: Theme, photoCache: PhotoCache) {
        self.theme = theme
        self.photoCache = photoCache
    }

    public func render(into buffer: inout ScreenBuffer, area: Rect) -> Point? {
        buffer.fill(area, style: theme.text)
        PhotoView(photo: data.photo, cache: photoCache, mode: theme.colorMode, caption: data.caption).draw(
            into: &buffer, in: area)
        return nil
    }

    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(.escape), .key(.character("q")):
            send("close") { onClose?() }
            return true
        default:
            return false
        }
    }
}
