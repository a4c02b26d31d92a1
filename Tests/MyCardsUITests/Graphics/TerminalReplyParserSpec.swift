import MyCardsUI
import Nimble
import Testing

@Suite("TerminalReplyParser")
struct TerminalReplyParserSpec {
    static func parse(_ chunks: [[UInt8]]) -> (replies: [TerminalReply], typed: [UInt8]) {
        var parser = TerminalReplyParser()
        var replies: [TerminalReply] = []
        var typed: [UInt8] = []
        for chunk in chunks {
            let parsed = parser.feed(chunk)
            replies += parsed.replies
            typed += parsed.typed
        }
        return (replies, typed + parser.finish())
    }

    @Suite("when xterm as a VT340 answers")
    struct XtermVT340 {
        @Test("reads its name, its colour registers, its sixel geometry and its attributes with sixel")
        func readsEveryAnswer() {
            let parsed = parse([RecordedTerminals.xtermVT340])

            expect(parsed.replies).to(
                equal([
                    .version("XTerm(379)"), .graphicsAttribute(item: 1, status: 0, values: [1024]),
                    .graphicsAttribute(item: 2, status: 0, values: [480, 312]),
                    .primaryAttributes([63, 1, 2, 4, 6, 9, 15, 16, 22, 28]),
                ]))
        }

        @Test("leaves nothing as typed")
        func typesNothing() {
            expect(parse([RecordedTerminals.xtermVT340]).typed).to(beEmpty())
        }
    }

    @Suite("when kitty answers")
    struct Kitty {
        @Test("reads the graphics answer, the cell size and the keyboard flags")
        func readsKittyAnswers() {
            let parsed = parse([RecordedTerminals.kitty])

            expect(parsed.replies).to(
                equal([
                    .kittyGraphics(id: 31, message: "OK"), .version("kitty(0.26.5)"), .cellSize(width: 9, height: 18),
                    .keyboardFlags(0), .primaryAttributes([62, 0]),
                ]))
        }
    }

    @Suite("when the terminal around tmux answers through its passthrough")
    struct ThroughTmux {
        @Test("reads the status report that ends the wait there")
        func readsStatusReport() {
            let parsed = parse([RecordedTerminals.kittyThroughTmux])

            expect(parsed.replies.last).to(equal(.statusReport(0)))
            expect(parsed.typed).to(beEmpty())
        }
    }

    @Suite("when the answers arrive cut into pieces")
    struct Pieces {
        @Test("joins a sequence cut anywhere, even one byte at a time")
        func joinsPieces() {
            let chunks = RecordedTerminals.kitty.map { [$0] }

            expect(parse(chunks).replies).to(equal(parse([RecordedTerminals.kitty]).replies))
        }
    }

    @Suite("when the user types while the terminal answers")
    struct TypedMeanwhile {
        /// A terminal writes each answer whole; keys come between answers.
        @Test("keeps letters, an arrow and Enter typed between the answers, in order")
        func keepsTypedKeys() {
            let typed = Array("j\u{1B}[Bq\r".utf8)
            let chunks = [
                Array(RecordedTerminals.kitty[0..<12]), Array(typed[0..<1]), Array(RecordedTerminals.kitty[12...]),
                Array(typed[1...]),
            ]

            expect(parse(chunks).typed).to(equal(typed))
        }

        @Test("still reads every answer around the typed keys")
        func readsAnswersAroundKeys() {
            let chunks = [Array("x".utf8), RecordedTerminals.xtermVT340, Array("\u{1B}[A".utf8)]

            expect(parse(chunks).replies.count).to(equal(4))
        }

        @Test("keeps a lone Escape typed at the end")
        func keepsLoneEscape() {
            expect(parse([RecordedTerminals.xterm, [0x1B]]).typed).to(equal([0x1B]))
        }

        @Test("keeps Alt-P and Alt-_ followed by another key as typing")
        func keepsAltKeys() {
            let typed = Array("\u{1B}Px\u{1B}_y".utf8)

            expect(parse([typed]).typed).to(equal(typed))
        }
    }

    @Suite("when an answer is cut off by the timeout")
    struct Partial {
        @Test("drops the unfinished answer rather than letting it reach the app as keys")
        func dropsUnfinishedAnswer() {
            let cut = Array(RecordedTerminals.kitty[0..<43])

            expect(parse([cut]).typed).to(beEmpty())
        }

        @Test("keeps the answers that were whole before it")
        func keepsWholeAnswers() {
            let cut = Array(RecordedTerminals.kitty[0..<43])

            expect(parse([cut]).replies).to(
                equal([
                    .kittyGraphics(id: 31, message: "OK"), .version("kitty(0.26.5)"), .cellSize(width: 9, height: 18),
                ]))
        }
    }
}
