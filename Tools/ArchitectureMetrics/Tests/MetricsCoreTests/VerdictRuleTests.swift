import Testing

@testable import MetricsCore

@Suite("VerdictRule")
struct VerdictRuleTests {
    @Test("takes the 95 % interval of the mean difference with Student's t")
    func interval() throws {
        // Mean 2, sample sd 1, n 4: 2 ± 3.182 × 0.5.
        let interval = try #require(VerdictRule.Interval(differences: [1, 2, 3, 2]))

        #expect(abs(interval.mean - 2) < 1e-9)
        #expect(abs(interval.low - (2 - 3.182 * (2.0 / 3.0).squareRoot() / 2)) < 1e-9)
        #expect(VerdictRule.Interval(differences: [1]) == nil)
    }

    static let orders = [VerdictRule.Order("VIPER", over: "MVC"), VerdictRule.Order("VIP", over: "MVC")]

    @Test("backs a claim when every order holds beyond the interval, and names the weakest")
    func backed() {
        let verdict = VerdictRule.judge(
            Self.orders, values: ["MVC": [1, 1, 1], "VIPER": [5, 6, 5], "VIP": [2, 3, 2.5]])

        #expect(verdict.outcome == .backed)
        #expect(verdict.deciding?.order == VerdictRule.Order("VIP", over: "MVC"))
    }

    @Test("contradicts a claim when one order is reversed beyond the interval")
    func contradicted() {
        let verdict = VerdictRule.judge(
            Self.orders, values: ["MVC": [4, 4, 4], "VIPER": [5, 6, 5], "VIP": [1, 2, 1.5]])

        #expect(verdict.outcome == .contradicted)
        #expect(verdict.deciding?.order == VerdictRule.Order("VIP", over: "MVC"))
    }

    @Test("finds no measurable difference when an order's interval covers zero")
    func noDifference() {
        let verdict = VerdictRule.judge(
            Self.orders, values: ["MVC": [1, 1, 1], "VIPER": [5, 6, 5], "VIP": [0, 3, 1]])

        #expect(verdict.outcome == .noDifference)
    }

    @Test("pairs values by unit and skips a unit one side lacks; too few units test nothing")
    func pairing() {
        let verdict = VerdictRule.judge(
            [VerdictRule.Order("B", over: "A")], values: ["A": [1, nil, 1], "B": [3, 9, nil]])

        #expect(verdict.outcome == .notTested)
    }
}
