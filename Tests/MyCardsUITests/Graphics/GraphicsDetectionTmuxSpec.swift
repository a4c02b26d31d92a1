import MyCardsKit
import MyCardsUI
import Nimble
import Testing

/// Answers whether tmux's passthrough is on, noting every time it is asked.
final class TmuxAnswer {
    private(set) var asked: [[String: String]] = []
    private let passthrough: Bool

    init(passthrough: Bool) {
        self.passthrough = passthrough
    }

    func ask(_ environment: [String: String]) -> Bool {
        asked.append(environment)
        return passthrough
    }
}

@Suite("GraphicsDetection inside tmux")
struct GraphicsDetectionTmuxSpec {
    static let insideTmux = ["TMUX": "/tmp/tmux-0/default,1,0", "TMUX_PANE": "%0", "TERM": "tmux-256color"]
    static let throughTmux = GraphicsDetection.Plan.ask(forced: nil, throughTmux: true, pixelsWanted: true)

    static func plan(_ choice: GraphicsChoice, _ environment: [String: String], _ tmux: TmuxAnswer)
        -> GraphicsDetection.Plan
    {
        GraphicsDetection.plan(choice: choice, environment: environment, tmuxPassthrough: tmux.ask)
    }

    static func detect(_ answers: [UInt8]) -> GraphicsDetection.Outcome {
        GraphicsDetection.detect(
            plan: throughTmux, channel: ReplayChannel([answers]), windowCell: PixelSize(width: 10, height: 20))
    }

    @Suite("when planning")
    struct Planning {
        @Test("draws half blocks and asks the terminal nothing when tmux says its passthrough is off")
        func passthroughOff() {
            let tmux = TmuxAnswer(passthrough: false)

            let plan = GraphicsDetectionTmuxSpec.plan(.auto, GraphicsDetectionTmuxSpec.insideTmux, tmux)

            expect(plan).to(equal(.blocks))
            expect(tmux.asked).to(equal([GraphicsDetectionTmuxSpec.insideTmux]))
        }

        @Test("asks the terminal through the passthrough when tmux says it is on")
        func passthroughOn() {
            let plan = GraphicsDetectionTmuxSpec.plan(
                .auto, GraphicsDetectionTmuxSpec.insideTmux, TmuxAnswer(passthrough: true))

            expect(plan).to(equal(GraphicsDetectionTmuxSpec.throughTmux))
        }

        @Test("asks tmux when only TERM names it")
        func termNamesTmux() {
            let tmux = TmuxAnswer(passthrough: true)

            _ = GraphicsDetectionTmuxSpec.plan(.auto, ["TERM": "tmux-256color"], tmux)

            expect(tmux.asked.count).to(equal(1))
        }

        @Test("does not ask tmux outside it")
        func outsideTmux() {
            let tmux = TmuxAnswer(passthrough: true)

            _ = GraphicsDetectionTmuxSpec.plan(.auto, ["TERM": "xterm-256color"], tmux)

            expect(tmux.asked).to(beEmpty())
        }

        @Test("does not ask tmux when a protocol is forced")
        func forced() {
            let tmux = TmuxAnswer(passthrough: false)

            _ = GraphicsDetectionTmuxSpec.plan(.sixel, GraphicsDetectionTmuxSpec.insideTmux, tmux)

            expect(tmux.asked).to(beEmpty())
        }

        @Test("does not ask tmux for half blocks")
        func blocks() {
            let tmux = TmuxAnswer(passthrough: true)

            _ = GraphicsDetectionTmuxSpec.plan(.blocks, GraphicsDetectionTmuxSpec.insideTmux, tmux)

            expect(tmux.asked).to(beEmpty())
        }
    }

    @Suite("when asking through the passthrough")
    struct Asking {
        @Test("sends every question wrapped for tmux, the status report last and no device attributes")
        func wrapsQuestions() {
            let channel = ReplayChannel([])

            _ = GraphicsDetection.probe(channel, throughTmux: true)

            let sent = String(decoding: channel.sent, as: UTF8.self)
            expect(sent.hasPrefix("\u{1B}Ptmux;")).to(beTrue())
            expect(sent.hasSuffix("\u{1B}\u{1B}[5n\u{1B}\\")).to(beTrue())
            expect(sent.contains("[c")).to(beFalse())
        }

        @Test("stops reading at the status report")
        func stopsAtStatusReport() {
            let channel = ReplayChannel([RecordedTerminals.kittyThroughTmux, Array("late".utf8)])

            _ = GraphicsDetection.probe(channel, throughTmux: true)

            expect(channel.reads).to(equal(1))
        }

        @Test("does not stop at device attributes, which through tmux are tmux's own")
        func readsPastTmuxAttributes() {
            let channel = ReplayChannel([RecordedTerminals.tmux, RecordedTerminals.kittyThroughTmux])

            _ = GraphicsDetection.probe(channel, throughTmux: true)

            expect(channel.reads).to(equal(2))
        }
    }

    @Suite("when the terminal around tmux answers")
    struct Answers {
        @Test(
            "picks the protocol its answers show",
            arguments: [
                (RecordedTerminals.kittyThroughTmux, "kitty"), (RecordedTerminals.xtermVT340ThroughTmux, "sixel"),
                (RecordedTerminals.xtermThroughTmux, "blocks"),
            ])
        func picksProtocol(answers: [UInt8], expected: String) {
            expect(GraphicsDetectionTmuxSpec.detect(answers).graphics?.kind.rawValue ?? "blocks").to(equal(expected))
        }

        @Test("wraps the pictures for tmux to hand on")
        func wrapsPictures() {
            expect(GraphicsDetectionTmuxSpec.detect(RecordedTerminals.kittyThroughTmux).graphics?.throughTmux)
                .to(beTrue())
        }

        @Test("takes kitty's cell size handed back by tmux where the kernel has none")
        func cellSize() {
            let outcome = GraphicsDetection.detect(
                plan: GraphicsDetectionTmuxSpec.throughTmux,
                channel: ReplayChannel([RecordedTerminals.kittyThroughTmux]),
                windowCell: nil)

            expect(outcome.graphics?.cell).to(equal(PixelSize(width: 9, height: 18)))
        }
    }

    @Suite("when reading tmux's answer about its passthrough")
    struct PassthroughAnswer {
        @Test("is on for tmux 3.3's 1 and tmux 3.4's on and all", arguments: ["1\n", "on\n", "all\n"])
        func on(answer: String) {
            expect(TmuxPassthrough.isOn(answer)).to(beTrue())
        }

        @Test("is off for 0, off and an empty answer", arguments: ["0\n", "off\n", ""])
        func off(answer: String) {
            expect(TmuxPassthrough.isOn(answer)).to(beFalse())
        }
    }
}
