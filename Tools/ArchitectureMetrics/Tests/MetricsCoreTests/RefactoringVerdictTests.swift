import Testing

@testable import MetricsCore

@Suite("The refactoring verdict")
struct RefactoringVerdictTests {
    @Test("pairs the changes the article's four patterns all made, types touched per change, in order")
    func changes() {
        let (changes, values) = RefactoringReportTests.report(checkout: [2, 10, 14, 17]).refactoringValues

        #expect(
            changes == ["Favourites", "checkout codes", "the workshop's title", "the workshop's favourites filter"])
        #expect(values["VIPER"] == [6, 14, 3, 4])
    }

    @Test("leaves a change out until each of the article's four patterns made it")
    func partialRound() {
        let (changes, _) = RefactoringReportTests.report(filter: [1, 4, 4]).refactoringValues

        #expect(changes == ["Favourites", "the workshop's title"])
    }

    @Test("judges VIPER the worst by the one rule: backed only when it touched more beyond the interval")
    func rule() {
        let backed = RefactoringReportTests.report(
            favourites: [1, 2, 9, 8], title: [1, 2, 5, 3], filter: [1, 2, 6, 3], checkout: [2, 3, 14, 10])
        let mixed = RefactoringReportTests.report()

        #expect(backed.verdicts.last?.verdict.outcome == .backed)
        #expect(mixed.verdicts.last?.verdict.outcome == .noDifference)
        #expect(mixed.verdicts.last?.aspect.name == "refactoring")
    }
}
