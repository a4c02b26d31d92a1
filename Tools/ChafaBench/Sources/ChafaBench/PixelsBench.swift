import CChafa
import CSixel
import Foundation
import MyCardsKit
import MyCardsUI

// `--pixels` (issue 38 item 2, `make pixels-bench`): the app's sixel encoder against libsixel's and libchafa's, and
// its PNG (what kitty and iTerm2 get), on the same photos at the size the Card screen draws one (100 columns of
// 9-pixel cells). Each sixel is read back by the app's own SixelReader and compared with the picture: mean CIELAB ΔE.
// `--only=NAME` runs one encoder, so `/usr/bin/time -v` can give each its peak memory.

/// One way of making the bytes a terminal gets for a picture of `image.size` pixels.
struct PixelEncoder {
    let name: String
    let encode: (RGBAImage) -> [UInt8]
}

/// libsixel with its defaults (median cut, automatic representative colours and diffusion) in 256 colours.
func libsixel(_ image: RGBAImage) -> [UInt8] {
    final class Sink { var bytes: [UInt8] = [] }
    let sink = Sink()
    var output: OpaquePointer?
    let write: sixel_write_function = { data, size, context in
        guard let data, let context else { return 0 }
        let sink = Unmanaged<Sink>.fromOpaque(context).takeUnretainedValue()
        data.withMemoryRebound(to: UInt8.self, capacity: Int(size)) {
            sink.bytes += UnsafeBufferPointer(start: $0, count: Int(size))
        }
        return size
    }
    var rgb = [UInt8]()
    rgb.reserveCapacity(image.size.area * 3)
    for offset in stride(from: 0, to: image.pixels.count, by: 4) { rgb += image.pixels[offset..<offset + 3] }
    var dither: OpaquePointer?
    guard sixel_output_new(&output, write, Unmanaged.passUnretained(sink).toOpaque(), nil) == SIXEL_OK,
        sixel_dither_new(&dither, 256, nil) == SIXEL_OK
    else { return [] }
    defer {
        sixel_dither_unref(dither)
        sixel_output_unref(output)
    }
    rgb.withUnsafeMutableBufferPointer { pixels in
        _ = sixel_dither_initialize(
            dither, pixels.baseAddress, Int32(image.size.width), Int32(image.size.height), SIXEL_PIXELFORMAT_RGB888,
            SIXEL_LARGE_AUTO, SIXEL_REP_AUTO, SIXEL_QUALITY_AUTO)
        _ = sixel_encode(pixels.baseAddress, Int32(image.size.width), Int32(image.size.height), 3, dither, output)
    }
    return sink.bytes
}

/// libchafa's sixel output on a canvas of the cells the picture covers (9×19-pixel cells), its own scaling.
func chafaSixel(_ image: RGBAImage) -> [UInt8] {
    let cell = (width: 9, height: 19)
    let config = chafa_canvas_config_new()
    chafa_canvas_config_set_pixel_mode(config, CHAFA_PIXEL_MODE_SIXELS)
    chafa_canvas_config_set_cell_geometry(config, gint(cell.width), gint(cell.height))
    chafa_canvas_config_set_geometry(config, gint(image.size.width / cell.width), gint(image.size.height / cell.height))
    let canvas = chafa_canvas_new(config)
    defer {
        chafa_canvas_unref(canvas)
        chafa_canvas_config_unref(config)
    }
    image.pixels.withUnsafeBufferPointer { pixels in
        chafa_canvas_draw_all_pixels(
            canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels.baseAddress, gint(image.size.width),
            gint(image.size.height), gint(image.size.width * 4))
    }
    guard let printed = chafa_canvas_print(canvas, nil) else { return [] }
    defer { g_string_free(printed, 1) }
    return Array(
        UnsafeBufferPointer(start: printed.pointee.str, count: Int(printed.pointee.len)).map { UInt8(bitPattern: $0) })
}

func meanDeltaE(_ read: RGBAImage, against source: RGBAImage) -> Double {
    let reference = read.size == source.size ? source : source.scaled(to: read.size)
    var total = 0.0
    var counted = 0
    for y in 0..<read.size.height {
        for x in 0..<read.size.width where read[x, y].alpha > 0 {
            let a = read[x, y]
            let b = reference[x, y]
            total += LabDistance.between(a, b)
            counted += 1
        }
    }
    return counted == 0 ? .infinity : total / Double(counted)
}

/// CIE76 ΔE between two sRGB colours.
enum LabDistance {
    static func between(_ a: RGBA, _ b: RGBA) -> Double {
        let (l1, a1, b1) = lab(a)
        let (l2, a2, b2) = lab(b)
        return ((l1 - l2) * (l1 - l2) + (a1 - a2) * (a1 - a2) + (b1 - b2) * (b1 - b2)).squareRoot()
    }

    static func lab(_ color: RGBA) -> (Double, Double, Double) {
        func linear(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let r = linear(color.red)
        let g = linear(color.green)
        let b = linear(color.blue)
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16 / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }
}

func runPixelsBench(photos: [RGBAImage], only: String?) {
    let width = 900
    let pictures = photos.map { $0.scaled(to: PixelSize(width: width, height: width * $0.size.height / $0.size.width)) }
    let encoders = [
        PixelEncoder(name: "ours, sixel, 256 colours (median cut)") { SixelEncoder(colors: 256).encode($0) },
        PixelEncoder(name: "ours, sixel, 16 colours (a VT340's)") { SixelEncoder(colors: 16).encode($0) },
        PixelEncoder(name: "libsixel 1.10, 256 colours, its defaults", encode: libsixel),
        PixelEncoder(name: "libchafa 1.12, sixel, its defaults", encode: chafaSixel),
        PixelEncoder(name: "ours, PNG for kitty and iTerm2 (libpng)") { (try? Array(PNGEncoder.encode($0))) ?? [] },
    ].filter { only == nil || $0.name.hasPrefix(only ?? "") }
    let repetitions = 5
    print("\(pictures.count) photos at \(width) px wide; time = mean of \(repetitions) runs per photo, release build")
    print("| encoder | mean ΔE read back | ms per photo | kB per photo |")
    print("| --- | ---: | ---: | ---: |")
    for encoder in encoders {
        var deltaE = 0.0
        var bytes = 0
        var elapsed = Duration.zero
        for picture in pictures {
            var encoded = encoder.encode(picture)
            elapsed += ContinuousClock().measure {
                for _ in 0..<repetitions { encoded = encoder.encode(picture) }
            }
            bytes += encoded.count
            if encoder.name.contains("PNG") {
                deltaE +=
                    (try? ImageDecoder.decode(Data(encoded))).map { meanDeltaE($0, against: picture) } ?? .infinity
            } else {
                deltaE += SixelReader.image(from: encoded).map { meanDeltaE($0, against: picture) } ?? .infinity
            }
        }
        let milliseconds = Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000
        let count = Double(pictures.count)
        print(
            "| \(encoder.name) | \(String(format: "%.2f", deltaE / count)) | \(String(format: "%.1f", milliseconds / count / Double(repetitions))) | \(bytes / pictures.count / 1024) |"
        )
    }
}
