import Foundation

/// Docs/Anchors.md: our five beside public multi-architecture projects, pattern by pattern, measured by one adapter
/// (AnchorFigures), and where ours and the anchors disagree.
public struct AnchorReport: Sendable {
    public struct Measured: Sendable, Equatable {
        public let variant: AnchorVariant
        /// The commit measured (short), or a sentence saying it is unknown.
        public let commit: String
        public let figures: AnchorFigures

        public init(variant: AnchorVariant, commit: String, figures: AnchorFigures) {
            self.variant = variant
            self.commit = commit
            self.figures = figures
        }
    }

    public let ours: [Measured]
    public let anchors: [Measured]
    /// Repositories named in the catalogue that were not found under DIR.
    public let missing: [String]

    public init(ours: [Measured], anchors: [Measured], missing: [String]) {
        self.ours = ours
        self.anchors = anchors
        self.missing = missing
    }

    /// A measure the page compares: its name and its value for a variant (nil where it means nothing).
    struct Measure: Sendable {
        let name: String
        let value: @Sendable (Measured) -> Double?
        let format: String
    }

    /// The size-free measures: per screen, per role or a share, so that a one-screen app and a seven-screen one
    /// can be set side by side.
    static let measures: [Measure] = [
        Measure(name: "files per screen", value: { perScreen($0, $0.figures.files) }, format: "%.1f"),
        Measure(name: "code lines per screen", value: { perScreen($0, $0.figures.codeLines) }, format: "%.0f"),
        Measure(name: "roles per screen", value: { perScreen($0, $0.figures.roles) }, format: "%.1f"),
        Measure(
            name: "contracts (protocols) per role", value: { ratio($0.figures.contracts, $0.figures.roles) },
            format: "%.2f"),
        Measure(
            name: "data carriers per role", value: { ratio($0.figures.carriers, $0.figures.roles) }, format: "%.2f"),
        Measure(name: "mean instability", value: { $0.figures.coupling.meanInstability }, format: "%.2f"),
        Measure(
            name: "propagation cost",
            value: { $0.figures.coupling.edges == 0 ? nil : $0.figures.coupling.propagationCost },
            format: "%.2f"),
        Measure(
            name: "complexity per screen (summed)", value: { perScreen($0, $0.figures.complexity) }, format: "%.0f"),
        Measure(name: "unit tests per role", value: { ratio($0.figures.tests, $0.figures.roles) }, format: "%.1f"),
        Measure(
            name: "assertions per test", value: { ratio($0.figures.assertions, $0.figures.tests) }, format: "%.1f"),
    ]

    static func perScreen(_ measured: Measured, _ count: Int) -> Double? {
        measured.variant.screens > 0 ? Double(count) / Double(measured.variant.screens) : nil
    }

    /// nil when the denominator is zero (no tests: no assertions per test).
    static func ratio(_ count: Int, _ per: Int) -> Double? {
        per > 0 ? Double(count) / Double(per) : nil
    }

    /// Where ours lies against the anchors of its pattern on each measure: within their range, above every one or
    /// below every one. Measures an anchor cannot give (no tests, no roles) are left out of its range.
    static func disagreements(ours: Measured, anchors: [Measured]) -> (agree: [String], disagree: [String]) {
        var agree: [String] = []
        var disagree: [String] = []
        for measure in measures {
            guard let value = measure.value(ours) else { continue }
            let range = anchors.compactMap(measure.value)
            guard let low = range.min(), let high = range.max() else { continue }
            let shown = { (number: Double) in String(format: measure.format, number) }
            // Compared as printed: a difference the page cannot show is none.
            let printed = { (number: Double) in Double(shown(number)) ?? number }
            let span = printed(low) == printed(high) ? shown(low) : "\(shown(low))–\(shown(high))"
            if printed(value) > printed(high) || printed(value) < printed(low) {
                let side = printed(value) > printed(high) ? "above" : "below"
                disagree.append("\(measure.name): ours \(shown(value)), \(side) the anchors' \(span)")
            } else {
                agree.append(measure.name)
            }
        }
        return (agree, disagree)
    }

    /// The pairs of patterns two sets of variants order differently on a measure ("VIPER < VIP in ours, > in
    /// theirs"), and how many pairs both order strictly (a tie on either side orders nothing). Each side's value
    /// for a pattern is the median of its variants of that pattern.
    static func orderDifferences(_ mine: [Measured], _ theirs: [Measured], measure: Measure)
        -> (compared: Int, opposite: [String])
    {
        func medians(_ measured: [Measured]) -> [String: Double] {
            Dictionary(grouping: measured, by: \.variant.pattern).compactMapValues { group in
                let values = group.compactMap(measure.value).sorted()
                guard !values.isEmpty else { return nil }
                let middle = values.count / 2
                return values.count % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2
            }
        }
        let a = medians(mine)
        let b = medians(theirs)
        let shared = AnchorCatalogue.patterns.filter { a[$0] != nil && b[$0] != nil }
        var compared = 0
        var opposite: [String] = []
        for (index, first) in shared.enumerated() {
            for second in shared.dropFirst(index + 1) {
                guard let a1 = a[first], let a2 = a[second], let b1 = b[first], let b2 = b[second],
                    a1 != a2, b1 != b2
                else { continue }
                compared += 1
                if (a1 < a2) != (b1 < b2) {
                    let sign = { (less: Bool) in less ? "<" : ">" }
                    opposite.append("\(first) \(sign(a1 < a2)) \(second) in ours, \(sign(b1 < b2)) in theirs")
                }
            }
        }
        return (compared, opposite)
    }
}
