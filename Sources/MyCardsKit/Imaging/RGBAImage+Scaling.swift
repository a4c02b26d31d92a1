extension RGBAImage {
    /// Resampled to `target` (sides below 1 become 1): a box filter when a side shrinks, bilinear when it grows
    /// (see `ResamplingWeights`). Colours are averaged premultiplied by alpha, so transparent pixels do not bleed
    /// their colour into visible ones.
    public func scaled(to target: PixelSize) -> RGBAImage {
        let target = PixelSize(width: max(1, target.width), height: max(1, target.height))
        guard target != size else { return self }
        let columns = ResamplingWeights(source: size.width, destination: target.width)
        let rows = ResamplingWeights(source: size.height, destination: target.height)
        let wide = isOpaque ? opaqueRows(columns, width: target.width) : resampledRows(columns, width: target.width)
        let pixels = Self.resampledColumns(wide, rows, size: target)
        return RGBAImage(size: target, pixels: pixels) ?? self
    }

    /// As large as fits inside `bounds` with the aspect ratio kept; smaller images are enlarged.
    public func scaledToFit(_ bounds: PixelSize) -> RGBAImage {
        let factor = min(
            Double(bounds.width) / Double(size.width), Double(bounds.height) / Double(size.height))
        let width = min(max(1, bounds.width), max(1, Int((Double(size.width) * factor).rounded())))
        let height = min(max(1, bounds.height), max(1, Int((Double(size.height) * factor).rounded())))
        return scaled(to: PixelSize(width: width, height: height))
    }

    /// Whether every alpha byte is 255: one AND per pixel, which the compiler vectorises.
    var isOpaque: Bool {
        pixels.withUnsafeBytes { bytes in
            var all = UInt32.max
            for index in 0..<bytes.count / 4 {
                all &= bytes.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self)
            }
            // RGBA in memory: alpha is the fourth byte, the top one of a little-endian word.
            return UInt32(littleEndian: all) >> 24 == 0xFF
        }
    }

    /// The horizontal pass: every source row resampled to `width`, premultiplied, as floats (RGBA per pixel).
    private func resampledRows(_ columns: ResamplingWeights, width: Int) -> [Float] {
        columns.withTables { first, offsets, weights in
            horizontalPass(first, offsets, weights, width: width) { sum, source, weight in
                var colour = Self.floats(at: source)
                // The same products, in the same order, as r·(a·w), g·(a·w), b·(a·w) and a·w.
                let alpha = colour[3] * weight
                colour[3] = 1
                sum += colour * alpha
            } finish: { _, _ in
            }
        }
    }

    /// `resampledRows` for an image without transparency, bit for bit: every alpha is 255, so a tap adds
    /// (r, g, b) · (255·w), from a table of 255·w made once per scaling, and the alpha sum of an output pixel is
    /// the same for every row, added up once in the same order. About half the instructions per tap.
    private func opaqueRows(_ columns: ResamplingWeights, width: Int) -> [Float] {
        let tables = columns.opaqueTables()
        return columns.withTables { first, offsets, _ in
            tables.weights.withUnsafeBufferPointer { weights in
                tables.alphas.withUnsafeBufferPointer { alphas in
                    horizontalPass(first, offsets, weights.baseAddress!, width: width) { sum, source, weight in
                        sum += Self.floats(at: source) * weight
                    } finish: { sum, x in
                        sum[3] = alphas[x]
                    }
                }
            }
        }
    }

    /// The loops both horizontal passes share, `tap` adding one source pixel. Pointers and wrapping arithmetic
    /// throughout: they run once per source pixel, where a bounds or overflow check costs as much as the arithmetic.
    @inline(__always)
    private func horizontalPass<Weight>(
        _ first: UnsafePointer<Int>, _ offsets: UnsafePointer<Int>, _ weights: UnsafePointer<Weight>, width: Int,
        tap: (inout SIMD4<Float>, UnsafeRawPointer, Weight) -> Void, finish: (inout SIMD4<Float>, Int) -> Void
    ) -> [Float] {
        let sourceWidth = size.width
        return Self.floats(count: width * size.height) { output in
            pixels.withUnsafeBytes { input in
                var target = output.baseAddress!
                for y in 0..<size.height {
                    let row = input.baseAddress! + y &* sourceWidth &* 4
                    for x in 0..<width {
                        var sum = SIMD4<Float>()
                        var source = row + first[x] &* 4
                        var weight = weights + offsets[x]
                        let end = weights + offsets[x &+ 1]
                        while weight < end {
                            tap(&sum, source, weight.pointee)
                            source += 4
                            weight += 1
                        }
                        finish(&sum, x)
                        target.initialize(to: sum)
                        target += 1
                    }
                }
            }
        }
    }

    /// The vertical pass over the output of `resampledRows`, back to straight-alpha bytes.
    private static func resampledColumns(_ wide: [Float], _ rows: ResamplingWeights, size: PixelSize) -> [UInt8] {
        let width = size.width
        return [UInt8](unsafeUninitializedCapacity: width * size.height * 4) { output, count in
            wide.withUnsafeBytes { raw in
                let input = raw.bindMemory(to: SIMD4<Float>.self).baseAddress!
                rows.withTables { first, offsets, weights in
                    var target = output.baseAddress!
                    for y in 0..<size.height {
                        let end = weights + offsets[y &+ 1]
                        for x in 0..<width {
                            var sum = SIMD4<Float>()
                            var source = input + (first[y] &* width &+ x)
                            var weight = weights + offsets[y]
                            while weight < end {
                                sum += source.pointee * weight.pointee
                                source += width
                                weight += 1
                            }
                            let unpremultiply: Float = sum[3] > 0 ? 1 / sum[3] : 0
                            target[0] = byte(sum[0] * unpremultiply)
                            target[1] = byte(sum[1] * unpremultiply)
                            target[2] = byte(sum[2] * unpremultiply)
                            target[3] = byte(sum[3])
                            target += 4
                        }
                    }
                }
            }
            count = width * size.height * 4
        }
    }

    /// Four bytes at `source` as floats.
    @inline(__always)
    private static func floats(at source: UnsafeRawPointer) -> SIMD4<Float> {
        SIMD4<Float>(SIMD4<Int32>(truncatingIfNeeded: source.loadUnaligned(as: SIMD4<UInt8>.self)))
    }

    /// `count` RGBA float pixels written by `body` (which must set every one), flattened.
    private static func floats(count: Int, _ body: (UnsafeMutableBufferPointer<SIMD4<Float>>) -> Void) -> [Float] {
        [Float](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            UnsafeMutableRawBufferPointer(buffer).withMemoryRebound(to: SIMD4<Float>.self) { body($0) }
            initialized = count * 4
        }
    }

    /// Rounded half away from zero and clamped to 0...255, as `UInt8(min(max(value.rounded(), 0), 255))`, without
    /// the call to libm's roundf that `rounded()` is on x86-64's baseline instruction set.
    private static func byte(_ value: Float) -> UInt8 {
        let clamped = min(max(value, 0), 255)
        let whole = Int32(clamped)
        return UInt8(truncatingIfNeeded: clamped - Float(whole) >= 0.5 ? whole &+ 1 : whole)
    }
}
