import MyCardsDisplayData
import MyCardsKit
import MyCardsUI
import Nimble
import Testing

/// The edit and create modes of `CardDetailsView`: focus, activation and typing.
extension CardDetailsViewSpec {
    @Suite("when the focus moves")
    @MainActor
    struct Focus {
        @Test(
            "cycles with Tab through the mode's elements",
            arguments: [
                (CardDetailsMode.edit, [CardDetailsFocus.front, .back, .save, .delete, .cancel, .name]),
                (.create, [.front, .back, .save, .cancel, .name]),
            ])
        func tabs(mode: CardDetailsMode, expected: [CardDetailsFocus]) {
            let spec = CardDetailsViewSpec(mode: mode)

            let visited = expected.map { _ in
                spec.harness.send(.tab)
                return spec.view.focus
            }

            expect(visited).to(equal(expected))
        }

        @Test(
            "cycles backwards with Shift-Tab",
            arguments: [
                (CardDetailsMode.edit, [CardDetailsFocus.cancel, .delete, .save, .back, .front, .name]),
                (.create, [.cancel, .save, .back, .front, .name]),
            ])
        func backTabs(mode: CardDetailsMode, expected: [CardDetailsFocus]) {
            let spec = CardDetailsViewSpec(mode: mode)

            let visited = expected.map { _ in
                spec.harness.send(.backTab)
                return spec.view.focus
            }

            expect(visited).to(equal(expected))
        }

        @Test("moves with ↓ and ↑ outside the name field")
        func arrows() {
            let spec = CardDetailsViewSpec(mode: .edit)
            spec.view.focus = .front

            spec.harness.send(.down)
            spec.harness.send(.down)
            spec.harness.send(.up)

            expect(spec.view.focus).to(equal(.back))
        }

        @Test("keeps ↓ and ↑ out of the name field")
        func arrowsInField() {
            let spec = CardDetailsViewSpec(mode: .edit)

            let used = [spec.harness.send(.down), spec.harness.send(.up)]

            expect(used).to(equal([false, false]))
            expect(spec.view.focus).to(equal(.name))
        }

        @Test("goes from the name field to Front on Enter")
        func enterInField() {
            let spec = CardDetailsViewSpec(mode: .create)

            spec.harness.send(.enter)

            expect(spec.view.focus).to(equal(.front))
            expect(spec.log.calls).to(beEmpty())
        }

        @Test("survives new data and redraws at another size")
        func survives() {
            let spec = CardDetailsViewSpec(mode: .edit)
            spec.harness.send(.tab)
            spec.harness.send(.tab)
            _ = spec.harness.render(ViewHarness.wide)
            _ = spec.harness.render(ViewHarness.small)

            spec.view.data.back = ViewFixtures.photo(base: 200)
            _ = spec.harness.render(ViewHarness.wide)

            expect(spec.view.focus).to(equal(.back))
        }

        @Test("can be set by the owner, never on Delete of a new card")
        func setByOwner() {
            let spec = CardDetailsViewSpec(mode: .create)

            spec.view.focus = .delete

            expect(spec.view.focus).to(equal(.cancel))
        }

        @Test("starts again on the name when the mode changes")
        func modeChange() {
            let spec = CardDetailsViewSpec(mode: .edit)
            spec.view.focus = .save

            spec.view.data.mode = .normal
            spec.view.data.mode = .edit

            expect(spec.view.focus).to(equal(.name))
        }

        @Test("names what Enter does on the focused element")
        func enterHint() {
            let spec = CardDetailsViewSpec(mode: .edit)

            let labels = [CardDetailsFocus.name, .front, .save, .delete, .cancel].map { focus in
                spec.view.focus = focus
                return spec.view.keyHints.first { $0.keys == "Enter" }?.label
            }

            expect(labels).to(equal(["next", "choose photo", "save", "delete", "cancel"]))
        }

        @Test("lists ↑↓ everywhere, saying in the name field that they work outside it")
        func arrowHint() {
            let spec = CardDetailsViewSpec(mode: .edit)
            let inField = spec.view.keyHints

            spec.view.focus = .front

            expect(inField).to(contain(KeyHint(keys: "↑↓", label: "previous/next outside the name")))
            expect(spec.view.keyHints).to(contain(KeyHint(keys: "↑↓", label: "previous/next")))
        }
    }

    @Suite("when a form element is activated")
    @MainActor
    struct Activation {
        let spec = CardDetailsViewSpec(mode: .edit)

        @Test(
            "reports Enter on it",
            arguments: [
                (CardDetailsFocus.front, "choose front"), (.back, "choose back"), (.save, "save"),
                (.delete, "delete"), (.cancel, "cancel"),
            ])
        func enter(focus: CardDetailsFocus, call: String) {
            spec.view.focus = focus

            spec.harness.send(.enter)

            expect(spec.log.calls).to(equal([call]))
        }

        @Test("saves on Ctrl-S from the name field")
        func saveFromField() {
            spec.harness.send(.control("s"))

            expect(spec.log.calls).to(equal(["save"]))
        }

        @Test("cancels on Esc from anywhere", arguments: [CardDetailsFocus.name, .back, .save])
        func escape(focus: CardDetailsFocus) {
            spec.view.focus = focus

            spec.harness.send(.escape)

            expect(spec.log.calls).to(equal(["cancel"]))
        }

        @Test("fires no letter shortcut outside the name field")
        func noLettersOutsideField() {
            spec.view.focus = .front

            let used = spec.harness.send(.character("e"))

            expect(used).to(beFalse())
            expect(spec.log.calls).to(beEmpty())
        }
    }

    @Suite("when the name is typed")
    @MainActor
    struct Typing {
        let spec = CardDetailsViewSpec(mode: .create)

        @Test("starts the next edit from the owner's name, not from text typed in a discarded one")
        func discardedTextStaysDiscarded() {
            let spec = CardDetailsViewSpec(mode: .edit)
            spec.harness.type(" draft")
            spec.view.data.mode = .normal

            spec.view.data.mode = .edit

            expect(spec.view.nameText).to(equal("Café Aurora"))
        }

        @Test("takes letters and ? as text, firing no shortcut and no help")
        func lettersAreText() {
            spec.harness.type("efbq?")

            expect(spec.view.nameText).to(equal("efbq?"))
            expect(spec.harness.frame.isShowingHelp).to(beFalse())
            expect(spec.log.calls).to(equal(["name e", "name ef", "name efb", "name efbq", "name efbq?"]))
        }

        @Test("edits wide characters with Backspace, arrows, Home and End")
        func edits() {
            spec.harness.type("北京😀")
            spec.harness.send(.backspace)
            spec.harness.send(.home)
            spec.harness.type("A")
            spec.harness.send(.end)
            spec.harness.send(.left)
            spec.harness.type("Z")
            spec.harness.send(.right)

            expect(spec.view.nameText).to(equal("A北Z京"))
        }

        @Test("keeps the cursor when the owner echoes the name back")
        func echo() {
            spec.view.onNameChange = { [view = spec.view] name in view.data.name = name }
            spec.harness.type("abc")
            spec.harness.send(.left)

            spec.harness.type("X")

            expect(spec.view.nameText).to(equal("abXc"))
        }

        @Test("keeps the typed text when the owner sets other data")
        func ownerWithoutEcho() {
            spec.harness.type("abc")

            spec.view.data.front = ViewFixtures.photo(base: 10)

            expect(spec.view.nameText).to(equal("abc"))
        }

        @Test("shows a name the owner changes")
        func ownerName() {
            spec.harness.type("abc")

            spec.view.data.name = "Tesco"

            expect(spec.view.nameText).to(equal("Tesco"))
            expect(spec.log.calls).to(equal(["name a", "name ab", "name abc"]))
        }

        @Test("reports no change for a key that changes nothing")
        func noChange() {
            let used = spec.harness.send(.backspace)

            expect(used).to(beTrue())
            expect(spec.log.calls).to(beEmpty())
        }

        @Test("accepts text input only in the name field")
        func acceptsTextInput() {
            let inField = spec.view.acceptsTextInput

            spec.view.focus = .back

            expect(inField).to(beTrue())
            expect(spec.view.acceptsTextInput).to(beFalse())
        }
    }
}
