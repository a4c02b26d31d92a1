/// For one axis, which source pixels make each destination pixel and how much each one counts.
///
/// Shrinking uses a box filter: a destination pixel averages the source pixels it covers, weighted by how much of
/// each it covers, so a photo reduced to a few dozen terminal cells keeps its tones instead of aliasing into noise.
/// Enlarging interpolates bilinearly between the two nearest source pixels, which stays smooth without ringing.
struct ResamplingWeights {
    /// The first source index that destination index `d` reads.
    private(set) var first: [Int] = []
    /// Destination `d` uses `weights[offsets[d]..<offsets[d + 1]]` for source indices `first[d]...`.
    private(set) var offsets: [Int] = [0]
    private(set) var weights: [Float] = []

    init(source: Int, destination: Int) {
        let scale = Double(source) / Double(destination)
        first.reserveCapacity(destination)
        for index in 0..<destination {
            if scale > 1 {
                appendBox(index, scale: scale, source: source)
            } else {
                appendBilinear(index, scale: scale, source: source)
            }
            offsets.append(weights.count)
        }
    }

    private mutating func appendBox(_ index: Int, scale: Double, source: Int) {
        let low = Double(index) * scale
        let high = min(low + scale, Double(source))
        let start = Int(low.rounded(.down))
        let end = max(start + 1, min(source, Int(high.rounded(.up))))
        first.append(start)
        for sourceIndex in start..<end {
            let covered = min(high, Double(sourceIndex + 1)) - max(low, Double(sourceIndex))
            weights.append(Float(max(0, covered) / scale))
        }
    }

    private mutating func appendBilinear(_ index: Int, scale: Double, source: Int) {
        // Pixel centres line up: destination centre d + 0.5 maps to source position (d + 0.5) * scale.
        let position = min(max((Double(index) + 0.5) * scale - 0.5, 0), Double(source - 1))
        let start = Int(position.rounded(.down))
        let fraction = Float(position - Double(start))
        first.append(start)
        weights.append(1 - fraction)
        if fraction > 0 {
            weights.append(fraction)
        }
    }
}

extension ResamplingWeights {
    /// The three tables as pointers, so the scaling loops pay no bounds checks or retains per tap. They live only
    /// as long as `body` runs.
    func withTables<Result>(
        _ body: (UnsafePointer<Int>, UnsafePointer<Int>, UnsafePointer<Float>) -> Result
    ) -> Result {
        first.withUnsafeBufferPointer { first in
            offsets.withUnsafeBufferPointer { offsets in
                weights.withUnsafeBufferPointer { weights in
                    body(first.baseAddress!, offsets.baseAddress!, weights.baseAddress!)
                }
            }
        }
    }

    /// For an opaque image: each weight times 255 (alpha · weight, as the general pass computes it), and for each
    /// destination index the sum of those, added in tap order: its premultiplied alpha.
    func opaqueTables() -> (weights: [Float], alphas: [Float]) {
        let scaled = weights.map { Float(255) * $0 }
        let alphas = (0..<first.count).map { index in
            scaled[offsets[index]..<offsets[index + 1]].reduce(Float(0), +)
        }
        return (scaled, alphas)
    }
}
