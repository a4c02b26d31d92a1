import Foundation

/// The tests that say whether two mutation scores differ by more than the draw: Fisher's exact test on the 2×2 table
/// of killed and surviving mutants, and Holm's step-down correction for comparing many pairs at once.
public enum MutationStatistics {
    /// Fisher's exact test, two-sided, on the table [[a, b], [c, d]] (for mutation scores: a, b the first suite's
    /// killed and surviving mutants, c, d the second's). Given the margins, the first cell follows a hypergeometric
    /// law; the p-value sums the probabilities of every table no more likely than the one observed (as R's
    /// `fisher.test` does, with the same relative tolerance of 10⁻⁷ for ties).
    public static func fisherExact(_ a: Int, _ b: Int, _ c: Int, _ d: Int) -> Double {
        let rowOne = a + b
        let columnOne = a + c
        let total = a + b + c + d
        guard total > 0 else { return 1 }
        let low = max(0, columnOne - (total - rowOne))
        let high = min(rowOne, columnOne)
        func probability(_ x: Int) -> Double {
            exp(
                logChoose(columnOne, x) + logChoose(total - columnOne, rowOne - x) - logChoose(total, rowOne))
        }
        let observed = probability(a)
        var sum = 0.0
        for x in low...high {
            let p = probability(x)
            if p <= observed * (1 + 1e-7) { sum += p }
        }
        return min(1, sum)
    }

    /// Holm's step-down adjustment of `pValues` (in their order): the k-th smallest is multiplied by (m − k + 1),
    /// and no adjusted value is smaller than the one before it in that order, nor above 1. A pair differs at level α
    /// when its adjusted p is below α; the chance of any false difference among the m pairs then stays under α.
    public static func holm(_ pValues: [Double]) -> [Double] {
        let count = pValues.count
        let order = pValues.indices.sorted { pValues[$0] < pValues[$1] }
        var adjusted = Array(repeating: 1.0, count: count)
        var running = 0.0
        for (rank, index) in order.enumerated() {
            running = max(running, min(1, Double(count - rank) * pValues[index]))
            adjusted[index] = running
        }
        return adjusted
    }

    /// ln C(n, k).
    static func logChoose(_ n: Int, _ k: Int) -> Double {
        guard k >= 0, k <= n else { return -.infinity }
        return lgamma(Double(n + 1)) - lgamma(Double(k + 1)) - lgamma(Double(n - k + 1))
    }
}
