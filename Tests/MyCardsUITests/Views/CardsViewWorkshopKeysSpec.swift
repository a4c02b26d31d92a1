import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

/// The keys the workshop's later rounds build on: the view offers them only once an owner sets their callbacks, so
/// the five variants as shipped neither show nor use them.
@MainActor
@Suite("CardsView's workshop keys")
struct CardsViewWorkshopKeysSpec {
    @Suite("when no owner offers them")
    @MainActor
    struct Unset {
        let spec = CardsViewSpec()

        @Test("leaves c alone and does not offer it")
        func ignoresCode() {
            _ = spec.harness.render(ViewHarness.wide)

            let used = spec.harness.send(.character("c"))

            expect(used).to(beFalse())
            expect(spec.view.keyHints.map(\.keys)).toNot(contain("c"))
        }

        @Test("leaves Esc alone and does not offer it")
        func ignoresStop() {
            _ = spec.harness.render(ViewHarness.wide)

            let used = spec.harness.send(.escape)

            expect(used).to(beFalse())
            expect(spec.view.keyHints.map(\.keys)).toNot(contain("Esc"))
        }
    }

    @Suite("when an owner offers the Code screen from the list")
    @MainActor
    struct Code {
        let spec = CardsViewSpec()

        init() {
            spec.view.onShowCode = { [log = spec.log] in log.record("code \($0)") }
            _ = spec.harness.render(ViewHarness.wide)
        }

        @Test("reports c with the selected card")
        func reportsSelected() {
            spec.harness.send(.right)

            spec.harness.send(.character("c"))

            expect(spec.log.calls).to(equal(["select b", "code b"]))
        }

        @Test("offers c while there are cards")
        func offers() {
            let keys = spec.view.keyHints.map(\.keys)

            expect(keys).to(contain("c"))
        }

        @Test("neither reports nor offers c without cards")
        func nothingWithoutCards() {
            spec.view.data = CardsDisplayData()

            let used = spec.harness.send(.character("c"))

            expect(used).to(beFalse())
            expect(spec.view.keyHints.map(\.keys)).toNot(contain("c"))
        }
    }

    @Suite("when an owner offers to stop a download")
    @MainActor
    struct Stop {
        let spec = CardsViewSpec()

        init() {
            spec.view.onStopDownload = { [log = spec.log] in log.record("stop") }
            _ = spec.harness.render(ViewHarness.wide)
        }

        @Test("reports Esc")
        func reports() {
            spec.harness.send(.escape)

            expect(spec.log.calls).to(equal(["stop"]))
        }

        @Test("offers Esc, with cards or without")
        func offers() {
            let withCards = spec.view.keyHints.map(\.keys)
            spec.view.data = CardsDisplayData()

            let withoutCards = spec.view.keyHints.map(\.keys)

            expect(withCards).to(contain("Esc"))
            expect(withoutCards).to(contain("Esc"))
        }
    }
}
