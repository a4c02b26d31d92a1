import Foundation

extension ComparisonReport {
    /// The page's first section: each of the article's claims, our verdict by the one rule, the figure it rests on,
    /// the interval of the difference it turns on, and what it cannot tell.
    var answerSection: String {
        guard Self.article.allSatisfy({ measures[$0] != nil }) else {
            return "## The answer\n\nNot measured: the verdicts need all four of the article's patterns.\n"
        }
        var out = "## The answer\n\n"
        out += "The claims of swifting.io's [Architecture Wars – A New Hope]"
        out += "(https://swifting.io/blog/2016/09/07/architecture-wars-a-new-hope/) about MVC, MVVM, VIPER and VIP, "
        out += "tested on this app's five builds (TEA measured beside them, never judged). The figure is the mean per "
        out += "screen (per change for refactoring); the interval is the 95 % interval of the difference the verdict "
        out += "turns on.\n\n"
        out += "| aspect | the article | verdict | the figure it rests on | deciding difference, 95 % interval "
        out += "| caveat |\n| --- | --- | --- | --- | --- | --- |\n"
        for (aspect, verdict) in verdicts {
            let values = aspect.name == "refactoring" ? refactoringValues.values : values(of: aspect)
            out += "| **\(aspect.name)** | \(aspect.claim) | **\(verdict.outcome.rawValue)** | "
            out += aspect.measure + ": " + figures(values, aspect.format) + " | "
            out += verdict.deciding.map { Self.describe($0, aspect.format) } ?? "—"
            out += " | " + caveat(of: aspect) + " |\n"
            if aspect.name == "collaboration" {
                out += "| **reusability** | \(Self.reusabilityClaim) | **\(VerdictRule.Outcome.notTested.rawValue)** "
                out += "| — | — | \(Self.reusabilityReason) |\n"
            }
        }
        out += "\n**The rule, for every row:** each claim is a set of orders between two patterns on the measure named "
        out += "for its aspect. An order is tested on the differences between the two, screen by screen (change by "
        out += "change for refactoring): it holds when the 95 % interval of their mean (Student's t) lies wholly on "
        out += "the claimed side of zero, and is reversed when wholly on the other. **Backed**: every order holds; "
        out += "**contradicted**: one is reversed; else **no measurable difference**. The orders, their intervals "
        out += "and the screens' values are in [the verdicts' measures](#the-verdicts-measures-screen-by-screen).\n"
        return out
    }

    /// "MVC 1.0 · MVVM 2.1 · VIPER 4.3 · VIP 5.6 (TEA 3.1)": the mean of each architecture, TEA apart.
    func figures(_ values: [String: [Double?]], _ format: @escaping (Double) -> String) -> String {
        let cell = { (name: String) in "\(name) " + (values[name].flatMap(Self.mean).map(format) ?? "—") }
        let judged = sources.map(\.name).filter(Self.article.contains).map(cell).joined(separator: " · ")
        let others = sources.map(\.name).filter { !Self.article.contains($0) }.map(cell)
        return others.isEmpty ? judged : judged + " (" + others.joined(separator: ", ") + ")"
    }

    /// "VIPER − MVC: +2.1 (+1.4 to +2.8)".
    static func describe(_ test: VerdictRule.Test, _ format: (Double) -> String) -> String {
        func signed(_ value: Double) -> String { (value >= 0 ? "+" : "−") + format(abs(value)) }
        let interval = test.interval
        return "\(test.order.higher) − \(test.order.lower): \(signed(interval.mean)) "
            + "(\(signed(interval.low)) to \(signed(interval.high)))"
    }

    /// An aspect's caveat; data flow's says where the coupling measures and the trace disagree with it.
    func caveat(of aspect: Aspect) -> String {
        guard aspect.name == "data flow" else { return aspect.caveat }
        let cost = Self.article.compactMap { name in
            measures[name].map { "\(name) \(String(format: "%.2f", $0.coupling().propagationCost))" }
        }
        let largest = Self.article.compactMap { name in
            measures[name].map { "\(name) \($0.coupling().cycles.first?.count ?? 0)" }
        }
        var text = "MVC's screen is one role, so flow inside a controller makes no pair; read among the screens' "
        text += "roles (wiring in `App/` aside). One-way data is not low coupling: propagation cost "
        text += cost.joined(separator: ", ")
        text += "; largest dependency cycle (roles) " + largest.joined(separator: ", ")
        let traced = Self.article.compactMap { name -> String? in
            guard let trace = traces.first(where: { $0.name == name }), let graph = roleGraphs[name] else { return nil }
            let pairs = trace.twoWayPairs.filter { pair in
                pair.components(separatedBy: " ⇄ ").allSatisfy(graph.roles.contains)
            }
            return "\(name) \(pairs.count)"
        }
        if !traced.isEmpty {
            text +=
                "; the fixed journey's trace, whose answers are no calls, shows role pairs calling both ways: "
                + traced.joined(separator: ", ")
        }
        return text
    }
}
