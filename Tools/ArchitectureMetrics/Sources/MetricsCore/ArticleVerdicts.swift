/// The seed article's closing table (swifting.io, "#24 Architecture Wars – A New Hope", 2016), word for word:
/// per aspect, the article's explanation and its verdict for MVC, MVVM, VIPER and VIP.
public enum ArticleVerdicts {
    public struct Aspect: Sendable {
        public let name: String
        public let explanation: String
        public let verdicts: [String: String]
    }

    public static let aspects: [Aspect] = [
        aspect(
            "responsibilities",
            "if there is an object that plays all roles or many objects with different liabilities",
            "entangled", "dispersed", "dispersed", "dispersed"),
        aspect(
            "view controller's role", "the role of a View Controller", "does everything",
            "passes actions to and binds data from View Model", "passes actions and binds data from Presenter",
            "passes actions and displays data from Presenter, decides when to navigate to the next scene"),
        aspect(
            "data flow", "how data flows in the scene", "multi-directional", "multi-directional", "multi-directional",
            "uni-directional"),
        aspect(
            "testability", "how easy it is to test components", "hard (too many responsibilities)", "better", "best",
            "best"),
        aspect(
            "entry", "how easy it is to dive into a project or to start an app in the architecture", "easy",
            "hard (when starting with reactive extensions)", "hardest", "hard, but good documentation exists"),
        aspect(
            "collaboration", "how easy it is to collaborate on a scene", "hard", "better", "best", "best"),
        aspect(
            "reusability", "if scene components can be reused in a different scene", "rather none", "rather small",
            "ok", "ok"),
        aspect(
            "refactoring", "how many components are affected during refactoring", "normal",
            "normal (affects View Controller - View Model boundary)",
            "worse (can affect many boundaries due to multi-directional flow)",
            "normal (affects one boundary due to uni-directional flow)"),
        aspect(
            "number of files", "the number of files in the project", "normal",
            "additional View Model for every View Controller", "many", "many"),
        aspect(
            "lines of code in a single file", "the number of lines in a single file", "too many", "many",
            "most-satisfactory", "most-satisfactory"),
    ]

    /// The cell of a pattern the article did not judge (TEA, built later).
    public static let notJudged = "—, not in the article"

    /// The article's words on `aspect` for the pattern `name`, or that it never judged it.
    public static func verdict(of name: String, in aspect: Aspect) -> String {
        aspect.verdicts[name] ?? notJudged
    }

    private static func aspect(
        _ name: String, _ explanation: String, _ mvc: String, _ mvvm: String, _ viper: String, _ vip: String
    ) -> Aspect {
        Aspect(name: name, explanation: explanation, verdicts: ["MVC": mvc, "MVVM": mvvm, "VIPER": viper, "VIP": vip])
    }
}
