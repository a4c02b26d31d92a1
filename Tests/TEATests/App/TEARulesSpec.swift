import Foundation
import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsTEA

/// The Elm Architecture's rules, checked on the source text and on the running store: each screen has its state,
/// actions and reducer, state is a value at run time, only the store changes it, and a screen's effects end with the
/// screen. That reducers call no service and import no terminal, and that states and actions declare no class, are
/// read off the syntax tree instead (`make rules`, Tools/ArchitectureMetrics/Sources/ArchitectureRules).
@MainActor
@Suite("The Elm Architecture's rules", .mainSerialExecutor)
struct TEARulesSpec {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/MyCardsTEA")

    /// Every source file of the variant, its code without comment lines.
    static func files() throws -> [(name: String, code: String)] {
        let urls =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try urls.map { url in
            let text = try String(contentsOf: url, encoding: .utf8)
            let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            return (url.lastPathComponent, code.joined(separator: "\n"))
        }
    }

    @Test("each of the seven screens has a State, an Action enum and a reducer from the two to an Effect")
    func sevenFeatures() async throws {
        let code = try Self.files().map(\.code).joined(separator: "\n")
        let screens = ["Cards", "CardDetails", "CardPhoto", "Code", "PhotoLibrary", "Crop", "Camera"]

        for screen in screens {
            expect(code).to(contain("struct \(screen)State: Equatable, Sendable"))
            expect(code).to(contain("enum \(screen)Action: Equatable, Sendable"))
            expect(code).to(
                contain(
                    "static func reduce(into state: inout \(screen)State, action: \(screen)Action) -> Effect<\(screen)Action>"
                ))
        }
    }

    @Test("only effects reach the clients: the store hands them over, the effect files use them")
    func onlyEffectsUseClients() async throws {
        let users = try Self.files().filter { $0.code.contains("environment.") }.map(\.name).sorted()

        expect(users).to(
            allPass { $0.hasSuffix("Effects.swift") || $0 == "PhotoMakingEffect.swift" || $0 == "Store.swift" })
    }

    @Test("state holds no reference type: no class, closure or object among its values, every screen on the stack")
    func stateIsValue() async throws {
        var references: [String] = []

        Self.walk(Self.everyScreenState(), path: "AppState", into: &references)

        expect(references).to(beEmpty())
    }

    @Test("nothing but the store changes state: it is read-only outside, and only reducers take it inout")
    func onlyStoreMutates() async throws {
        let store = try String(contentsOf: Self.folder.appendingPathComponent("Store/Store.swift"), encoding: .utf8)
        let takesInout = #"inout \w*State\b"#
        let takers = try Self.files().filter { $0.code.range(of: takesInout, options: .regularExpression) != nil }
            .map(\.name)

        expect(store).to(contain("private(set) var state: State"))
        expect(takers).to(
            allPass { $0.hasSuffix("Reducer.swift") || $0.hasSuffix("Feature.swift") || $0 == "Store.swift" })
    }

    @Test("every effect of a screen is cancelled when the screen leaves the stack, its late answers dropped")
    func screenEffectsEnd() async {
        let answers = ManualDispatcher()
        let doubles = TEADoubles(cards: [Samples.card("A", "Alpha")], answers: answers)
        let store = Store(
            initialState: AppState(photoFolder: "/photos"), reducer: AppReducer.reduce,
            environment: doubles.environment)
        store.send(.cards(.delegate(.open(Samples.card("A", "Alpha")))))
        let card = DestinationID(rawValue: 1)
        store.send(.path(card, .cardDetails(.appeared)))
        store.send(.path(card, .cardDetails(.delegate(.takePhoto(.camera, .front)))))
        store.send(.path(DestinationID(rawValue: 2), .camera(.appeared)))
        await settle()
        expect(store.runningEffects.count).to(equal(3))

        store.send(.path(card, .cardDetails(.delegate(.close))))
        let left = store.state
        answers.runAll()
        doubles.store.changes.notify()
        await settle()

        expect(store.runningEffects).to(beEmpty())
        expect(store.state).to(equal(left))
        expect(doubles.camera.isRunning).to(beFalse())
    }

    /// An app state with every kind of screen on the stack, each with values in it.
    static func everyScreenState() -> AppState {
        // With Catima's fields too: a card keeps them on the heap, which must stay a value (an indirect case).
        var card = Samples.card("A", "Alpha")
        card.catima = CatimaExtras(id: "7", note: "a note", groups: ["Food"])
        var details = CardDetailsState(card: card, mode: .edit)
        details.question = .overwrite(card, .changed(StoredChange(revision: 1)))
        details.status.show("x")
        var library = PhotoLibraryState(folder: "/photos")
        library.items = [PhotoLibraryItem(url: URL(fileURLWithPath: "/photos/a.png"))]
        library.previewed = PhotoLibraryState.Previewed(index: 0, image: Samples.image())
        var camera = CameraState()
        camera.frame = Samples.image()
        var state = AppState(photoFolder: "/photos")
        state.cards.cards = [card]
        state.photoRequest = PhotoRequest(form: DestinationID(rawValue: 1), side: .front)
        let screens: [Destination] = [
            .cardDetails(details), .cardPhoto(CardPhotoState(photo: card.front, side: .front)),
            .code(CodeState(card: card)), .photoLibrary(library), .crop(CropState(image: Samples.image())),
            .camera(camera),
        ]
        state.path = screens.enumerated().map { PathElement(id: DestinationID(rawValue: $0 + 1), destination: $1) }
        return state
    }

    /// Every value inside `value` whose type is a class or a function, by path.
    static func walk(_ value: Any, path: String, into references: inout [String]) {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .class || type(of: value) is AnyClass || "\(type(of: value))".contains("->") {
            references.append("\(path): \(type(of: value))")
            return
        }
        // Pixel and byte buffers hold numbers only; Foundation's values (bytes, a URL) are values, whatever holds them.
        if value is [UInt8] || value is Data || value is URL { return }
        for (index, child) in mirror.children.enumerated() {
            walk(child.value, path: path + "." + (child.label ?? "\(index)"), into: &references)
        }
    }
}
