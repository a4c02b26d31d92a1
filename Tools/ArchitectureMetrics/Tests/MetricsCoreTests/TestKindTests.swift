import Foundation
import Testing

@testable import MetricsCore

@Suite("TestKind")
struct TestKindTests {
    static let roles: Set<String> = ["CardsPresenter", "CardsInteractor", "CardsViewController"]

    @Test("a test that makes one role beside doubles builds one role")
    func oneRole() {
        let source = "let presenter = CardsPresenter(interactor: InteractorSpy(), router: RouterSpy())"

        #expect(TestKind.of(testSource: source, roles: Self.roles, sceneMakers: []) == .oneRole)
    }

    @Test("a test that makes two roles, or one that makes a whole scene, builds several roles")
    func severalRoles() {
        let two = "CardsPresenter(interactor: CardsInteractor(cards: store), router: RouterSpy())"
        let scene = "let controller = CardsViewController(context: doubles.context)"

        #expect(TestKind.of(testSource: two, roles: Self.roles, sceneMakers: []) == .severalRoles)
        #expect(
            TestKind.of(testSource: scene, roles: Self.roles, sceneMakers: ["CardsViewController"]) == .severalRoles)
    }

    @Test("a test that makes one role and drives it by keys through its view goes through the view")
    func throughView() {
        let source =
            "let controller = CardsViewController(dependencies: d); _ = controller.hostedView.handle(.key(.enter))"

        #expect(TestKind.of(testSource: source, roles: Self.roles, sceneMakers: []) == .throughView)
    }

    @Test("a test that stands up the headless app, or reads the sources, says so")
    func appAndRules() {
        let app = "let app = HeadlessApp(); let controller = CardsViewController(context: app.context)"
        let rules = "static let folder = URL(fileURLWithPath: #filePath)"

        #expect(TestKind.of(testSource: app, roles: Self.roles, sceneMakers: []) == .headlessApp)
        #expect(TestKind.of(testSource: rules, roles: Self.roles, sceneMakers: []) == .sourceRules)
    }
}
