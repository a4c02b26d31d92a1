import Foundation
import Testing

@testable import MetricsCore

@Suite("The workshop's rounds three and four in the comparison")
struct RefactoringWorkshopRoundsTests {
    static let navigationRow =
        "| **fifth change**: workshop round three, navigation (`c` opens the Code screen through the pattern's "
        + "navigation owner), files / types touched, lines +/− "
    static let asyncRow =
        "| **sixth change**: workshop round four, async (Esc stops a download; the pattern's owner of the download's "
        + "task cancels it), files / types touched, lines +/− "

    @Suite("when Refactoring.json is read")
    struct Reading {
        static let json = """
            {"shared": {"commit": "abc1234", "files": 1, "added": 1, "removed": 0}, "architectures": {},
             "workshopNavigation": {
               "MVC": {"files": ["Cards/CardsViewController.swift"], "added": 7, "removed": 0,
                       "roles": ["CardsViewController"], "tests": {"files": [], "added": 0, "removed": 0},
                       "exerciseTests": {"files": ["Exercise11MVC.swift"], "added": 90, "removed": 0}},
               "TEA": {"files": ["App/AppReducer.swift", "Cards/CardsReducer.swift"], "added": 5, "removed": 0,
                       "roles": ["AppReducer", "CardsReducer"]}},
             "workshopAsync": {
               "MVC": {"files": ["Cards/CardsViewController.swift"], "added": 14, "removed": 1,
                       "roles": ["CardsViewController"]},
               "VIP": {"added": 3}}}
            """

        @Test("reads round three per architecture, as a workshop change")
        func readsNavigation() throws {
            let exercise = try #require(try RefactoringExerciseTests.read(Self.json))

            #expect(
                exercise.workshopNavigation["TEA"]
                    == RefactoringExercise.Change(
                        files: ["App/AppReducer.swift", "Cards/CardsReducer.swift"], added: 5, removed: 0,
                        types: ["AppReducer", "CardsReducer"]))
        }

        @Test("reads round three's exercise tests beside the suite's")
        func readsNavigationTests() throws {
            let exercise = try #require(try RefactoringExerciseTests.read(Self.json))

            #expect(
                RefactoringExercise.workshopTestSummary(exercise.workshopNavigation["MVC"])
                    == "none; the exercise's own: 1 file, 90 lines")
        }

        @Test("reads round four per architecture, as a workshop change")
        func readsAsync() throws {
            let exercise = try #require(try RefactoringExerciseTests.read(Self.json))

            #expect(RefactoringExercise.workshopSummary(exercise.workshopAsync["MVC"]) == "1 file / 1 type, +14 −1")
        }

        @Test("says an architecture missing from a round is not measured")
        func missingArchitecture() throws {
            let exercise = try #require(try RefactoringExerciseTests.read(Self.json))

            #expect(RefactoringExercise.workshopSummary(exercise.workshopNavigation["VIPER"]) == "not measured")
        }

        @Test("leaves out an entry that is no change, so it is not measured either")
        func entryWithoutFiles() throws {
            let exercise = try #require(try RefactoringExerciseTests.read(Self.json))

            #expect(exercise.workshopAsync["VIP"] == nil)
        }

        @Test("reads a Refactoring.json without the rounds' keys as one with neither round")
        func missingKeys() throws {
            let exercise = try #require(try RefactoringExerciseTests.read(RefactoringExerciseTests.json))

            #expect(exercise.workshopNavigation.isEmpty && exercise.workshopAsync.isEmpty)
        }

        @Test("tells apart two readings that differ in round four only")
        func equality() throws {
            let exercise = try #require(try RefactoringExerciseTests.read(Self.json))
            var other = exercise
            other.workshopAsync = [:]

            #expect(exercise != other)
        }
    }

    @Suite("when the refactoring table is written")
    struct Table {
        @Test("shows round three as the fifth change with each architecture's counts")
        func navigationRow() {
            let section = RefactoringReportTests.report(navigation: [1, 2, 3, 2]).refactoringSection

            #expect(
                section.contains(
                    RefactoringWorkshopRoundsTests.navigationRow
                        + "| 1 file / 1 type, +10 −1 | 1 file / 2 types, +10 −1 | 1 file / 3 types, +10 −1 "
                        + "| 1 file / 2 types, +10 −1 |\n"))
        }

        @Test("says round four is not measured for an architecture whose solution is not counted yet")
        func asyncRowWithOneMissing() {
            let section = RefactoringReportTests.report(async: [1, 2, 3]).refactoringSection

            #expect(
                section.contains(
                    RefactoringWorkshopRoundsTests.asyncRow
                        + "| 1 file / 1 type, +10 −1 | 1 file / 2 types, +10 −1 | 1 file / 3 types, +10 −1 "
                        + "| not measured |\n"))
        }

        @Test("says both rounds are not measured where Refactoring.json has neither")
        func bothMissing() {
            let section = RefactoringReportTests.report().refactoringSection

            #expect(section.contains(RefactoringWorkshopRoundsTests.navigationRow + "| not measured | not measured |"))
            #expect(section.contains(RefactoringWorkshopRoundsTests.asyncRow + "| not measured | not measured |"))
        }

        @Test("shows a round's tests as not measured for an architecture without the round")
        func testsRowNotMeasured() throws {
            let report = RefactoringReportTests.report(navigation: [1, 2, 3])
            var exercise = try #require(report.refactoring)
            for name in ["MVC", "MVVM", "VIPER"] {
                exercise.workshopNavigation[name]?.tests = .init(files: [], added: 0, removed: 0)
            }
            let section = ComparisonReport(
                sources: report.sources, tests: [], shared: [], traces: [], unitCoverage: nil, mutationScores: nil,
                refactoring: exercise
            ).refactoringSection

            #expect(section.contains("| none | none | none | not measured |\n| **sixth change**"))
        }

        @Test("states the counting rules once, the not-measured rule with them")
        func rulesOnce() {
            let section = RefactoringReportTests.report(navigation: [1, 2, 3, 2]).refactoringSection

            #expect(section.components(separatedBy: "How the changes are counted").count == 2)
            #expect(section.contains("is \"not measured\" until `make refactoring`"))
        }

        @Test("says what the navigation row and the cancellation row alone can show")
        func firstOfTheirKind() {
            let section = RefactoringReportTests.report().refactoringSection

            #expect(section.contains("Round three is the first change counted here that is navigation"))
            #expect(section.contains("Round four is the first that is cancellation"))
        }
    }

    @Suite("when the refactoring verdict pairs the changes")
    struct Verdict {
        @Test("counts rounds three and four once the article's four patterns all have them")
        func bothRoundsJoin() {
            let report = RefactoringReportTests.report(navigation: [1, 2, 3, 2], async: [1, 3, 4, 5])

            #expect(
                report.refactoringValues.changes.suffix(2) == [
                    "the workshop's navigation (`c` opens the Code screen)", "the workshop's download stop (Esc)",
                ])
            #expect(report.refactoringValues.values["VIP"]?.suffix(2) == [2, 5])
        }

        @Test("leaves a round out while one of the four is not measured, and names it under the table")
        func pendingRound() {
            let report = RefactoringReportTests.report(navigation: [1, 2, 3, 2], async: [1, 3, 4])

            #expect(!report.refactoringValues.changes.contains("the workshop's download stop (Esc)"))
            #expect(
                report.refactoringPendingNote.contains("the workshop's download stop (Esc), not measured for VIP"))
        }

        @Test("writes no pending note once every change is measured by all four")
        func nothingPending() {
            let report = RefactoringReportTests.report(navigation: [1, 2, 3, 2], async: [1, 3, 4, 5])

            #expect(report.refactoringPendingNote.isEmpty)
        }
    }
}
