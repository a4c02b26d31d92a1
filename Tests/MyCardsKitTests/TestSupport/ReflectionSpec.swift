import MyCardsTestSupport
import Nimble
import Observation
import Testing

@Suite("Reflection.strings(in:)")
struct ReflectionSpec {
    private struct Header {
        let count: Int
        let words: String
    }

    private struct Screen {
        let header: Header
        let names: [String]
        let note: String?
        let missing: String?
    }

    private enum Outcome {
        case shown(title: String)
        case nothing
    }

    private final class Node {
        let name: String
        var next: Node?

        init(name: String) { self.name = name }
    }

    private class Base {
        let inherited = "from the base"
    }

    private final class Derived: Base {
        let own = "its own"
    }

    // Not private: the macro's conformance is an extension at file scope, which must see the type.
    @Observable
    final class ObservedModel {
        private(set) var title = "Cards (3)"
    }

    @Test("finds strings in nested values, collections and optionals, in declaration order")
    func nested() {
        let screen = Screen(header: Header(count: 3, words: "Cards (3)"), names: ["a", "b"], note: "n", missing: nil)

        let strings = Reflection.strings(in: screen)

        expect(strings).to(equal(["Cards (3)", "a", "b", "n"]))
    }

    @Test("finds an enum case's payload")
    func enumPayload() {
        let strings = Reflection.strings(in: Outcome.shown(title: "Favourites (1)"))

        expect(strings).to(equal(["Favourites (1)"]))
    }

    @Test("finds nothing in a case without payload")
    func enumWithoutPayload() {
        let strings = Reflection.strings(in: Outcome.nothing)

        expect(strings).to(beEmpty())
    }

    @Test("visits an object once, even when it holds itself")
    func cycle() {
        let node = Node(name: "loop")
        node.next = node

        let strings = Reflection.strings(in: node)

        expect(strings).to(equal(["loop"]))
    }

    @Test("reads a superclass's stored properties too")
    func superclass() {
        let strings = Reflection.strings(in: Derived())

        expect(strings).to(equal(["its own", "from the base"]))
    }

    @Test("reads an @Observable model's stored state, whatever its name")
    func observable() {
        let holds = Reflection.holds("Cards (3)", in: ObservedModel())

        expect(holds).to(beTrue())
    }

    @Test("says no when the text is not there")
    func absent() {
        let holds = Reflection.holds("Cards (4)", in: Header(count: 4, words: "Cards"))

        expect(holds).to(beFalse())
    }
}
