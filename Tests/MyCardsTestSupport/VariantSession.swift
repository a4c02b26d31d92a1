import Foundation
import MyCardsKit
import MyCardsUI

/// A variant's whole app, headless, on the real shell and the real store (in memory), with a backend that handles
/// requests only when told, newest first (`OutOfOrderBackend`), behind the shared `OrderedCardRequests` the app's
/// `NetworkLoader` sends through. The store's answers reach the main actor after the key that asked, as in the app.
/// For the architecture suites' specs of shared behaviour that reaches through each pattern's roles: a slow backend
/// answering out of order, a conflict after an import, a form's error when the form is left, the Code screen
/// following the store.
@MainActor
public final class VariantSession {
    public static let card = Card(identifier: "T", name: "Tesco", number: "5901234123457", barcode: .ean13)

    public let app = HeadlessApp(size: Size(width: 100, height: 30))
    public let store: CardsWorker
    public let backend = OutOfOrderBackend(cards: [card])
    private let answers = ManualDispatcher()

    /// `makeRoot`: the variant's first screen made from the run's services, as its composition root makes it.
    public init(makeRoot: (AppContext) -> any Screen) throws {
        store = CardsWorker(database: try CardDatabase.inMemory(), background: ImmediateDispatcher(), main: answers)
        store.mergeDownloaded([Self.card]) { _ in }
        let context = AppContext(
            cards: store, network: OrderedCardRequests(backend), photoLibrary: PhotoLibraryStub(), camera: CameraStub(),
            barcodeScanner: BarcodeScannerStub(answers: answers), tracer: NoTracing(), shell: app.shell,
            theme: app.shell.theme, photoCache: app.shell.photoCache)
        answers.runAll()
        app.start(makeRoot(context))
        settle()
        handleEverything()
    }

    /// Presses each key as the user would, letting the store answer after each.
    public func press(_ keys: Key...) {
        for key in keys {
            app.press(key)
            settle()
        }
    }

    public func type(_ text: String) {
        for character in text { press(.character(character)) }
    }

    /// On Cards: opens the card, saves an edit of its name ("Tesco!") and deletes it at once: `e`, the form's Delete
    /// button (six tabs from the name), `y`.
    public func saveEditThenDelete() {
        press(.enter, .character("e"))
        type("!")
        press(.control("s"), .character("e"), .tab, .tab, .tab, .tab, .tab, .tab, .enter, .character("y"))
    }

    /// On Cards: opens the card, saves two edits of its name in a row ("Tesco1", then "Tesco12"), goes back.
    public func saveTwice() {
        press(.enter, .character("e"))
        type("1")
        press(.control("s"), .character("e"))
        type("2")
        press(.control("s"), .escape)
    }

    /// On Cards, once the backend handled everything: `r`, and the backend's answer, as the next start would.
    public func downloadAgain() {
        press(.character("r"))
        handleEverything()
    }

    /// On Cards: opens the card, edits its name, meanwhile an import adds Catima fields to it, then `Ctrl-S` and
    /// `y` to "Overwrite it?".
    public func overwriteAfterImport() {
        press(.enter, .character("e"))
        type("!")
        importCatimaFields()
        press(.control("s"), .character("y"))
    }

    /// On Cards: opens the card, makes its EAN-13 number's last digit wrong, `Ctrl-S` (refused), then `Esc` and `y`
    /// to "Discard changes?". Answers the screen as the refusal left it, and as it is once the form is left.
    public func refuseThenLeaveForm() -> (refused: String, left: String) {
        press(.enter, .character("e"), .tab, .end, .backspace)
        type("8")
        press(.control("s"))
        let refused = app.screen
        press(.escape, .character("y"))
        return (refused, app.screen)
    }

    /// On Cards: opens the card's Code screen (`Enter`, `c`); meanwhile another window saves the card with another
    /// number. Answers the screen then.
    public func showCodeWhileAnotherWindowChangesIt(to number: String) -> String {
        press(.enter, .character("c"))
        guard var card = storedCard else { return app.screen }
        card.number = number
        store.upsert([card]) { _ in }
        settle()
        return app.screen
    }

    /// The backend handles every request, the newest first, including those the answers let the app send.
    public func handleEverything() {
        while backend.handleNewest() { settle() }
    }

    /// The card as stored now, or nil.
    public var storedCard: Card? {
        let found = Found()
        store.storedCard(Self.card.identifier) { found.card = $0 }
        answers.runAll()
        return found.card
    }

    /// The Catima fields `importCatimaFields()` gives the card.
    public static let catima = CatimaExtras(id: "4", note: "Bring the bags", groups: ["Food"])

    /// What an import that matches the card does meanwhile: a write of the card with Catima fields, from outside
    /// the screen (a form open on the card then finds it changed when it saves).
    public func importCatimaFields() {
        guard var card = storedCard else { return }
        card.catima = Self.catima
        store.upsert([card]) { _ in }
        settle()
    }

    private func settle() {
        answers.runAll()
        app.press()
    }
}

@MainActor
private final class Found {
    var card: Card?
}
