import MyCardsKit

/// Turns an image into terminal cells.
///
/// In 24-bit colour and in 256 colours each cell is an upper half block "▀" showing two stacked pixels: the
/// foreground paints the top pixel, the background the bottom one. In 24-bit colour they are the pixels' own
/// colours; in 256 colours the nearest of the palette's fixed 240 (see `PaletteQuantizer`). Without colours (`.basic`,
/// `.monochrome`) each cell is a shade character " ░▒▓█" chosen by the brightness of its two pixels, in the terminal's
/// default colours:
/// `Color` can name only palette entries, and the 8 basic colours are theme-defined anyway.
///
/// Aspect ratio: a terminal cell is about twice as tall as it is wide, so a cell holding one pixel across
/// and two pixels down shows square pixels. An image of aspect A = width / height shown in C columns
/// therefore needs C / A / 2 rows: a 600×338 image (A ≈ 1.78) in 40 columns takes 40 / 1.78 / 2 ≈ 11 rows.
public struct HalfBlockRenderer: Sendable {
    public static let halfBlock: Character = "\u{2580}"
    /// It and its width worked out once rather than for each of a photo's thousands of cells.
    private static let halfBlockGlyph = Glyph(halfBlock)
    private static let halfBlockColumns = DisplayWidth.of(halfBlock)
    /// Darkest to brightest.
    public static let shades: [Character] = [" ", "░", "▒", "▓", "█"]

    public let quantizer: PaletteQuantizer

    public init(quantizer: PaletteQuantizer = PaletteQuantizer()) {
        self.quantizer = quantizer
    }

    /// The largest cell size with the image's aspect ratio that fits in `cells`; zero when nothing fits.
    public static func fittedSize(for image: PixelSize, in cells: Size) -> Size {
        guard image.width > 0, image.height > 0, cells.width > 0, cells.height > 0 else { return .zero }
        // rows = columns × height / (2 × width), rounded to the nearest row.
        let rowsForFullWidth = (cells.width * image.height + image.width) / (2 * image.width)
        if rowsForFullWidth <= cells.height {
            return Size(width: cells.width, height: max(1, rowsForFullWidth))
        }
        let columnsForFullHeight = (2 * cells.height * image.width + image.height / 2) / image.height
        return Size(width: max(1, min(cells.width, columnsForFullHeight)), height: cells.height)
    }

    /// The image scaled to the largest aspect-correct size that fits in `cells`, then rasterised.
    /// The raster has exactly the fitted size (callers centre it); it is empty when `cells` is.
    public func render(_ image: RGBAImage, fitting cells: Size, mode: ColorMode) -> PhotoRaster {
        let fitted = Self.fittedSize(for: image.size, in: cells)
        guard fitted.width > 0, fitted.height > 0 else { return PhotoRaster.empty(sourceSize: image.size) }
        let pixels = PixelSize(width: fitted.width, height: 2 * fitted.height)
        let scaled = pixels == image.size ? image : image.scaled(to: pixels)
        return rasterize(scaled, mode: mode, sourceSize: image.size)
    }

    /// One cell per pixel column and per two pixel rows, no scaling. An odd last row has only a top pixel:
    /// its bottom half is left to the terminal's background.
    public func rasterize(_ image: RGBAImage, mode: ColorMode) -> PhotoRaster {
        rasterize(image, mode: mode, sourceSize: image.size)
    }

    private func rasterize(_ image: RGBAImage, mode: ColorMode, sourceSize: PixelSize) -> PhotoRaster {
        let size = Size(width: image.size.width, height: (image.size.height + 1) / 2)
        var cells: [Cell] = []
        cells.reserveCapacity(size.width * size.height)
        for row in 0..<size.height {
            for x in 0..<size.width {
                let top = image[x, 2 * row]
                let bottom = 2 * row + 1 < image.size.height ? image[x, 2 * row + 1] : nil
                cells.append(cell(top: top, bottom: bottom, mode: mode))
            }
        }
        return PhotoRaster(checkedSize: size, sourceSize: sourceSize, cells: cells)
    }

    private func cell(top: RGBA, bottom: RGBA?, mode: ColorMode) -> Cell {
        switch mode {
        case .trueColor:
            let background = bottom.map(trueColor) ?? .terminalDefault
            return Cell(
                glyph: Self.halfBlockGlyph, style: Style(foreground: trueColor(top), background: background),
                columns: Self.halfBlockColumns)
        case .palette256:
            let background = bottom.map { quantizer.color(for: $0) } ?? .terminalDefault
            return Cell(
                glyph: Self.halfBlockGlyph, style: Style(foreground: quantizer.color(for: top), background: background),
                columns: Self.halfBlockColumns)
        case .basic, .monochrome:
            let brightness = bottom.map { (quantizer.luminance(of: top) + quantizer.luminance(of: $0)) / 2 }
            return Cell(character: Self.shade(forLuminance: brightness ?? quantizer.luminance(of: top)))
        }
    }

    /// The pixel's own colour once composited over the quantizer's background, as the palette path does.
    private func trueColor(_ pixel: RGBA) -> Color {
        let opaque = quantizer.composited(pixel)
        return .rgb(red: opaque.red, green: opaque.green, blue: opaque.blue)
    }

    /// Splits 0–255 into five equal bands: 0–51 " ", 52–102 "░", 103–153 "▒", 154–204 "▓", 205–255 "█".
    public static func shade(forLuminance luminance: Int) -> Character {
        shades[min(shades.count - 1, max(0, luminance) * shades.count / 256)]
    }
}
