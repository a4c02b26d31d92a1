/// The public multi-architecture projects `make compare-anchors` measures beside ours, and which folder of each is
/// which pattern. Their code is never in this repository: the tool reads fetched copies, and only figures land in
/// Docs/Anchors.md.
public struct AnchorVariant: Sendable, Equatable {
    /// The repository as GitHub spells it (`Apress/iOS-Architecture-Patterns`), or `My Cards` for ours.
    public let project: String
    /// The column's name (`MyToDos MVC`).
    public let label: String
    /// The pattern it is compared under: MVC, MVP, MVVM, MVVM-C, VIPER, VIP or TEA.
    public let pattern: String
    /// The app's source folder inside the checkout.
    public let root: String
    /// Folders under `root` that are the shared layers (domain, persistence, services, helpers): measured apart,
    /// as our MyCardsKit, MyCardsDisplayData and MyCardsUI are.
    public let shared: [String]
    /// Files or folders under `root` that make and wire the roles (the composition root, as our `App/`).
    public let compositionRoot: [String]
    /// Unit test folders inside the checkout (UI tests are left out: they drive the whole app, as our acceptance
    /// suite does).
    public let tests: [String]
    public let screens: Int
    /// What a reader should know about the mapping.
    public let note: String
}

public enum AnchorCatalogue {
    /// The UIKit classes whose subclasses are views: a file of nothing but such classes is a view, shared like
    /// MyCardsUI's dumb views.
    static let viewClasses: Set<String> = [
        "UIView", "UIControl", "UIButton", "UILabel", "UITableViewCell", "UICollectionViewCell",
        "UICollectionReusableView", "UIStackView", "UITextField", "UIImageView", "UIScrollView", "UITableView",
        "UICollectionView",
    ]

    static let apress = "Apress/iOS-Architecture-Patterns"
    static let cleanStore = "Clean-Swift/CleanStore"
    static let tailec = "tailec/ios-architecture"

    /// The anchors, in the order the page shows them.
    public static let variants: [AnchorVariant] =
        apressVariants + [
            AnchorVariant(
                project: cleanStore, label: "CleanStore", pattern: "VIP", root: "CleanStore",
                shared: ["Models", "Services"], compositionRoot: ["AppDelegate.swift"], tests: ["CleanStoreTests"],
                screens: 3,
                note: "Clean Swift's own sample: three scenes (CreateOrder, ListOrders, ShowOrder); its Workers/ "
                    + "are VIP's workers and count with the pattern, Models/ and Services/ (the stores) are shared")
        ] + tailecVariants

    /// Apress's MyToDos (the book *iOS Architecture Patterns*, 2023): one app, four screens (Home, AddList, TaskList,
    /// AddTask), written once per pattern by one author.
    static let apressVariants: [AnchorVariant] = [
        ("MVC", "MVC-MyToDos", ["Model"]), ("MVP", "MVP_MyToDos", ["Model"]), ("MVVM", "MVVM_MyToDos", ["Model"]),
        ("MVVM-C", "MVVM-C_MyToDos", ["Model"]), ("VIPER", "VIPER_MyToDos", ["Common", "Services"]),
        ("VIP", "VIP_MyToDos", ["Common", "Services"]),
    ].map { pattern, folder, shared in
        AnchorVariant(
            project: apress, label: "MyToDos \(pattern)", pattern: pattern, root: "\(folder)/\(folder)",
            shared: shared, compositionRoot: ["AppDelegate.swift", "SceneDelegate.swift"],
            tests: ["\(folder)/\(folder)Tests"], screens: 4,
            note: "\(shared.map { "`\($0)/`" }.joined(separator: " and ")) (Core Data, services, models, "
                + "helpers) shared; `\(folder)Tests` the unit tests, `\(folder)UITests` left out")
    }

    /// tailec's ios-architecture (2019): a one-screen app (search GitHub's repositories) per pattern, and a
    /// four-screen one (a TMDB client) in MVVM with navigators. No unit tests but the TMDB app's Xcode template.
    static let tailecVariants: [AnchorVariant] =
        [
            ("MVC", "mvc/MVC/App", "mvc", "the README's MVC; `mvc/MVC/MVVMDelegates` is an empty template, left out"),
            ("MVP", "mvp/MVP/App", "mvp", "the README's MVP (its presenter is named ReposViewModel, with a delegate)"),
            ("MVVM", "mvvm-closures/MVVMClosures/App", "mvvm-closures", "bindings by closures"),
            (
                "MVVM", "mvvm-functions-subjects-observables/MVVMFunctionsSubjectsObservables/App",
                "mvvm-functions-subjects-observables", "RxSwift: subjects behind functions in, observables out"
            ),
            ("MVVM", "mvvm-rxswift-pure/MVVMPureObservables/App", "mvvm-rxswift-pure", "RxSwift: observables only"),
            (
                "MVVM", "mvvm-rxswift-subjects-observables/MVVMSubjectsObservables/App",
                "mvvm-rxswift-subjects-observables", "RxSwift: subjects in, observables out"
            ),
            (
                "VIPER", "viper/VIPER/App", "viper",
                "`Modules/Repos`; `ReposScene/` holds an MVVM copy commented out, so it declares nothing and counts nothing"
            ),
            (
                "TEA", "Reactor/Reactor/App", "Reactor",
                "ReactorKit (listed as in progress): actions, a reduce over state — unidirectional like TEA, not TEA"
            ),
            (
                "TEA", "rxfeedback-mvc/rxfeedback-mvc/App", "rxfeedback-mvc",
                "RxFeedback in a view controller: state, events and a reducer (Elm's loop), called MVC by its author"
            ),
        ].map { pattern, root, label, note in
            AnchorVariant(
                project: tailec, label: "tailec \(label)", pattern: pattern, root: root,
                shared: ["Models", "Networking", "Utils"],
                compositionRoot: ["AppDelegate.swift", "Environments"], tests: [], screens: 1,
                note: "one screen; `Models/`, `Networking/` and `Utils/` shared; " + note)
        } + [
            AnchorVariant(
                project: tailec, label: "tailec tmdb-mvvm-rxswift-pure", pattern: "MVVM-C",
                root: "tmdb-mvvm-rxswift-pure/tmdb-mvvm-pure/App", shared: ["Models", "Networking", "Utils"],
                compositionRoot: ["Application"], tests: ["tmdb-mvvm-rxswift-pure/tmdb-mvvm-pureTests"], screens: 4,
                note: "four screens (Login, Discover, MovieDetail, Search), a navigator per scene (a coordinator in "
                    + "all but name); its one test file is Xcode's empty template")
        ]

    /// Our five, measured by the same adapter: the architecture folder (the shared modules are the shared layers),
    /// `App/` the composition root, the architecture's own unit suite.
    public static let ours: [AnchorVariant] = ComparisonReport.architectures.map { name, module, tests in
        AnchorVariant(
            project: "My Cards", label: "ours", pattern: name, root: "Sources/\(module)", shared: [],
            compositionRoot: ["App"], tests: ["Tests/\(tests)"], screens: ComparisonReport.screenCount,
            note: "the architecture folder; MyCardsKit, MyCardsDisplayData and MyCardsUI shared")
    }

    /// The patterns in the page's order.
    public static let patterns = ["MVC", "MVP", "MVVM", "MVVM-C", "VIPER", "VIP", "TEA"]
}
