import MyCardsKit
import MyCardsUI
import Nimble
import Testing

/// Plays a terminal: records what was sent, hands out recorded answers one chunk per read, then nothing (the
/// deadline passed) — no clock, no waiting.
final class ReplayChannel: TerminalChannel {
    private(set) var sent: [UInt8] = []
    private var chunks: [[UInt8]]
    private(set) var reads = 0

    init(_ chunks: [[UInt8]]) {
        self.chunks = chunks
    }

    func send(_ bytes: [UInt8]) { sent += bytes }

    func receive() -> [UInt8] {
        reads += 1
        return chunks.isEmpty ? [] : chunks.removeFirst()
    }
}

@Suite("GraphicsDetection")
struct GraphicsDetectionSpec {
    static let ask = GraphicsDetection.Plan.ask(forced: nil, throughTmux: false, pixelsWanted: true)
    static let windowCell = PixelSize(width: 10, height: 20)

    static func detect(
        _ chunks: [[UInt8]], plan: GraphicsDetection.Plan = ask, windowCell: PixelSize? = windowCell
    ) -> GraphicsDetection.Outcome {
        GraphicsDetection.detect(plan: plan, channel: ReplayChannel(chunks), windowCell: windowCell)
    }

    @Suite("when asking a terminal")
    struct Asking {
        @Test("sends the device attributes question last, so its answer ends the wait")
        func asksAttributesLast() {
            let channel = ReplayChannel([])

            _ = GraphicsDetection.probe(channel)

            expect(String(decoding: channel.sent, as: UTF8.self).hasSuffix("\u{1B}[c")).to(beTrue())
        }

        @Test("stops reading once the device attributes are in")
        func stopsAtAttributes() {
            let channel = ReplayChannel([RecordedTerminals.kitty, Array("late".utf8)])

            _ = GraphicsDetection.probe(channel)

            expect(channel.reads).to(equal(1))
        }
    }

    @Suite("when the terminal answers")
    struct Answers {
        @Test(
            "picks the protocol the answers show",
            arguments: [
                (RecordedTerminals.kitty, "kitty"), (RecordedTerminals.xtermVT340, "sixel"),
                (RecordedTerminals.foot, "sixel"), (RecordedTerminals.iTerm2, "iterm"),
                (RecordedTerminals.xterm, "blocks"),
                (RecordedTerminals.tmux, "blocks"),
            ])
        func picksProtocol(answers: [UInt8], expected: String) {
            expect(detect([answers]).graphics?.kind.rawValue ?? "blocks").to(equal(expected))
        }

        @Test("takes the kernel's cell size over the terminal's answer")
        func prefersWindowCell() {
            expect(detect([RecordedTerminals.kitty]).graphics?.cell).to(equal(PixelSize(width: 10, height: 20)))
        }

        @Test("takes kitty's answered cell size where the kernel has none")
        func usesAnsweredCell() {
            expect(detect([RecordedTerminals.kitty], windowCell: nil).graphics?.cell)
                .to(equal(PixelSize(width: 9, height: 18)))
        }

        @Test("leaves sixel to half blocks when no cell size is known")
        func sixelNeedsCellSize() {
            expect(detect([RecordedTerminals.xtermVT340], windowCell: nil).graphics).to(beNil())
        }

        @Test("uses at most 256 of xterm's 1024 colour registers")
        func capsColorRegisters() {
            expect(detect([RecordedTerminals.xtermVT340]).graphics?.colorRegisters).to(equal(256))
        }

        @Test("notes that kitty speaks the kitty keyboard protocol")
        func notesKeyboard() {
            expect(detect([RecordedTerminals.kitty]).kittyKeyboard).to(beTrue())
        }
    }

    @Suite("when the terminal answers nothing")
    struct Silent {
        @Test("draws half blocks")
        func halfBlocks() {
            expect(detect([]).graphics).to(beNil())
        }

        @Test("gives up after one read that found the deadline passed")
        func givesUp() {
            let channel = ReplayChannel([])

            _ = GraphicsDetection.probe(channel)

            expect(channel.reads).to(equal(1))
        }
    }

    @Suite("when the answer is cut off by the deadline")
    struct Partial {
        @Test("uses what was whole: kitty's graphics answer")
        func usesWholeAnswers() {
            expect(detect([Array(RecordedTerminals.kitty[0..<43])]).graphics?.kind).to(equal(.kitty))
        }
    }

    @Suite("when the user types during the question")
    struct Typing {
        @Test("hands back every key typed, in order")
        func handsBackKeys() {
            let chunks = [Array("jj".utf8), RecordedTerminals.xtermVT340, Array("\u{1B}[Bq".utf8)]
            let channel = ReplayChannel(chunks)

            let probed = GraphicsDetection.probe(channel)

            expect(probed.typed).to(equal(Array("jj".utf8)))
        }

        @Test("keeps keys that arrived in the same read as the last answer")
        func keepsKeysAfterLastAnswer() {
            let outcome = detect([RecordedTerminals.xtermVT340 + Array("q".utf8)])

            expect(outcome.typed).to(equal(Array("q".utf8)))
        }
    }

    @Suite("when planning")
    struct Planning {
        @Test("asks nothing for blocks")
        func blocksAsksNothing() {
            expect(GraphicsDetection.plan(choice: .blocks, environment: [:], tmuxPassthrough: { _ in true }))
                .to(equal(.blocks))
        }

        @Test("asks nothing inside screen", arguments: [["TERM": "screen-256color"], ["STY": "1.pts-0"]])
        func screenAsksNothing(environment: [String: String]) {
            expect(GraphicsDetection.plan(choice: .auto, environment: environment, tmuxPassthrough: { _ in true }))
                .to(equal(.blocks))
        }

        @Test("wraps a protocol forced inside tmux for its passthrough")
        func forcedInsideTmux() {
            expect(GraphicsDetection.plan(choice: .kitty, environment: ["TMUX": "x"], tmuxPassthrough: { _ in false }))
                .to(equal(.ask(forced: .kitty, throughTmux: true, pixelsWanted: true)))
        }

        @Test("asks without wanting pixels under NO_COLOR")
        func noColor() {
            expect(
                GraphicsDetection.plan(choice: .auto, environment: ["NO_COLOR": "1"], tmuxPassthrough: { _ in true })
            )
            .to(equal(.ask(forced: nil, throughTmux: false, pixelsWanted: false)))
        }

        @Test("draws a forced protocol whatever the answers say")
        func forcedProtocol() {
            let plan = GraphicsDetection.Plan.ask(forced: .iterm, throughTmux: false, pixelsWanted: true)

            expect(detect([RecordedTerminals.xterm], plan: plan).graphics?.kind).to(equal(.iterm))
        }

        @Test("draws no pixels under NO_COLOR even where the terminal has them")
        func noPixelsUnderNoColor() {
            let plan = GraphicsDetection.Plan.ask(forced: nil, throughTmux: false, pixelsWanted: false)

            expect(detect([RecordedTerminals.kitty], plan: plan).graphics).to(beNil())
        }
    }

    @Suite("when choosing from the command line and the environment")
    struct Choosing {
        @Test("the option wins over MYCARDS_GRAPHICS")
        func optionWins() {
            expect(GraphicsChoice.resolved(option: .sixel, environment: ["MYCARDS_GRAPHICS": "kitty"])).to(
                equal(.sixel))
        }

        @Test("MYCARDS_GRAPHICS counts without the option, in any case")
        func environmentCounts() {
            expect(GraphicsChoice.resolved(option: nil, environment: ["MYCARDS_GRAPHICS": "Blocks"])).to(equal(.blocks))
        }

        @Test("an unknown MYCARDS_GRAPHICS is auto")
        func unknownIsAuto() {
            expect(GraphicsChoice.resolved(option: nil, environment: ["MYCARDS_GRAPHICS": "vt100"])).to(equal(.auto))
        }
    }
}
