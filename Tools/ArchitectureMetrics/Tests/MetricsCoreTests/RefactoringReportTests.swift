import Foundation
import Testing

@testable import MetricsCore

@Suite("The comparison's refactoring exercise, with the workshop's rounds")
struct RefactoringReportTests {
    /// A change touching `count` types: "T1", "T2", ….
    static func change(types count: Int, added: Int = 10) -> RefactoringExercise.Change {
        RefactoringExercise.Change(
            files: ["Cards/CardsViewController.swift"], added: added, removed: 1,
            types: (1...count).map { "T\($0)" })
    }

    /// Types touched per architecture, in the order MVC, MVVM, VIPER, VIP; fewer counts leave the last ones out.
    static func round(_ counts: [Int]) -> [String: RefactoringExercise.Change] {
        Dictionary(uniqueKeysWithValues: zip(["MVC", "MVVM", "VIPER", "VIP"], counts.map { change(types: $0) }))
    }

    static func report(
        favourites: [Int] = [1, 2, 6, 8], title: [Int]? = [1, 3, 3, 3], filter: [Int]? = [1, 4, 4, 5],
        checkout: [Int]? = nil, navigation: [Int]? = nil, async: [Int]? = nil
    ) -> ComparisonReport {
        var exercise = RefactoringExercise(
            sharedCommit: "abc1234", sharedFiles: 27, sharedAdded: 468,
            architectures: round(favourites).mapValues {
                RefactoringExercise.Architecture(commit: "def5678", sources: $0, tests: change(types: 1))
            })
        exercise.workshop = title.map(round) ?? [:]
        exercise.workshopFilter = filter.map(round) ?? [:]
        exercise.workshopNavigation = navigation.map(round) ?? [:]
        exercise.workshopAsync = async.map(round) ?? [:]
        exercise.checkoutCodes = (checkout.map(round) ?? [:]).mapValues {
            RefactoringExercise.Architecture(commit: "c0ffee1", sources: $0, tests: change(types: 1))
        }
        return ComparisonReport(
            sources: ["MVC", "MVVM", "VIPER", "VIP"].map { FolderMetrics(name: $0, files: [:]) }, tests: [], shared: [],
            traces: [], unitCoverage: nil, mutationScores: nil, refactoring: exercise)
    }

    @Test("shows checkout codes as the second change, with their counts and commit, once measured")
    func checkoutRow() {
        let section = Self.report(checkout: [2, 10, 14, 17]).refactoringSection

        #expect(section.contains("| 1 file / 17 types, +10 −1 |\n"))
        #expect(section.contains("| its commits counted | `c0ffee1` | `c0ffee1` | `c0ffee1` | `c0ffee1` |\n"))
    }

    @Test("shows checkout codes' tests in a row of their own")
    func checkoutTestsRow() {
        let section = Self.report(checkout: [2, 10, 14, 17]).refactoringSection

        #expect(
            section.contains(
                "| its tests: test files touched, lines +/− | 1 file, +10 −1 | 1 file, +10 −1 | 1 file, +10 −1 "
                    + "| 1 file, +10 −1 |\n"))
    }

    @Test("names the follow-up commits counted with a change beside its own")
    func followUpsInCommitRow() {
        var architectures = Self.round([1, 2, 6, 8]).mapValues {
            RefactoringExercise.Architecture(commit: "def5678", sources: $0, tests: Self.change(types: 1))
        }
        architectures["VIP"]?.followUps = ["60485ab", "a76fbe7"]
        let exercise = RefactoringExercise(
            sharedCommit: "abc1234", sharedFiles: 27, sharedAdded: 468, architectures: architectures)
        let report = ComparisonReport(
            sources: Self.report().sources, tests: [], shared: [], traces: [], unitCoverage: nil, mutationScores: nil,
            refactoring: exercise)

        #expect(
            report.refactoringSection.contains(
                "| commits counted | `def5678` | `def5678` | `def5678` | `def5678` + follow-ups `60485ab`, `a76fbe7` |")
        )
    }

    @Test("shows each workshop round's tests in a row of their own, the exercise's given tests apart")
    func workshopTestsRow() {
        var report = Self.report()
        guard var exercise = report.refactoring else { return }
        for name in ["MVC", "MVVM", "VIPER", "VIP"] {
            exercise.workshop[name]?.tests = .init(files: ["Cards/CardsSpec.swift"], added: 22, removed: 6)
            exercise.workshop[name]?.exerciseTests = .init(files: ["Exercise9TEA.swift"], added: 43, removed: 0)
        }
        report = ComparisonReport(
            sources: report.sources, tests: [], shared: [], traces: [], unitCoverage: nil, mutationScores: nil,
            refactoring: exercise)

        #expect(
            report.refactoringSection.contains(
                "| its tests: the solution's changes to the suite; the exercise's own | 1 file, +22 −6; the "
                    + "exercise's own: 1 file, 43 lines |"))
    }

    @Test("states once how types, tests and follow-ups are counted")
    func statesCountingRules() {
        let section = Self.report().refactoringSection

        #expect(section.contains("a type appended after another counts as itself"))
        #expect(section.contains("it changes a file of that architecture the change changed"))
    }

    @Test("shows the favourites filter as a fourth change in the exercise's table")
    func tableRow() {
        let section = Self.report().refactoringSection

        #expect(
            section.contains(
                "| **fourth change**: workshop round two, the favourites filter (`f`), files / types touched, lines +/− "
                    + "| 1 file / 1 type, +10 −1 | 1 file / 4 types, +10 −1 | 1 file / 4 types, +10 −1 "
                    + "| 1 file / 5 types, +10 −1 |\n"))
    }

    @Test("says the favourites filter is not measured where Refactoring.json has no such round")
    func tableRowNotMeasured() {
        let section = Self.report(filter: nil).refactoringSection

        #expect(
            section.contains(
                "| **fourth change**: workshop round two, the favourites filter (`f`), files / types touched, lines +/− "
                    + "| not measured | not measured | not measured | not measured |\n"))
    }
}
