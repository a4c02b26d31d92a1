import Testing

@testable import MetricsCore

@Suite("MutationStatistics")
struct MutationStatisticsTests {
    @Suite("Fisher's exact test, two-sided")
    struct Fisher {
        @Test("gives Fisher's lady tasting tea (3 of 4 cups right) p = 0.4857")
        func ladyTastingTea() {
            #expect(abs(MutationStatistics.fisherExact(3, 1, 1, 3) - 0.485_714_3) < 1e-6)
        }

        @Test("gives the textbook 2×2 table [[1, 9], [11, 3]] p = 0.002759, as R's fisher.test does")
        func textbookTable() {
            #expect(abs(MutationStatistics.fisherExact(1, 9, 11, 3) - 0.002_759_456) < 1e-8)
        }

        @Test("gives p = 1 for two identical scores")
        func identicalScores() {
            #expect(abs(MutationStatistics.fisherExact(80, 4, 80, 4) - 1) < 1e-9)
        }

        @Test("gives the same p whichever suite comes first")
        func symmetric() {
            #expect(
                abs(MutationStatistics.fisherExact(72, 12, 82, 2) - MutationStatistics.fisherExact(82, 2, 72, 12))
                    < 1e-12)
        }
    }

    @Suite("Holm's correction")
    struct Holm {
        @Test("multiplies the k-th smallest of m p-values by m − k + 1 and keeps their order")
        func textbook() {
            let adjusted = MutationStatistics.holm([0.01, 0.04, 0.03, 0.005])

            #expect(zip(adjusted, [0.03, 0.06, 0.06, 0.02]).allSatisfy { abs($0 - $1) < 1e-12 })
        }

        @Test("caps an adjusted p at 1")
        func capsAtOne() {
            #expect(MutationStatistics.holm([0.5, 0.9]) == [1, 1])
        }

        @Test("leaves a single comparison as it is")
        func singlePair() {
            #expect(MutationStatistics.holm([0.0096]) == [0.0096])
        }
    }
}
