import ConcurrencyExtras
import Foundation
import MyCardsKit
import MyCardsUI

/// A variant's whole app, headless, on the real shell and the real store (in memory), with a backend that handles
/// requests only when told, newest first (`OutOfOrderBackend`), behind the shared `OrderedCardRequests` the app's
/// `NetworkLoader` sends through. The store's answers reach the main actor after the key that asked, as in the app:
/// each step awaits the store's running calls (`AwaitedStore`).
/// For the architecture suites' specs of shared behaviour that reaches through each pattern's roles: a slow backend
/// answering out of order, a conflict after an import, a form's error when the form is left, the Code screen
/// following the store. Its steps are `async`: each lets the app's tasks run (issue 36's patterns answer a key after an
/// `await`) until every answer asked for has come, yielding to them, never waiting for time to pass.
@MainActor
public final class VariantSession {
    public static let card = Card(identifier: "T", name: "Tesco", number: "5901234123457", barcode: .ean13)

    public let app = HeadlessApp(size: Size(width: 100, height: 30))
    public let store: AwaitedStore
    public let backend = OutOfOrderBackend(cards: [card])
    private let answers = ManualDispatcher()

    /// `makeRoot`: the variant's first screen made from the run's services, as its composition root makes it.
    public init(makeRoot: (AppContext) -> any Screen) async throws {
        store = AwaitedStore(CardsWorker(database: try CardDatabase.inMemory()))
        _ = try await store.mergeDownloaded([Self.card])
        let context = AppContext(
            cards: store, network: OrderedCardRequests(backend), photoLibrary: PhotoLibraryStub(), camera: CameraStub(),
            barcodeScanner: BarcodeScannerStub(answers: answers), tracer: NoTracing(), shell: app.shell,
            theme: app.shell.theme, photoCache: app.shell.photoCache)
        answers.runAll()
        app.start(makeRoot(context))
        await settle()
        await handleEverything()
    }

    /// Presses each key as the user would, letting the store answer after each.
    public func press(_ keys: Key...) async {
        for key in keys {
            app.press(key)
            await settle()
        }
    }

    public func type(_ text: String) async {
        for character in text { await press(.character(character)) }
    }

    /// On Cards: opens the card, saves an edit of its name ("Tesco!") and deletes it at once: `e`, the form's Delete
    /// button (six tabs from the name), `y`.
    public func saveEditThenDelete() async {
        await press(.enter, .character("e"))
        await type("!")
        await press(.control("s"), .character("e"), .tab, .tab, .tab, .tab, .tab, .tab, .enter, .character("y"))
    }

    /// On Cards: opens the card, saves two edits of its name in a row ("Tesco1", then "Tesco12"), goes back.
    public func saveTwice() async {
        await press(.enter, .character("e"))
        await type("1")
        await press(.control("s"), .character("e"))
        await type("2")
        await press(.control("s"), .escape)
    }

    /// On Cards, once the backend handled everything: `r`, and the backend's answer, as the next start would.
    public func downloadAgain() async {
        await press(.character("r"))
        await handleEverything()
    }

    /// On Cards: opens the card, edits its name, meanwhile an import adds Catima fields to it, then `Ctrl-S` and
    /// `y` to "Overwrite it?".
    public func overwriteAfterImport() async {
        await press(.enter, .character("e"))
        await type("!")
        await importCatimaFields()
        await press(.control("s"), .character("y"))
    }

    /// On Cards: opens the card, makes its EAN-13 number's last digit wrong, `Ctrl-S` (refused), then `Esc` and `y`
    /// to "Discard changes?". Answers the screen as the refusal left it, and as it is once the form is left.
    public func refuseThenLeaveForm() async -> (refused: String, left: String) {
        await press(.enter, .character("e"), .tab, .end, .backspace)
        await type("8")
        await press(.control("s"))
        let refused = app.screen
        await press(.escape, .character("y"))
        return (refused, app.screen)
    }

    /// On Cards: opens the card's Code screen (`Enter`, `c`); meanwhile another window saves the card with another
    /// number. Answers the screen then.
    public func showCodeWhileAnotherWindowChangesIt(to number: String) async -> String {
        await press(.enter, .character("c"))
        guard var card = await storedCard else { return app.screen }
        card.number = number
        try? await store.upsert([card])
        await settle()
        return app.screen
    }

    /// The backend handles every request, the newest first, including those the answers let the app send.
    public func handleEverything() async {
        while backend.handleNewest() { await settle() }
    }

    /// The card as stored now, or nil.
    public var storedCard: Card? {
        get async { await store.storedCard(Self.card.identifier) }
    }

    /// The Catima fields `importCatimaFields()` gives the card.
    public static let catima = CatimaExtras(id: "4", note: "Bring the bags", groups: ["Food"])

    /// What an import that matches the card does meanwhile: a write of the card with Catima fields, from outside
    /// the screen (a form open on the card then finds it changed when it saves).
    public func importCatimaFields() async {
        guard var card = await storedCard else { return }
        card.catima = Self.catima
        try? await store.upsert([card])
        await settle()
    }

    /// Lets every answer asked for so far arrive, and what the app's tasks ask for in turn, then draws: done when ten
    /// rounds of yielding to those tasks bring no new answer.
    private func settle() async {
        var quietRounds = 0
        while quietRounds < 10 {
            let (answered, sent) = (answers.pendingCount + store.runningCount, backend.unhandled.count)
            answers.runAll()
            await store.idle()
            app.press()
            await Task.megaYield()
            let progressed =
                answered > 0 || answers.pendingCount + store.runningCount > 0 || backend.unhandled.count != sent
            quietRounds = progressed ? 0 : quietRounds + 1
        }
    }
}
