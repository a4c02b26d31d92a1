extension RGBAImage {
    /// Resampled to `target` (sides below 1 become 1): a box filter when a side shrinks, bilinear when it grows
    /// (see `ResamplingWeights`). Colours are averaged premultiplied by alpha, so transparent pixels do not bleed
    /// their colour into visible ones.
    public func scaled(to target: PixelSize) -> RGBAImage {
        let target = PixelSize(width: max(1, target.width), height: max(1, target.height))
        guard target != size else { return self }
        let columns = ResamplingWeights(source: size.width, destination: target.width)
        let rows = ResamplingWeights(source: size.height, destination: target.height)
        let wide = resampledRows(columns, width: target.width)
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

    /// Whether every alpha byte is 255.
    var isOpaque: Bool {
        pixels.withUnsafeBufferPointer { bytes in
            var all: UInt8 = 255
            var index = 3
            while index < bytes.count {
                all &= bytes[index]
                index &+= 4
            }
            return all == 255
        }
    }

    /// The horizontal pass: every source row resampled to `width`, premultiplied, as floats (RGBA per pixel). An
    /// image without transparency takes a shorter path with the same result, bit for bit: every alpha is 255, so a
    /// tap adds (r, g, b) · (255·w) from a table made once per scaling, and the alpha sum of an output pixel is the
    /// same for every row, added up once in the same order.
    ///
    /// Plain scalar arithmetic on pointers, with wrapping index arithmetic: the loops run once per source pixel,
    /// where a bounds or overflow check costs as much as the arithmetic. No SIMD types: unoptimised (debug)
    /// builds run generic SIMD code through the runtime, which made a debug launch's first frame 0.4 s.
    private func resampledRows(_ columns: ResamplingWeights, width: Int) -> [Float] {
        let opaque = isOpaque
        let tables = opaque ? columns.opaqueTables() : (weights: [], alphas: [])
        let sourceWidth = size.width
        let height = size.height
        return [Float](unsafeUninitializedCapacity: width * height * 4) { output, count in
            pixels.withUnsafeBufferPointer { input in
                columns.withTables { first, offsets, weights in
                    tables.weights.withUnsafeBufferPointer { opaqueWeights in
                        tables.alphas.withUnsafeBufferPointer { alphas in
                            var target = output.baseAddress!
                            for y in 0..<height {
                                let row = input.baseAddress! + y &* sourceWidth &* 4
                                for x in 0..<width {
                                    var r: Float = 0
                                    var g: Float = 0
                                    var b: Float = 0
                                    var a: Float = 0
                                    var source = row + first[x] &* 4
                                    var tap = offsets[x]
                                    let end = offsets[x &+ 1]
                                    if opaque {
                                        while tap < end {
                                            let weight = opaqueWeights[tap]
                                            r += Float(source[0]) * weight
                                            g += Float(source[1]) * weight
                                            b += Float(source[2]) * weight
                                            source += 4
                                            tap &+= 1
                                        }
                                        a = alphas[x]
                                    } else {
                                        while tap < end {
                                            // The same products, in the same order, as r·(a·w), g·(a·w), b·(a·w), a·w.
                                            let alpha = Float(source[3]) * weights[tap]
                                            r += Float(source[0]) * alpha
                                            g += Float(source[1]) * alpha
                                            b += Float(source[2]) * alpha
                                            a += alpha
                                            source += 4
                                            tap &+= 1
                                        }
                                    }
                                    target[0] = r
                                    target[1] = g
                                    target[2] = b
                                    target[3] = a
                                    target += 4
                                }
                            }
                        }
                    }
                }
            }
            count = width * height * 4
        }
    }

    /// The vertical pass over the output of `resampledRows`, back to straight-alpha bytes.
    private static func resampledColumns(_ wide: [Float], _ rows: ResamplingWeights, size: PixelSize) -> [UInt8] {
        let width = size.width
        let stride = width &* 4
        return [UInt8](unsafeUninitializedCapacity: width * size.height * 4) { output, count in
            wide.withUnsafeBufferPointer { input in
                rows.withTables { first, offsets, weights in
                    var target = output.baseAddress!
                    for y in 0..<size.height {
                        let end = offsets[y &+ 1]
                        for x in 0..<width {
                            var r: Float = 0
                            var g: Float = 0
                            var b: Float = 0
                            var a: Float = 0
                            var source = input.baseAddress! + (first[y] &* width &+ x) &* 4
                            var tap = offsets[y]
                            while tap < end {
                                let weight = weights[tap]
                                r += source[0] * weight
                                g += source[1] * weight
                                b += source[2] * weight
                                a += source[3] * weight
                                source += stride
                                tap &+= 1
                            }
                            let unpremultiply: Float = a > 0 ? 1 / a : 0
                            target[0] = byte(r * unpremultiply)
                            target[1] = byte(g * unpremultiply)
                            target[2] = byte(b * unpremultiply)
                            target[3] = byte(a)
                            target += 4
                        }
                    }
                }
            }
            count = width * size.height * 4
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
