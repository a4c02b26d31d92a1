import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIPER

/// The CropRouter alone: its module only ever goes back.
@MainActor
@Suite("CropRouter", .mainSerialExecutor)
struct CropRouterSpec {
    @Test("closes by popping back to the library, once")
    func closes() {
        let shell = ShellSpy()
        let router = CropRouter(shell: shell)

        router.close()

        expect(shell.popCount).to(equal(1))
        expect(shell.poppedTo).to(beEmpty())
    }
}
