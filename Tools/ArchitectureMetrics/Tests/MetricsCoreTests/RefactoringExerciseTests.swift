import Foundation
import Testing

@testable import MetricsCore

@Suite("RefactoringExercise")
struct RefactoringExerciseTests {
    static let json = """
        {"shared": {"commit": "abc1234", "files": 27, "added": 468, "removed": 22},
         "architectures": {"MVVM": {"commit": "def5678", "elsewhere": [],
           "sources": {"files": ["CardDetails/CardDetailsViewController.swift", "CardDetails/CardDetailsViewModel.swift"],
                       "added": 25, "removed": 3},
           "tests": {"files": ["CardDetails/CardDetailsViewModelFavouriteSpec.swift"], "added": 92, "removed": 0}}}}
        """

    static func read(_ text: String) throws -> RefactoringExercise? {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("refactoring-\(UUID()).json")
        try Data(text.utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        return RefactoringExercise.read(url)
    }

    static let checkoutJSON = """
        {"shared": {"commit": "abc1234", "files": 27, "added": 468, "removed": 22}, "architectures": {},
         "checkoutCodes": {"shared": {"commits": ["a1", "b2"], "files": 70, "added": 2659, "removed": 288},
           "architectures": {"VIP": {"commit": "5b87fcf", "elsewhere": [],
             "sources": {"files": ["Code/CodeRouter.swift", "Code/CodePresenter.swift"], "added": 253, "removed": 13,
                         "roles": ["CodeRouter", "CodePresenter", "EditCard"]},
             "tests": {"files": ["Code/CodeSceneSpec.swift"], "added": 303, "removed": 11}}}}}
        """

    @Test("reads the checkout codes change per architecture, with its shared commits")
    func readsCheckoutCodes() throws {
        let exercise = try #require(try Self.read(Self.checkoutJSON))

        #expect(exercise.checkoutShared.commits == ["a1", "b2"])
        #expect(exercise.checkoutShared.added == 2659)
        #expect(RefactoringExercise.commitSummary(exercise.checkoutCodes["VIP"]) == "2 files / 3 types, +253 −13")
        #expect(RefactoringExercise.commitTestSummary(exercise.checkoutCodes["VIP"]) == "1 file, +303 −11")
        #expect(RefactoringExercise.commitSummary(exercise.checkoutCodes["MVC"]) == "not done yet")
    }

    @Test("reads the async/await refactoring per architecture, with its shared commits")
    func readsAsyncAwait() throws {
        let json = Self.checkoutJSON.replacingOccurrences(of: #""checkoutCodes":"#, with: #""asyncAwait":"#)

        let exercise = try #require(try Self.read(json))

        #expect(exercise.asyncShared.commits == ["a1", "b2"])
        #expect(RefactoringExercise.commitSummary(exercise.asyncAwait["VIP"]) == "2 files / 3 types, +253 −13")
        #expect(RefactoringExercise.commitSummary(exercise.asyncAwait["MVC"]) == "not done yet")
        #expect(exercise.checkoutCodes.isEmpty)
    }

    @Test("reads the follow-up commits counted with a change, and none from a file that predates them")
    func readsFollowUps() throws {
        let json = Self.checkoutJSON.replacingOccurrences(
            of: #""commit": "5b87fcf", "elsewhere": [],"#,
            with: #""commit": "5b87fcf", "elsewhere": [], "followUps": ["112f340"],"#)

        let exercise = try #require(try Self.read(json))
        let older = try #require(try Self.read(Self.checkoutJSON))

        #expect(exercise.checkoutCodes["VIP"]?.followUps == ["112f340"])
        #expect(RefactoringExercise.commits(exercise.checkoutCodes["VIP"]) == "`5b87fcf` + follow-up `112f340`")
        #expect(RefactoringExercise.commits(older.checkoutCodes["VIP"]) == "`5b87fcf`")
    }

    @Test("reads a workshop round's suite changes and the exercise's own tests")
    func readsWorkshopTests() throws {
        let json = """
            {"shared": {"commit": "abc1234", "files": 1, "added": 1, "removed": 0}, "architectures": {},
             "workshop": {"TEA": {"files": ["Cards/CardsReducer.swift"], "added": 4, "removed": 0,
               "roles": ["CardsReducer"],
               "tests": {"files": ["App/AppHostSpec.swift", "Cards/CardsReducerSpec.swift"], "added": 22, "removed": 6},
               "exerciseTests": {"files": ["Exercise9TEA.swift"], "added": 43, "removed": 0}}}}
            """

        let exercise = try #require(try Self.read(json))

        #expect(
            RefactoringExercise.workshopTestSummary(exercise.workshop["TEA"])
                == "2 files, +22 −6; the exercise's own: 1 file, 43 lines")
    }

    @Test("says a workshop solution that leaves the suite alone changes none of its tests")
    func workshopWithoutSuiteChanges() {
        let change = RefactoringExercise.Change(
            files: ["Cards/CardsViewController.swift"], added: 1, removed: 0, types: ["CardsViewController"],
            tests: .init(files: [], added: 0, removed: 0), exerciseTests: nil)

        #expect(RefactoringExercise.workshopTestSummary(change) == "none")
    }

    @Test("sums up an architecture's source change as files and lines")
    func summarisesSources() throws {
        let exercise = try #require(try Self.read(Self.json))

        #expect(exercise.sourceSummary(of: "MVVM") == "2 files, +25 −3")
    }

    @Test("names the files the change touched, without folders")
    func namesRoles() throws {
        let exercise = try #require(try Self.read(Self.json))

        #expect(exercise.roles(of: "MVVM") == "CardDetailsViewController, CardDetailsViewModel")
    }

    @Test("says an architecture without its commit is not done yet")
    func missingArchitecture() throws {
        let exercise = try #require(try Self.read(Self.json))

        #expect(exercise.testSummary(of: "VIP") == "not done yet")
    }

    @Test("reads nothing from a file that is not the exercise's")
    func refusesOtherJSON() throws {
        #expect(try Self.read("{\"commit\": \"x\"}") == nil)
    }

    @Test("reads the types each change touched and the workshop's second change")
    func readsTypesAndWorkshop() throws {
        let json = """
            {"shared": {"commit": "abc1234", "files": 1, "added": 1, "removed": 0},
             "architectures": {"MVC": {"commit": "def5678",
               "sources": {"files": ["Cards/CardsViewController.swift"], "added": 2, "removed": 0,
                           "roles": ["CardsViewController"]},
               "tests": {"files": [], "added": 0, "removed": 0}}},
             "workshop": {"MVC": {"files": ["Cards/CardsViewController.swift"], "added": 1, "removed": 0,
                                  "roles": ["CardsViewController"]}}}
            """

        let exercise = try #require(try Self.read(json))

        #expect(exercise.architectures["MVC"]?.sources.types == ["CardsViewController"])
        #expect(exercise.workshop["MVC"]?.added == 1)
    }

    @Test("reads the workshop's second round, the favourites filter, as a further change")
    func readsWorkshopFilter() throws {
        let json = """
            {"shared": {"commit": "abc1234", "files": 1, "added": 1, "removed": 0},
             "architectures": {},
             "workshopFilter": {"MVVM": {"files": ["Cards/CardsViewController.swift", "Cards/CardsViewModel.swift"],
                                         "added": 27, "removed": 1,
                                         "roles": ["CardsViewController", "CardsViewModel", "CardsViewModelInputs"]}}}
            """

        let exercise = try #require(try Self.read(json))

        #expect(
            exercise.workshopFilter["MVVM"]
                == RefactoringExercise.Change(
                    files: ["Cards/CardsViewController.swift", "Cards/CardsViewModel.swift"], added: 27, removed: 1,
                    types: ["CardsViewController", "CardsViewModel", "CardsViewModelInputs"]))
    }

    @Test("reads a Refactoring.json from before the favourites filter as one without it")
    func readsWithoutWorkshopFilter() throws {
        let exercise = try #require(try Self.read(Self.json))

        #expect(exercise.workshopFilter.isEmpty)
    }

    @Test("sums up a workshop round's change as files, types and lines")
    func summarisesWorkshopChange() {
        let change = RefactoringExercise.Change(
            files: ["Cards/CardsContract.swift", "Cards/CardsPresenter.swift"], added: 21, removed: 2,
            types: ["CardsPresenter", "CardsViewInput", "CardsViewOutput"])

        #expect(RefactoringExercise.workshopSummary(change) == "2 files / 3 types, +21 −2")
    }

    @Test("says a workshop round an architecture has no patch for is not measured")
    func workshopChangeNotMeasured() {
        #expect(RefactoringExercise.workshopSummary(nil) == "not measured")
    }
}
