import MyCardsDisplayData
import MyCardsKit
import MyCardsUI
import Nimble
import Testing

/// Keys as terminals send them, in the form: Meta keys, pastes and help.
extension CardDetailsViewSpec {
    @Suite("when a Meta key is pressed in the form")
    @MainActor
    struct MetaKeys {
        @Test(
            "does nothing when no element uses it, never cancelling",
            arguments: [Key.meta(.character("y")), .meta(.character("x")), .meta(.character("n"))])
        func unbound(key: Key) {
            let spec = CardDetailsViewSpec(mode: .create)
            spec.harness.type("Tesco")
            spec.view.focus = .save

            spec.harness.send(key)

            expect(spec.log.calls).to(equal(["name T", "name Te", "name Tes", "name Tesc", "name Tesco"]))
            expect(spec.harness.frame.navigation.modal).to(beNil())
        }

        @Test("edits the name by word")
        func wordEditing() {
            let spec = CardDetailsViewSpec(mode: .edit)

            spec.harness.send(.meta(.character("b")))
            spec.harness.send(.meta(.backspace))
            spec.harness.send(.meta(.character("f")))
            spec.harness.type("!")

            expect(spec.view.nameText).to(equal("Aurora!"))
        }
    }

    @Suite("when text is pasted")
    @MainActor
    struct Pasting {
        @Test("puts it in the name as one line, keeping the focus")
        func intoName() {
            let spec = CardDetailsViewSpec(mode: .create)

            spec.harness.frame.handle(.paste("Pasted\tTab\rNewline 東京"))

            expect(spec.view.nameText).to(equal("Pasted Tab Newline 東京"))
            expect(spec.view.focus).to(equal(.name))
            expect(spec.log.calls).to(equal(["name Pasted Tab Newline 東京"]))
        }

        @Test("takes no more than a name's maximum length of a long paste, and says so beside the field")
        func cutsLongPaste() {
            let spec = CardDetailsViewSpec(mode: .create)

            spec.harness.frame.handle(.paste(String(repeating: "ab", count: 10_000)))
            let buffer = spec.harness.render(ViewHarness.wide)

            expect(spec.view.nameText.count).to(equal(CardName.maximumLength))
            expect(buffer.text()).to(contain("at most \(CardName.maximumLength) characters"))
        }

        @Test("says nothing of the limit while the name is shorter")
        func noNoteBelowTheLimit() {
            let spec = CardDetailsViewSpec(mode: .create)
            spec.harness.frame.handle(.paste(String(repeating: "a", count: CardName.maximumLength)))

            spec.harness.send(.backspace)
            let buffer = spec.harness.render(ViewHarness.wide)

            expect(buffer.text()).toNot(contain("at most"))
        }

        @Test("ignores it away from the name field")
        func elsewhere() {
            let spec = CardDetailsViewSpec(mode: .create)
            spec.view.focus = .front

            let used = spec.harness.frame.handle(.paste("l\n"))

            expect(used).to(beFalse())
            expect(spec.log.calls).to(beEmpty())
        }
    }

    @Suite("when help is asked for in the name field")
    @MainActor
    struct Help {
        @Test("shows F1 as the help key in the key bar")
        func keyBar() {
            let spec = CardDetailsViewSpec(mode: .create)

            let buffer = spec.harness.render(ViewHarness.wide)

            expect(buffer.row(at: 31)).to(endWith("F1 help"))
        }

        @Test("lists every key and whole label at 40×12, scrolling")
        func everyKeyAt40x12() {
            let spec = CardDetailsViewSpec(mode: .create)
            _ = spec.harness.render(ViewHarness.small)
            spec.harness.send(.function(1))

            var seen = spec.harness.render(ViewHarness.small).text()
            for _ in 0..<12 {
                spec.harness.send(.down)
                seen += spec.harness.render(ViewHarness.small).text()
            }

            let hints = spec.view.keyHints + [.helpInTextField, .quit]
            let words = hints.flatMap { [$0.keys] + $0.label.split(separator: " ").map(String.init) }
            for word in words { expect(seen).to(contain(word)) }
            expect(seen.split(separator: "\n").filter { $0.contains("│") && $0.contains("…") }).to(beEmpty())
            expect(spec.harness.frame.isShowingHelp).to(beTrue())
        }

        @Test("lists F1 alone as its key, since ? is text there, and ↑↓ for the other elements")
        func listsOnlyF1() {
            let spec = CardDetailsViewSpec(mode: .create)
            spec.harness.send(.function(1))

            let help = spec.harness.render(ViewHarness.wide).text()

            expect(help).to(contain("F1"))
            expect(help).toNot(contain("? F1"))
            expect(help).to(contain("↑↓"))
        }

        @Test("opens help on F1 and types ? as text")
        func opensOnF1() {
            let spec = CardDetailsViewSpec(mode: .create)

            spec.harness.type("?")
            spec.harness.send(.function(1))

            expect(spec.view.nameText).to(equal("?"))
            expect(spec.harness.frame.isShowingHelp).to(beTrue())
            expect(spec.harness.render(ViewHarness.wide).text()).to(contain("Help · New card"))
        }
    }
}
