import Testing

@testable import MetricsCore

@Suite("DocumentFigures")
struct DocumentFiguresTests {
    @Test("writes each marked figure's measured value and leaves the prose alone")
    func fills() {
        let text =
            "MVC: <!--figure:MVC.lines-->843<!--/figure--> lines in <!--figure:MVC.files-->8<!--/figure--> files."

        let filled = DocumentFigures.fill(text, with: ["MVC.lines": "847", "MVC.files": "9"])

        #expect(
            filled
                == "MVC: <!--figure:MVC.lines-->847<!--/figure--> lines in <!--figure:MVC.files-->9<!--/figure--> files."
        )
    }

    @Test("names a marked figure it does not know, so a typo cannot go stale")
    func reportsUnknown() {
        let text = "<!--figure:MVC.lnes-->1<!--/figure--> and <!--figure:MVC.files-->9<!--/figure-->"

        #expect(DocumentFigures.unknownKeys(in: text, values: ["MVC.files": "9"]) == ["MVC.lnes"])
    }

    @Test("gives a measured architecture's mutation score as killed / total, and none where none was measured")
    func mutants() {
        let report = ComparisonReport(
            sources: [FolderMetrics(name: "TEA", files: [:]), FolderMetrics(name: "MVC", files: [:])],
            tests: [FolderMetrics(name: "TEA", files: [:]), FolderMetrics(name: "MVC", files: [:])], shared: [],
            traces: [], unitCoverage: nil,
            mutationScores: MutationScores(
                commit: "abc1234", scores: ["TEA": MutationScores.Score(killed: 91, total: 98, survivors: [])]),
            refactoring: nil)

        let figures = report.documentFigures

        #expect(figures["TEA.mutants"] == "91 / 98")
        #expect(figures["MVC.mutants"] == nil)
    }

    @Test("groups thousands as the docs write them")
    func groups() {
        #expect(ComparisonReport.grouped(2214) == "2,214")
        #expect(ComparisonReport.grouped(847) == "847")
        #expect(ComparisonReport.grouped(1_234_567) == "1,234,567")
    }
}
