import MyCardsUI
import Nimble
import Testing

@Suite("Movement")
struct MovementSpec {
    @Test(
        "maps arrows, h j k l, g/G and paging keys",
        arguments: [
            (Key.up, Movement.up), (.character("k"), .up), (.down, .down), (.character("j"), .down), (.left, .left),
            (.character("h"), .left), (.right, .right), (.character("l"), .right), (.home, .first),
            (.character("g"), .first), (.end, .last), (.character("G"), .last), (.pageUp, .pageUp),
            (.pageDown, .pageDown),
        ] as [(Key, Movement)])
    func mapsKeys(key: Key, movement: Movement) {
        expect(Movement(key: key)).to(equal(movement))
    }

    @Test("maps no other key", arguments: [Key.enter, .character("x"), .tab])
    func ignoresOtherKeys(key: Key) {
        expect(Movement(key: key)).to(beNil())
    }
}
