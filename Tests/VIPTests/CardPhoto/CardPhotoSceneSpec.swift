import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsVIP

/// The photo scene wired by its view controller, with the photo a Card scene's router would pass in.
@MainActor
@Suite("Card photo scene", .mainSerialExecutor)
struct CardPhotoSceneSpec {
    let environment = VIPEnvironment()
    let controller: CardPhotoViewController

    init(photo: Photo? = Samples.photo(), side: Card.Side = .front) {
        controller = CardPhotoViewController(context: environment.context)
        controller.router?.dataStore?.photo = photo
        controller.router?.dataStore?.side = side
        controller.screenWillAppear()
    }

    @Test("shows the photo captioned with the side", arguments: [Card.Side.front, .back])
    func shows(side: Card.Side) {
        // When
        let photo = Samples.photo()
        let spec = CardPhotoSceneSpec(photo: photo, side: side)

        // Then
        expect(spec.controller.hostedView.data).to(equal(CardPhotoDisplayData(photo: photo, caption: side.caption)))
        expect(spec.environment.screenText(of: spec.controller)).to(contain(side.caption))
    }

    @Test("says there is no photo when the side has none")
    func noPhoto() {
        // When
        let spec = CardPhotoSceneSpec(photo: nil)

        // Then
        expect(spec.environment.screenText(of: spec.controller)).to(contain("No photo"))
    }

    @Test("pops itself on Esc and q", arguments: [Key.escape, .character("q")])
    func closes(key: Key) {
        // When
        let handled = controller.handle(.key(key))

        // Then
        expect(handled).to(beTrue())
        expect(environment.shell.popCount).to(equal(1))
    }
}
