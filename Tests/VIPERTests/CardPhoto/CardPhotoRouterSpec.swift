import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

/// The CardPhotoRouter alone: its module only ever goes back.
@MainActor
@Suite("CardPhotoRouter", .mainSerialExecutor)
struct CardPhotoRouterSpec {
    @Test("closes by popping back to the Card module, once")
    func closes() {
        let shell = ShellSpy()
        let router = CardPhotoRouter(shell: shell)

        router.close()

        expect(shell.popCount).to(equal(1))
        expect(shell.poppedTo).to(beEmpty())
    }
}
