import Nimble
import Testing

@testable import MyCardsKit

@Suite("OnceFlag")
struct OnceFlagSpec {
    @Test("is claimed by the first claim only")
    func claimedOnce() {
        let flag = OnceFlag()

        let claims = [flag.claim(), flag.claim(), flag.claim()]

        expect(claims).to(equal([true, false, false]))
    }
}
