import Foundation
import Testing

@testable import MetricsCore

@Suite("MutationScores")
struct MutationScoresTests {
    @Test("gives the 95 % Wilson interval of a kill rate")
    func wilson() {
        let (low, high) = MutationScores.wilson(killed: 75, total: 84)

        #expect(abs(low - 0.809) < 0.005)
        #expect(abs(high - 0.944) < 0.005)
    }

    @Test("finds no measurable difference where the intervals overlap, and names one where they do not")
    func differences() {
        let scores = MutationScores(
            commit: "c",
            scores: [
                "A": .init(killed: 80, total: 84, survivors: []), "B": .init(killed: 76, total: 84, survivors: []),
                "C": .init(killed: 50, total: 84, survivors: []),
            ])

        #expect(scores.measurableDifferences(among: ["A", "B"]).isEmpty)
        #expect(scores.measurableDifferences(among: ["A", "C"]) == ["A above C"])
    }
}
