import Foundation
import Nimble
import Testing

/// Clean Swift's shape, checked on the source: every scene routes through `RoutingLogic` and passes data through
/// `DataPassing`, a view controller knows its router only through those two protocols, an interactor's state is the
/// business's (no display type in it), and a data store holds data (no screen, no placeholder card).
@Suite("VIP scenes")
struct VIPPurityRulesSpec {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/MyCardsVIP")
    static let scenes = [
        ("Cards", "Cards"), ("CardDetails", "CardDetails"), ("CardPhoto", "CardPhoto"),
        ("PhotoLibrary", "PhotoLibrary"), ("Crop", "Crop"), ("Camera", "PhotoCapture"), ("Code", "Code"),
    ]

    static func text(_ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("each of the seven has a router conforming to its RoutingLogic and DataPassing", arguments: scenes)
    func routerProtocols(folder: String, scene: String) throws {
        let router = try Self.text("\(folder)/\(scene)Router.swift")

        expect(router).to(contain("protocol \(scene)RoutingLogic"))
        expect(router).to(contain("protocol \(scene)DataPassing"))
        expect(router).to(contain("final class \(scene)Router: \(scene)RoutingLogic, \(scene)DataPassing"))
    }

    @Test("each view controller holds its router through those protocols", arguments: scenes)
    func viewControllerRouter(folder: String, scene: String) throws {
        let controller = try Self.text("\(folder)/\(scene)ViewController.swift")

        expect(controller).to(contain("var router: (any \(scene)RoutingLogic & \(scene)DataPassing)?"))
    }

    @Test("no router holds another scene's view controller by its type", arguments: scenes)
    func noForeignViewController(folder: String, scene: String) throws {
        let router = try Self.text("\(folder)/\(scene)Router.swift")
        let held = router.split(separator: "\n").filter {
            $0.contains("var ") && $0.contains("ViewController?") && !$0.contains("\(scene)ViewController?")
        }

        expect(held).to(beEmpty())
    }

    static let interactors = [
        ("Cards", "CardsInteractor"), ("CardDetails", "CardDetailsInteractor"), ("CardPhoto", "CardPhotoInteractor"),
        ("PhotoLibrary", "PhotoLibraryInteractor"), ("Crop", "CropInteractor"), ("Camera", "PhotoCaptureInteractor"),
        ("Code", "CodeInteractor"),
    ]

    @Test("no interactor keeps its state in a display type", arguments: interactors)
    func interactorStateIsBusiness(folder: String, interactor: String) throws {
        let text = try Self.text("\(folder)/\(interactor).swift")

        for display in ["CardDetailsMode", "DisplayData", "import MyCardsDisplayData", "import MyCardsUI"] {
            expect(text).toNot(contain(display), description: "\(interactor) names \(display)")
        }
    }

    @Test("no data store (interactor) holds a screen or a placeholder card", arguments: interactors)
    func dataStoresHoldData(folder: String, interactor: String) throws {
        let text = try Self.text("\(folder)/\(interactor).swift")

        for held in ["any Screen", "PhotoReturn", "Card.new()", "didSet { draft"] {
            expect(text).toNot(contain(held), description: "\(interactor) holds \(held)")
        }
    }

    @Test(
        "each interactor holds its worker through the worker's protocol",
        arguments: [
            ("Cards", "CardsInteractor", "CardsSyncWorking"),
            ("CardDetails", "CardDetailsInteractor", "CardStoreWorking"),
            ("PhotoLibrary", "PhotoLibraryInteractor", "PhotoLibraryWorking"),
            ("Camera", "PhotoCaptureInteractor", "CameraWorking"),
        ])
    func workersThroughProtocols(folder: String, interactor: String, worker: String) throws {
        let text = try Self.text("\(folder)/\(interactor).swift")

        expect(text).to(contain("var worker: any \(worker)"))
    }
}
