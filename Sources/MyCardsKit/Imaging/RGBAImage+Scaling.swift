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

    /// The horizontal pass: every source row resampled to `width`, premultiplied, as floats.
    private func resampledRows(_ columns: ResamplingWeights, width: Int) -> [Float] {
        let sourceWidth = size.width
        let height = size.height
        return [Float](unsafeUninitializedCapacity: width * height * 4) { output, count in
            pixels.withUnsafeBufferPointer { input in
                for y in 0..<height {
                    let rowStart = y * sourceWidth
                    for x in 0..<width {
                        var sum: (Float, Float, Float, Float) = (0, 0, 0, 0)
                        var source = (rowStart + columns.first[x]) * 4
                        for tap in columns.offsets[x]..<columns.offsets[x + 1] {
                            let alpha = Float(input[source + 3]) * columns.weights[tap]
                            sum.0 += Float(input[source]) * alpha
                            sum.1 += Float(input[source + 1]) * alpha
                            sum.2 += Float(input[source + 2]) * alpha
                            sum.3 += alpha
                            source += 4
                        }
                        let target = (y * width + x) * 4
                        output.initializeElement(at: target, to: sum.0)
                        output.initializeElement(at: target + 1, to: sum.1)
                        output.initializeElement(at: target + 2, to: sum.2)
                        output.initializeElement(at: target + 3, to: sum.3)
                    }
                }
            }
            count = width * height * 4
        }
    }

    /// The vertical pass over the output of `resampledRows`, back to straight-alpha bytes.
    private static func resampledColumns(_ wide: [Float], _ rows: ResamplingWeights, size: PixelSize) -> [UInt8] {
        let width = size.width
        return [UInt8](unsafeUninitializedCapacity: width * size.height * 4) { output, count in
            wide.withUnsafeBufferPointer { input in
                for y in 0..<size.height {
                    for x in 0..<width {
                        var sum: (Float, Float, Float, Float) = (0, 0, 0, 0)
                        var source = (rows.first[y] * width + x) * 4
                        for tap in rows.offsets[y]..<rows.offsets[y + 1] {
                            let weight = rows.weights[tap]
                            sum.0 += input[source] * weight
                            sum.1 += input[source + 1] * weight
                            sum.2 += input[source + 2] * weight
                            sum.3 += input[source + 3] * weight
                            source += width * 4
                        }
                        let target = (y * width + x) * 4
                        let unpremultiply: Float = sum.3 > 0 ? 1 / sum.3 : 0
                        output.initializeElement(at: target, to: byte(sum.0 * unpremultiply))
                        output.initializeElement(at: target + 1, to: byte(sum.1 * unpremultiply))
                        output.initializeElement(at: target + 2, to: byte(sum.2 * unpremultiply))
                        output.initializeElement(at: target + 3, to: byte(sum.3))
                    }
                }
            }
            count = width * size.height * 4
        }
    }

    private static func byte(_ value: Float) -> UInt8 {
        UInt8(min(max(value.rounded(), 0), 255))
    }
}
