import Testing

@testable import MetricsCore

@Suite("The comparison's mutants section")
struct MutationReportTests {
    static func report(_ scores: MutationScores) -> String {
        ComparisonReport(
            sources: ["MVC", "VIPER", "TEA"].map { FolderMetrics(name: $0, files: [:]) }, tests: [], shared: [],
            traces: [], unitCoverage: nil, mutationScores: scores, refactoring: nil
        ).mutationSection
    }

    static var fresh: MutationScores {
        var scores = MutationScores(
            commit: "abc1234",
            scores: [
                "MVC": .init(killed: 72, total: 84, survivors: []),
                "VIPER": .init(killed: 82, total: 84, survivors: []),
                "TEA": .init(killed: 82, total: 84, survivors: []),
            ])
        scores.seed = "42"
        scores.seedSource = "commit"
        scores.previousCommit = "cf866f9"
        scores.tuning["TEA"] = .init(
            commits: ["7e82878 TEATests: the photo screen's drawn data pinned"], testsAdded: ["pushes the photo"],
            testsRemoved: 0)
        scores.tuning["MVC"] = .init(commits: [], testsAdded: [], testsRemoved: 0)
        scores.otherFolders["TEA"] = ["Store": .init(killed: 7, total: 14, survivors: [])]
        return scores
    }

    @Test("says plainly that one team wrote all five and their suites")
    func oneTeam() {
        #expect(
            Self.report(Self.fresh).contains(
                "**One team wrote all five architectures, every suite, and the mutation tool.**"))
    }

    @Test("says the seed came from the commit measured")
    func seedFromCommit() {
        #expect(Self.report(Self.fresh).contains("Seed 42, from the commit measured"))
    }

    @Test("says an old draw was made with the fixed seed, and reads its scores as tuned")
    func oldDraw() {
        let section = Self.report(MutationScoresTests.oldDraw)

        #expect(section.contains("fixed seed 20161007"))
        #expect(section.contains("Read its scores as tuned."))
        #expect(
            section.contains(
                "| `App/` (composition root; TEA's app reducer and host): killed / drawn | not drawn (the old draw) |"))
    }

    @Test("gives App/ and Store/ rows of their own, with a dash where an architecture has no such folder")
    func otherFolderRows() {
        let section = Self.report(Self.fresh)

        #expect(
            section.contains(
                "| `Store/` (the runtime): killed / drawn | — | — | 7 / 14 (50 %, 95 % interval 27–73 %) |"))
    }

    @Test("says a folder that is no screen offered no site, where its draw found none")
    func folderWithoutSites() {
        var scores = Self.fresh
        scores.otherFolders["MVC"] = ["App": .init(killed: 0, total: 0, survivors: [])]

        #expect(Self.report(scores).contains("killed / drawn | no site to mutate | not drawn |"))
    }

    @Test("lists each pair with Fisher's p and Holm's adjustment for the pairs compared")
    func pairRows() {
        let section = Self.report(Self.fresh)

        #expect(section.contains("| p (Holm, 3 pairs) |"))
        #expect(section.contains("| MVC – VIPER | 72/84 – 82/84 | 0.0096 | 0.029 | differ |"))
        #expect(section.contains("| VIPER – TEA | 82/84 – 82/84 | 1 | 1 | no measurable difference |"))
    }

    @Test("lists the tests added to each suite since the draw before, and the suites left alone")
    func tuning() {
        let section = Self.report(Self.fresh)

        #expect(section.contains("since the draw before (commit `cf866f9`)"))
        #expect(section.contains("- TEA: 1 added, 0 removed, in `7e82878`: “pushes the photo”.\n"))
        #expect(section.contains("- MVC: no change to its tests.\n"))
    }
}
