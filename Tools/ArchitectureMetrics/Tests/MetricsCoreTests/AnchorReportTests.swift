import Testing

@testable import MetricsCore

@Suite("AnchorReport")
struct AnchorReportTests {
    static func measured(
        _ pattern: String, project: String = "x/y", screens: Int = 1, files: Int, codeLines: Int = 100
    ) -> AnchorReport.Measured {
        var figures = AnchorFigures()
        figures.files = files
        figures.codeLines = codeLines
        let variant = AnchorVariant(
            project: project, label: "\(project) \(pattern)", pattern: pattern, root: "", shared: [],
            compositionRoot: [], tests: [], screens: screens, note: "")
        return .init(variant: variant, commit: "abc", figures: figures)
    }

    @Test("counts ours as agreeing where it lies within the anchors' range, its ends included")
    func disagreement() {
        let ours = Self.measured("VIPER", screens: 7, files: 44, codeLines: 1_400)
        let anchors = [
            Self.measured("VIPER", screens: 4, files: 22, codeLines: 800), Self.measured("VIPER", files: 10),
        ]

        let (agree, disagree) = AnchorReport.disagreements(ours: ours, anchors: anchors)

        #expect(disagree.isEmpty)
        #expect(agree.contains("files per screen"))
        #expect(agree.contains("code lines per screen"))
    }

    @Test("flags ours outside the anchors' range, as printed")
    func outsideRange() {
        let ours = Self.measured("MVC", screens: 7, files: 10, codeLines: 661)
        let anchors = [Self.measured("MVC", screens: 4, files: 6, codeLines: 219), Self.measured("MVC", files: 5)]

        let (_, disagree) = AnchorReport.disagreements(ours: ours, anchors: anchors)

        #expect(disagree.contains("files per screen: ours 1.4, below the anchors' 1.5–5.0"))
    }

    @Test("leaves a measure out where no anchor gives it (no tests: no assertions per test)")
    func missingMeasure() {
        let (agree, disagree) = AnchorReport.disagreements(
            ours: Self.measured("MVC", files: 3), anchors: [Self.measured("MVC", files: 3)])

        #expect(!(agree + disagree).contains { $0.hasPrefix("assertions per test") })
    }

    @Test("lists the pairs of patterns two projects order oppositely, each pattern its variants' median")
    func order() throws {
        let ours = [Self.measured("MVC", files: 1), Self.measured("VIPER", files: 6), Self.measured("VIP", files: 8)]
        let theirs = [
            Self.measured("MVC", files: 2), Self.measured("VIPER", files: 9), Self.measured("VIPER", files: 7),
            Self.measured("VIPER", files: 30), Self.measured("VIP", files: 6),
        ]
        let files = try #require(AnchorReport.measures.first { $0.name == "files per screen" })

        let (compared, opposite) = AnchorReport.orderDifferences(ours, theirs, measure: files)

        #expect(compared == 3)
        #expect(opposite == ["VIPER < VIP in ours, > in theirs"])
    }

    @Test("names a repository not found under DIR as not measured")
    func missingProject() {
        let report = AnchorReport(ours: [], anchors: [], missing: ["tailec/ios-architecture"])

        #expect(report.markdown.contains("Not available under DIR, so not measured: tailec/ios-architecture."))
    }

    @Test("says when we did not build a pattern the anchors did")
    func patternWeDidNotBuild() {
        let report = AnchorReport(ours: [], anchors: [Self.measured("MVP", files: 3)], missing: [])

        #expect(report.markdown.contains("We did not build MVP: the anchors' figures are shown for context."))
    }
}
