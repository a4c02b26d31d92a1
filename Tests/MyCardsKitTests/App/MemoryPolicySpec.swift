import MyCardsKit
import Nimble
import Testing

@Suite("MemoryPolicy")
struct MemoryPolicySpec {
    @Test("is taken by malloc: one arena for every thread, blocks of a mebibyte and more mapped on their own")
    func isTaken() {
        let taken = MemoryPolicy.apply()

        expect(taken).to(beTrue())
    }
}
