import CChafa
import Foundation
import MyCardsKit
import MyCardsUI

// Throwaway harness (issue 14 item 3): the app's half-block renderer against libchafa on the same photos and
// screen sizes, with the same fidelity measure (PhotoFidelity: mean CIELAB ΔE against the picture scaled to the
// cell grid, two pixels a cell) and time per photo. chafa is held to the app's output: the upper half block only,
// foreground on top, so every cell means the same two pixels. Run from the repository root:
//   swift run -c release --package-path Tools/ChafaBench --scratch-path .build-chafa ChafaBench [cards.json]

/// One way of turning a picture into cells.
struct Contender {
    let name: String
    let render: (RGBAImage, Size) -> PhotoRaster
}

/// chafa restricted to U+2580, in `mode` and `space`, on a canvas of exactly the cells the app would use.
func chafa(_ image: RGBAImage, _ cells: Size, mode: ChafaCanvasMode, space: ChafaColorSpace) -> PhotoRaster {
    let map = chafa_symbol_map_new()
    chafa_symbol_map_add_by_range(map, 0x2580, 0x2580)
    let config = chafa_canvas_config_new()
    chafa_canvas_config_set_geometry(config, gint(cells.width), gint(cells.height))
    chafa_canvas_config_set_canvas_mode(config, mode)
    chafa_canvas_config_set_color_space(config, space)
    chafa_canvas_config_set_symbol_map(config, map)
    let canvas = chafa_canvas_new(config)
    defer {
        chafa_canvas_unref(canvas)
        chafa_canvas_config_unref(config)
        chafa_symbol_map_unref(map)
    }
    image.pixels.withUnsafeBufferPointer { pixels in
        chafa_canvas_draw_all_pixels(
            canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels.baseAddress, gint(image.size.width),
            gint(image.size.height), gint(image.size.width * 4))
    }
    var cellsOut: [Cell] = []
    for y in 0..<cells.height {
        for x in 0..<cells.width {
            var foreground: gint = -1
            var background: gint = -1
            chafa_canvas_get_colors_at(canvas, gint(x), gint(y), &foreground, &background)
            let character = chafa_canvas_get_char_at(canvas, gint(x), gint(y))
            let top = color(foreground)
            let bottom = color(background)
            // Only U+2580 was allowed; a space (chafa's choice for an empty cell) shows the background twice.
            let style =
                character == 0x2580
                ? Style(foreground: top, background: bottom) : Style(foreground: bottom, background: bottom)
            cellsOut.append(Cell(character: "\u{2580}", style: style))
        }
    }
    guard let raster = PhotoRaster(size: cells, sourceSize: image.size, cells: cellsOut) else {
        fatalError("chafa gave the wrong number of cells")
    }
    return raster
}

/// `chafa_canvas_get_colors_at` answers packed 0xRRGGBB in every mode (the palette entry's RGB in the indexed
/// ones; `get_raw_colors_at` would give the index), or -1 for transparent.
func color(_ value: gint) -> Color {
    guard value >= 0 else { return .terminalDefault }
    return .rgb(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
}

let arguments = CommandLine.arguments.dropFirst()
let cardsPath = arguments.first { !$0.hasPrefix("--") } ?? "cards.json"
let threads = arguments.first { $0.hasPrefix("--threads=") }.flatMap { Int($0.dropFirst("--threads=".count)) } ?? 1
let repetitions = 10
chafa_set_n_threads(gint(threads))

let cards = try CardParser().parse(Data(contentsOf: URL(fileURLWithPath: cardsPath))).cards
let photos = try cards.flatMap { card in
    try [card.front, card.back].compactMap { try $0.map { try ImageDecoder.decode($0.data) } }
}
if arguments.contains("--pixels") {
    let only = arguments.first { $0.hasPrefix("--only=") }.map { String($0.dropFirst("--only=".count)) }
    runPixelsBench(photos: photos, only: only)
    exit(0)
}
let renderer = HalfBlockRenderer()
let contenders = [
    Contender(name: "ours, 240 colours (CIELAB nearest)") { renderer.render($0, fitting: $1, mode: .palette256) },
    Contender(name: "ours, 24-bit") { renderer.render($0, fitting: $1, mode: .trueColor) },
    Contender(name: "chafa, 240 colours, RGB space") { image, screen in
        chafa(
            image, HalfBlockRenderer.fittedSize(for: image.size, in: screen), mode: CHAFA_CANVAS_MODE_INDEXED_240,
            space: CHAFA_COLOR_SPACE_RGB)
    },
    Contender(name: "chafa, 240 colours, DIN99d space") { image, screen in
        chafa(
            image, HalfBlockRenderer.fittedSize(for: image.size, in: screen), mode: CHAFA_CANVAS_MODE_INDEXED_240,
            space: CHAFA_COLOR_SPACE_DIN99D)
    },
    Contender(name: "chafa, 24-bit") { image, screen in
        chafa(
            image, HalfBlockRenderer.fittedSize(for: image.size, in: screen), mode: CHAFA_CANVAS_MODE_TRUECOLOR,
            space: CHAFA_COLOR_SPACE_RGB)
    },
]

print(
    "\(photos.count) photos from \(cardsPath); chafa \(threads) thread(s); time = mean of \(repetitions) runs per photo"
)
print("| screen | renderer | mean ΔE | ms per photo |")
print("| --- | --- | ---: | ---: |")
for screen in [Size(width: 100, height: 32), Size(width: 200, height: 50)] {
    for contender in contenders {
        var deltaE = 0.0
        var elapsed = Duration.zero
        for image in photos {
            var raster = contender.render(image, screen)
            let clock = ContinuousClock()
            elapsed += clock.measure {
                for _ in 0..<repetitions { raster = contender.render(image, screen) }
            }
            deltaE += PhotoFidelity.meanDeltaE(of: raster, showing: image)
        }
        let milliseconds = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000
        let perPhoto = milliseconds / Double(photos.count * repetitions)
        print(
            "| \(screen.width)×\(screen.height) | \(contender.name) | \(String(format: "%.2f", deltaE / Double(photos.count))) | \(String(format: "%.2f", perPhoto)) |"
        )
    }
}
