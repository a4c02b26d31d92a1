import MyCardsKit

/// How close a rendered photo comes to its picture: the mean CIELAB ΔE (CIE76) between the picture scaled to the
/// screen's pixel grid (one pixel across and two down per cell) and the colours the cells show. Around 1 is the
/// smallest difference an eye sees side by side; 2–10 is seen at a glance. The fidelity specs print it for the
/// bundled cards, and `Tools/ChafaBench` measures chafa with it.
public enum PhotoFidelity {
    /// The mean ΔE over every pixel of `raster`; its cells' foreground is the top pixel, the background the
    /// bottom one. `background` stands for the terminal's default colour and is what translucent pixels are
    /// composited over.
    public static func meanDeltaE(
        of raster: PhotoRaster, showing image: RGBAImage,
        background: RGBA = PaletteQuantizer.defaultBackground
    ) -> Double {
        let grid = PixelSize(width: raster.size.width, height: 2 * raster.size.height)
        guard grid.width > 0, grid.height > 0 else { return 0 }
        let reference = image.scaled(to: grid)
        let quantizer = PaletteQuantizer(background: background)
        var total = 0.0
        for y in 0..<grid.height {
            for x in 0..<grid.width {
                let style = raster[x, y / 2].style
                let shown = shownColor(y % 2 == 0 ? style.foreground : style.background, background: background)
                total += deltaE(quantizer.composited(reference[x, y]), shown)
            }
        }
        return total / Double(grid.width * grid.height)
    }

    /// The RGB a terminal shows for a cell colour. Palette entries 0–15 and the default colour belong to the
    /// user's theme; they count as `background`.
    public static func shownColor(_ color: Color, background: RGBA) -> RGBA {
        switch color {
        case .terminalDefault: background
        case .palette(let index): PaletteQuantizer.rgb(forIndex: index) ?? background
        case .rgb(let red, let green, let blue): RGBA(red: red, green: green, blue: blue)
        }
    }

    /// CIE76: the straight distance in CIELAB.
    public static func deltaE(_ first: RGBA, _ second: RGBA) -> Double {
        let one = LabColor(red: Int(first.red), green: Int(first.green), blue: Int(first.blue))
        let other = LabColor(red: Int(second.red), green: Int(second.green), blue: Int(second.blue))
        return one.squaredDistance(to: other).squareRoot()
    }
}
