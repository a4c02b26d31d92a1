import MyCardsKit

/// At most `colors` colours that stand for an image's opaque pixels: the colour box holding them is split at the
/// median of its widest channel, the most populous box first, until there are enough boxes; each box gives its mean.
/// Pixels are then mapped to their nearest entry through a table of 32 levels per channel, filled as colours appear.
public struct MedianCutPalette: Sendable {
    public let colors: [RGBA]

    public init(image: RGBAImage, colors count: Int) {
        // A sample of at most about 64 k pixels is enough to place the cuts, and keeps a large photo fast.
        let total = image.size.width * image.size.height
        let step = max(1, total / 65_536)
        var samples: [UInt32] = []
        samples.reserveCapacity(total / step + 1)
        var offset = 0
        while offset < total {
            let byte = offset * 4
            if image.pixels[byte + 3] >= 128 {
                samples.append(
                    UInt32(image.pixels[byte]) << 16 | UInt32(image.pixels[byte + 1]) << 8
                        | UInt32(image.pixels[byte + 2]))
            }
            offset += step
        }
        colors = Self.cut(samples, into: max(1, count))
    }

    /// The palette index of every pixel, row by row; -1 for a transparent one.
    public func indices(of image: RGBAImage) -> [Int16] {
        var table = [Int16](repeating: -1, count: 32 * 32 * 32)
        var result = [Int16](repeating: -1, count: image.size.width * image.size.height)
        guard !colors.isEmpty else { return result }
        for pixel in result.indices {
            let byte = pixel * 4
            guard image.pixels[byte + 3] >= 128 else { continue }
            let red = image.pixels[byte]
            let green = image.pixels[byte + 1]
            let blue = image.pixels[byte + 2]
            let key = Int(red >> 3) << 10 | Int(green >> 3) << 5 | Int(blue >> 3)
            if table[key] < 0 { table[key] = nearest(red: red, green: green, blue: blue) }
            result[pixel] = table[key]
        }
        return result
    }

    private func nearest(red: UInt8, green: UInt8, blue: UInt8) -> Int16 {
        var best = 0
        var bestDistance = Int.max
        for (index, color) in colors.enumerated() {
            let dr = Int(color.red) - Int(red)
            let dg = Int(color.green) - Int(green)
            let db = Int(color.blue) - Int(blue)
            // Weighted as the eye weighs them (about 3 : 4 : 2): green differences show most.
            let distance = 3 * dr * dr + 4 * dg * dg + 2 * db * db
            if distance < bestDistance {
                bestDistance = distance
                best = index
            }
        }
        return Int16(best)
    }

    private static func cut(_ samples: [UInt32], into count: Int) -> [RGBA] {
        guard !samples.isEmpty else { return [] }
        var storage = samples
        // Each box as a range of `storage`, with its widest channel worked out once.
        var boxes = [(range: storage.indices, spread: spread(of: storage[...]))]
        while boxes.count < count {
            // The box with the most pixels that still has two different colours.
            guard
                let target = boxes.indices.filter({ boxes[$0].spread.range > 0 }).max(by: {
                    boxes[$0].range.count < boxes[$1].range.count
                })
            else { break }
            let box = boxes[target].range
            let middle = split(&storage, box: box, shift: boxes[target].spread.shift)
            boxes[target] = (box.lowerBound..<middle, spread(of: storage[box.lowerBound..<middle]))
            boxes.append((middle..<box.upperBound, spread(of: storage[middle..<box.upperBound])))
        }
        return boxes.map { mean(of: storage[$0.range]) }
    }

    /// Splits `box` of `storage` at the median of the channel at `shift` without sorting it: a histogram of the
    /// channel finds the median value, then the pixels below it are moved to the front. Returns where the upper half
    /// starts, never at either end (the box holds two different values of that channel).
    private static func split(_ storage: inout [UInt32], box: Range<Int>, shift: UInt32) -> Int {
        var histogram = [Int](repeating: 0, count: 256)
        for index in box { histogram[Int((storage[index] >> shift) & 0xFF)] += 1 }
        let low = histogram.firstIndex { $0 > 0 } ?? 0
        let high = histogram.lastIndex { $0 > 0 } ?? 255
        // The upper half starts at the first value with half the box below it, kept within (low, high].
        var threshold = low + 1
        var below = histogram[low]
        while threshold < high && below < box.count / 2 {
            below += histogram[threshold]
            threshold += 1
        }
        let value = UInt32(threshold)
        return storage[box].partition { ($0 >> shift) & 0xFF >= value }
    }

    /// The widest channel of a box (its bit shift in a packed pixel) and its range.
    private static func spread(of box: ArraySlice<UInt32>) -> (shift: UInt32, range: UInt32) {
        var low: [UInt32] = [255, 255, 255]
        var high: [UInt32] = [0, 0, 0]
        for pixel in box {
            for channel in 0..<3 {
                let value = (pixel >> UInt32(16 - 8 * channel)) & 0xFF
                low[channel] = min(low[channel], value)
                high[channel] = max(high[channel], value)
            }
        }
        let ranges = (0..<3).map { high[$0] - low[$0] }
        let widest = ranges.indices.max { ranges[$0] < ranges[$1] } ?? 0
        return (UInt32(16 - 8 * widest), ranges[widest])
    }

    private static func mean(of box: ArraySlice<UInt32>) -> RGBA {
        var sums: [Int] = [0, 0, 0]
        for pixel in box {
            sums[0] += Int(pixel >> 16 & 0xFF)
            sums[1] += Int(pixel >> 8 & 0xFF)
            sums[2] += Int(pixel & 0xFF)
        }
        let count = max(1, box.count)
        return RGBA(
            red: UInt8((sums[0] + count / 2) / count), green: UInt8((sums[1] + count / 2) / count),
            blue: UInt8((sums[2] + count / 2) / count))
    }
}
