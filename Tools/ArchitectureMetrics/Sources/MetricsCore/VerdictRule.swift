import Foundation

/// The one rule every verdict of the comparison follows. A claim of the article is a set of orders between two
/// patterns on the measure named for its aspect ("MVC has more code in one file than VIPER"). Each order is tested on
/// paired differences — screen by screen (the seven screens are the units), or change by change for refactoring —
/// with the 95 % interval of their mean (Student's t, n − 1 degrees of freedom). An order holds when its interval
/// lies wholly above zero, and is reversed when wholly below. The claim is *backed* when every order holds,
/// *contradicted* when one is reversed, and else *no measurable difference*.
public enum VerdictRule {
    public enum Outcome: String, Sendable {
        case backed
        case contradicted
        case noDifference = "no measurable difference"
        /// No measure here can tell the claim (the verdict says why).
        case notTested = "not tested"
    }

    /// "`higher` has more of the measure than `lower`."
    public struct Order: Sendable, Equatable {
        public let higher: String
        public let lower: String

        public init(_ higher: String, over lower: String) {
            self.higher = higher
            self.lower = lower
        }
    }

    /// The mean of paired differences and its 95 % interval.
    public struct Interval: Sendable, Equatable {
        public let mean: Double
        public let low: Double
        public let high: Double
        public let count: Int

        /// Differences `values`, paired by unit; nil with fewer than two.
        public init?(differences values: [Double]) {
            guard values.count >= 2 else { return nil }
            let n = Double(values.count)
            let mean = values.reduce(0, +) / n
            let variance = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / (n - 1)
            let half = VerdictRule.t975(degrees: values.count - 1) * (variance / n).squareRoot()
            self.mean = mean
            low = mean - half
            high = mean + half
            count = values.count
        }
    }

    /// One order tested: its interval, and whether it holds, is reversed, or neither.
    public struct Test: Sendable, Equatable {
        public let order: Order
        public let interval: Interval

        public var holds: Bool { interval.low > 0 }
        public var reversed: Bool { interval.high < 0 }
    }

    public struct Verdict: Sendable, Equatable {
        public let outcome: Outcome
        public let tests: [Test]
        /// The test the outcome turns on: the weakest order that holds (backed), the clearest reversed one
        /// (contradicted), the one least clear of zero (no measurable difference).
        public let deciding: Test?
    }

    /// Judges `orders` on `values` (architecture → one value per unit, nil where a unit has none; units paired by
    /// position).
    public static func judge(_ orders: [Order], values: [String: [Double?]]) -> Verdict {
        let tests = orders.compactMap { order -> Test? in
            guard let higher = values[order.higher], let lower = values[order.lower] else { return nil }
            let differences = zip(higher, lower).compactMap { pair -> Double? in
                guard let a = pair.0, let b = pair.1 else { return nil }
                return a - b
            }
            return Interval(differences: differences).map { Test(order: order, interval: $0) }
        }
        guard tests.count == orders.count, !tests.isEmpty else {
            return Verdict(outcome: .notTested, tests: tests, deciding: nil)
        }
        if let reversed = tests.filter(\.reversed).min(by: { $0.interval.high < $1.interval.high }) {
            return Verdict(outcome: .contradicted, tests: tests, deciding: reversed)
        }
        if tests.allSatisfy(\.holds) {
            return Verdict(outcome: .backed, tests: tests, deciding: tests.min { $0.interval.low < $1.interval.low })
        }
        return Verdict(
            outcome: .noDifference, tests: tests,
            deciding: tests.filter { !$0.holds }.min { $0.interval.low < $1.interval.low })
    }

    /// The 97.5th percentile of Student's t with `degrees` degrees of freedom (two-sided 95 %).
    static func t975(degrees: Int) -> Double {
        let table: [Double] = [
            12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145, 2.131,
            2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
        ]
        guard degrees >= 1 else { return .infinity }
        return degrees <= table.count ? table[degrees - 1] : 1.960
    }
}
