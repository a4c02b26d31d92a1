import MyCardsDisplayData
import MyCardsKit

/// Shows a photo centred in an area, with an optional caption under it and an optional outline over it
/// (the card outline of the crop and camera screens). A missing photo shows "No photo"; one that cannot be
/// decoded shows "Photo unreadable" and the reason, never a crash.
public struct PhotoView: Sendable {
    public static let noPhotoText = "No photo"
    public static let unreadableText = "Photo unreadable"
    /// The smallest outline drawn: a tall picture's ID-1 outline can be a single row on screen, and a line has
    /// no corners to show where the card goes. A smaller outline grows around its centre to this size.
    static let minimumOutline = Size(width: 4, height: 3)

    private enum Source: Sendable {
        case photo(Photo?, PhotoCache)
        case image(RGBAImage, HalfBlockRenderer)
    }

    private let source: Source
    public let mode: ColorMode
    public let caption: String?
    /// In the source image's pixel coordinates.
    public let outline: PixelRect?
    /// False for a live feed (the camera): every frame in pixels would send a whole image to the terminal, about
    /// 2 MB a frame; its half blocks are enough to aim with.
    public let inPixels: Bool

    /// A stored photo, decoded and rendered through `cache`.
    public init(
        photo: Photo?, cache: PhotoCache, mode: ColorMode, caption: String? = nil, outline: PixelRect? = nil
    ) {
        self.source = .photo(photo, cache)
        self.mode = mode
        self.caption = caption
        self.outline = outline
        self.inPixels = true
    }

    /// An image already decoded, such as a camera frame that is shown once: rendered on every draw.
    public init(
        image: RGBAImage, renderer: HalfBlockRenderer = HalfBlockRenderer(), mode: ColorMode,
        caption: String? = nil, outline: PixelRect? = nil, inPixels: Bool = true
    ) {
        self.source = .image(image, renderer)
        self.mode = mode
        self.caption = caption
        self.outline = outline
        self.inPixels = inPixels
    }

    public func draw(into buffer: inout ScreenBuffer, in area: Rect) {
        guard !area.isEmpty else { return }
        let captionRows = caption == nil ? 0 : 1
        let pictureArea = Size(width: area.width, height: max(0, area.height - captionRows))
        guard pictureArea.height > 0 else {
            drawCaption(at: area.y, in: area, into: &buffer)
            return
        }

        switch content(fitting: pictureArea) {
        case .success(let raster) where raster.size.height > 0:
            let top = area.y + (area.height - raster.size.height - captionRows) / 2
            let origin = Point(x: area.x + (area.width - raster.size.width) / 2, y: top)
            raster.draw(into: &buffer, at: origin)
            if let outline {
                let picture = Rect(x: area.x, y: area.y, width: area.width, height: area.height - captionRows)
                drawOutline(raster.cellRect(covering: outline), offsetBy: origin, within: picture, into: &buffer)
            }
            // Named after the outline's cells are drawn: in pixels the outline is part of the picture.
            if inPixels, let picture { buffer.place(picture, in: Rect(origin: origin, size: raster.size)) }
            drawCaption(at: top + raster.size.height, in: area, into: &buffer)
        case .success:
            drawPlaceholder(Self.noPhotoText, in: area, captionRows: captionRows, into: &buffer)
        case .failure(let error):
            let text = "\(Self.unreadableText): \(error.message)"
            let fitting = DisplayWidth.of(text) <= area.width ? text : Self.unreadableText
            drawPlaceholder(fitting, in: area, captionRows: captionRows, into: &buffer)
        }
    }

    /// What the raster's cells show, for a terminal that draws it in pixels.
    private var picture: Picture? {
        switch source {
        case .photo(let photo?, let cache): .photo(photo, cache: cache)
        case .photo(nil, _): nil
        case .image(let image, _): .image(image, outline: outline)
        }
    }

    /// An empty raster stands for "no photo" and for an area too small to show one.
    private func content(fitting cells: Size) -> Result<PhotoRaster, ImageError> {
        switch source {
        case .photo(nil, _):
            .success(PhotoRaster.empty(sourceSize: PixelSize(width: 0, height: 0)))
        case .photo(let photo?, let cache):
            cache.raster(for: photo, fitting: cells, mode: mode)
        case .image(let image, let renderer):
            .success(renderer.render(image, fitting: cells, mode: mode))
        }
    }

    private func drawPlaceholder(_ text: String, in area: Rect, captionRows: Int, into buffer: inout ScreenBuffer) {
        let top = area.y + (area.height - 1 - captionRows) / 2
        drawCentred(text, row: top, in: area, style: .dim, into: &buffer)
        drawCaption(at: top + 1, in: area, into: &buffer)
    }

    private func drawCaption(at row: Int, in area: Rect, into buffer: inout ScreenBuffer) {
        guard let caption, row < area.maxY else { return }
        drawCentred(caption, row: row, in: area, style: .plain, into: &buffer)
    }

    private func drawCentred(_ text: String, row: Int, in area: Rect, style: Style, into buffer: inout ScreenBuffer) {
        let fitting = DisplayWidth.prefix(of: text, fitting: area.width)
        let left = area.x + (area.width - DisplayWidth.of(fitting)) / 2
        buffer.write(fitting, at: Point(x: left, y: row), style: style, maxWidth: area.maxX - left)
    }

    private func drawOutline(_ rect: Rect, offsetBy origin: Point, within area: Rect, into buffer: inout ScreenBuffer) {
        guard !rect.isEmpty else { return }
        let box = Self.grown(
            Rect(x: rect.x + origin.x, y: rect.y + origin.y, width: rect.width, height: rect.height), within: area)
        for y in box.y..<box.maxY {
            for x in box.x..<box.maxX where x == box.x || x == box.maxX - 1 || y == box.y || y == box.maxY - 1 {
                let style = outlineStyle(over: buffer[x, y].style)
                buffer.put(Self.borderCharacter(x: x, y: y, box: box), at: Point(x: x, y: y), style: style)
            }
        }
    }

    /// `box` grown around its centre to at least `minimumOutline`, moved back inside `area` (never larger).
    static func grown(_ box: Rect, within area: Rect) -> Rect {
        let width = min(max(box.width, minimumOutline.width), area.width)
        let height = min(max(box.height, minimumOutline.height), area.height)
        let x = min(max(area.x, box.x - (width - box.width) / 2), area.maxX - width)
        let y = min(max(area.y, box.y - (height - box.height) / 2), area.maxY - height)
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// Bright yellow over the photo's colours, so the outline stands out from any picture.
    private func outlineStyle(over photo: Style) -> Style {
        switch mode {
        case .palette256, .trueColor: Style(foreground: .palette(226), background: photo.background, attributes: .bold)
        case .basic, .monochrome: .bold
        }
    }

    private static func borderCharacter(x: Int, y: Int, box: Rect) -> Character {
        let left = x == box.x
        let right = x == box.maxX - 1
        let top = y == box.y
        let bottom = y == box.maxY - 1
        switch (left || right, top || bottom) {
        case (true, true) where box.width == 1 || box.height == 1:
            return box.width == 1 && box.height == 1 ? "┼" : (box.width == 1 ? "│" : "─")
        case (true, true):
            return top ? (left ? "┌" : "┐") : (left ? "└" : "┘")
        case (true, false): return "│"
        default: return "─"
        }
    }
}
