import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsVIP

@MainActor
@Suite("CardPhotoRouter", .mainSerialExecutor)
struct CardPhotoRouterSpec {
    @Test("routes back to the Card scene by popping")
    func back() {
        // Given
        let environment = VIPEnvironment()
        let router = CardPhotoRouter(context: environment.context)

        // When
        router.routeBack()

        // Then
        expect(environment.shell.popCount).to(equal(1))
    }
}
