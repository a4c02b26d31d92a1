import Foundation
import Nimble
import Testing

extension Journeys {
    /// Behaviour.md "`show`": 24-bit colour when the terminal announces it, else 256 colours; `NO_COLOR` wins.
    /// The photos of the Cards screen's tiles are read back from tmux with their colours (`capture-pane -e`).
    @Suite("when photos are drawn")
    struct PhotoColorJourney {
        /// More colour changes than the title, status and key bars make (under 20): only photos bring hundreds
        /// (tmux writes a colour only where it changes from the cell before).
        static let photoSequences = 100

        /// How a colour is written in the escape sequences tmux gives back.
        enum Kind: Sendable {
            /// `ESC[38;2;r;g;bm` / `ESC[48;2;…m`: a 24-bit foreground or background.
            case trueColor
            /// `ESC[38;5;nm` / `ESC[48;5;nm`: a palette colour.
            case palette

            func count(in screen: String) -> Int {
                switch self {
                case .trueColor: screen.matches(of: #/\x1B\[(38|48);2;\d+;\d+;\d+m/#).count
                case .palette: screen.matches(of: #/\x1B\[(38|48);5;\d+m/#).count
                }
            }
        }

        /// The styled screen once the Cards screen shows the seed cards and their photos have colours of `kind`
        /// (or, with nil, once the cards are listed). tmux's RGB feature is always on, so 256 colours on screen
        /// are the app's choice, not tmux's reduction.
        static func styledCards(
            _ variant: Variant, terminal: [String: String], until kind: Kind?
        ) async throws -> String {
            let sandbox = try Sandbox()
            let backend = try await Backend.start(in: sandbox)
            let app = try RunningApp.launch(variant, in: sandbox, backend: backend.url, terminal: terminal, rgb: true)
            defer { app.close() }
            try await app.waitForCards(SeedCards.sortedNames)
            let styled = try await Poll.until { () -> String? in
                let screen = try app.session.styledScreen()
                return (kind.map { $0.count(in: screen) > 0 } ?? true) ? screen : nil
            }
            return try styled ?? app.session.styledScreen()
        }

        @Test("draws them in 24-bit colour when the terminal announces truecolor", arguments: Variant.all)
        func announced(variant: Variant) async throws {
            let screen = try await Self.styledCards(
                variant, terminal: ["COLORTERM": "truecolor"], until: .trueColor)

            expect(Kind.trueColor.count(in: screen)).to(beGreaterThan(Self.photoSequences))
            expect(Kind.palette.count(in: screen)).to(equal(0))
        }

        @Test("draws them in 256 colours when the terminal does not announce 24-bit colour", arguments: Variant.all)
        func notAnnounced(variant: Variant) async throws {
            let screen = try await Self.styledCards(variant, terminal: [:], until: .palette)

            expect(Kind.palette.count(in: screen)).to(beGreaterThan(Self.photoSequences))
            expect(Kind.trueColor.count(in: screen)).to(equal(0))
        }

        @Test("falls back to 256 colours when TERM has no direct-colour entry", arguments: Variant.all)
        func noDirectEntry(variant: Variant) async throws {
            let terminal = ["COLORTERM": "truecolor", "TERM": "screen-256color"]

            let screen = try await Self.styledCards(variant, terminal: terminal, until: .palette)

            expect(Kind.palette.count(in: screen)).to(beGreaterThan(Self.photoSequences))
            expect(Kind.trueColor.count(in: screen)).to(equal(0))
        }

        @Test("draws them without colours under NO_COLOR, even when 24-bit colour is announced", arguments: Variant.all)
        func noColor(variant: Variant) async throws {
            let terminal = ["COLORTERM": "truecolor", "NO_COLOR": "1"]

            let screen = try await Self.styledCards(variant, terminal: terminal, until: nil)

            expect(Kind.trueColor.count(in: screen) + Kind.palette.count(in: screen)).to(equal(0))
        }
    }
}
