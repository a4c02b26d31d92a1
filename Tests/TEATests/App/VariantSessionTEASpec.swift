import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsTEA

/// Issue 33 through TEA's roles: the effects the reducers return send each save's upload and each
/// delete as they decide, and the shared `OrderedCardRequests` keeps a card's requests in order, so a backend that
/// handles the newest request first brings no deleted card back and ends on no older name; "Overwrite it?" keeps what
/// the form does not edit; a form's refusal goes with the form.
@MainActor
@Suite("TEA as a whole app, on the real shell and store", .mainSerialExecutor)
struct VariantSessionTEASpec {
    static func session() async throws -> VariantSession {
        try await VariantSession { TEACompositionRoot.makeRoot(context: $0) }
    }

    @Test("a card deleted right after its edit was saved stays deleted, on the backend and after a download")
    func noResurrection() async throws {
        let session = try await Self.session()
        await session.saveEditThenDelete()

        await session.handleEverything()
        await session.downloadAgain()

        expect(session.backend.cards["T"]).to(beNil())
        expect(session.storedCard).to(beNil())
        expect(session.backend.overlappingRequests).to(equal(0))
    }

    @Test("two saves in a row end on the newer name, on the backend and after a download")
    func noRevert() async throws {
        let session = try await Self.session()
        await session.saveTwice()

        await session.handleEverything()
        await session.downloadAgain()

        expect(session.backend.cards["T"]?.name).to(equal("Tesco12"))
        expect(session.storedCard?.name).to(equal("Tesco12"))
    }

    @Test("a form's refusal goes with the form: Esc and y leave the Card screen without it")
    func formErrorStaysOnForm() async throws {
        let session = try await Self.session()

        let screens = await session.refuseThenLeaveForm()

        expect(screens.refused).to(contain("The last digit of this EAN-13 should be 7"))
        expect(screens.left).toNot(contain("should be 7"))
        expect(screens.left).to(contain("Card [Test]"))
    }

    @Test("the Code screen draws the number stored now when another window changes it")
    func codeFollowsStore() async throws {
        let session = try await Self.session()

        let screen = await session.showCodeWhileAnotherWindowChangesIt(to: "4006381333931")

        expect(screen).to(contain("4006381333931  EAN-13"))
        expect(screen).toNot(contain("5901234123457"))
    }

    @Test("y to \"Overwrite it?\" after an import changed the card keeps its Catima fields")
    func overwriteKeepsCatima() async throws {
        let session = try await Self.session()

        await session.overwriteAfterImport()

        expect(session.storedCard?.name).to(equal("Tesco!"))
        expect(session.storedCard?.catima).to(equal(VariantSession.catima))
    }
}
