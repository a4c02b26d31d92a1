import MyCardsKit
import MyCardsMVC
import MyCardsMVVM
import MyCardsTEA
import MyCardsTestSupport
import MyCardsUI
import MyCardsVIP
import MyCardsVIPER
import Nimble
import Testing

/// Issue 33 through each variant's own roles: they send each save's upload and each delete as they decide, and the
/// shared `OrderedCardRequests` keeps a card's requests in order, so a backend that handles the newest request first
/// brings no deleted card back and ends on no older name; "Overwrite it?" keeps what the form does not edit; a form's
/// refusal goes with the form. One spec for the five: the behaviour is the same, only the composition root differs.
@MainActor
@Suite("Each variant as a whole app, on the real shell and store", .mainSerialExecutor)
struct VariantSessionSpec {
    nonisolated static let variants = ["MVC", "MVVM", "VIPER", "VIP", "TEA"]

    static func session(_ variant: String) async throws -> VariantSession {
        let makeRoot: (AppContext) -> any Screen =
            switch variant {
            case "MVC": { MVCCompositionRoot.makeRoot(context: $0) }
            case "MVVM": { MVVMCompositionRoot.makeRoot(context: $0) }
            case "VIPER": { VIPERCompositionRoot.makeRoot(context: $0) }
            case "VIP": { VIPCompositionRoot.makeRoot(context: $0) }
            default: { TEACompositionRoot.makeRoot(context: $0) }
            }
        return try await VariantSession(makeRoot: makeRoot)
    }

    @Test(
        "a card deleted right after its edit was saved stays deleted, on the backend and after a download",
        arguments: variants)
    func noResurrection(variant: String) async throws {
        let session = try await Self.session(variant)
        await session.saveEditThenDelete()

        await session.handleEverything()
        await session.downloadAgain()

        expect(session.backend.cards["T"]).to(beNil())
        let stored = await session.storedCard
        expect(stored).to(beNil())
        expect(session.backend.overlappingRequests).to(equal(0))
    }

    @Test("two saves in a row end on the newer name, on the backend and after a download", arguments: variants)
    func noRevert(variant: String) async throws {
        let session = try await Self.session(variant)
        await session.saveTwice()

        await session.handleEverything()
        await session.downloadAgain()

        expect(session.backend.cards["T"]?.name).to(equal("Tesco12"))
        let stored = await session.storedCard
        expect(stored?.name).to(equal("Tesco12"))
    }

    @Test("a form's refusal goes with the form: Esc and y leave the Card screen without it", arguments: variants)
    func formErrorStaysOnForm(variant: String) async throws {
        let session = try await Self.session(variant)

        let screens = await session.refuseThenLeaveForm()

        expect(screens.refused).to(contain("The last digit of this EAN-13 should be 7"))
        expect(screens.left).toNot(contain("should be 7"))
        expect(screens.left).to(contain("Card [Test]"))
    }

    @Test("the Code screen draws the number stored now when another window changes it", arguments: variants)
    func codeFollowsStore(variant: String) async throws {
        let session = try await Self.session(variant)

        let screen = await session.showCodeWhileAnotherWindowChangesIt(to: "4006381333931")

        expect(screen).to(contain("4006381333931  EAN-13"))
        expect(screen).toNot(contain("5901234123457"))
    }

    @Test("y to \"Overwrite it?\" after an import changed the card keeps its Catima fields", arguments: variants)
    func overwriteKeepsCatima(variant: String) async throws {
        let session = try await Self.session(variant)

        await session.overwriteAfterImport()

        let stored = await session.storedCard
        expect(stored?.name).to(equal("Tesco!"))
        expect(stored?.catima).to(equal(VariantSession.catima))
    }
}
