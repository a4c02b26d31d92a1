import CNcursesw
import Nimble
import Testing

@testable import MyCardsUI

/// 24-bit colour through ncurses' direct-colour terminfo entry (`xterm-direct`, from Debian's ncurses-term).
@Suite("NcursesTerminal colours", .serialized)
@MainActor
struct NcursesTerminalColorSpec {
    @Suite("when set up for an xterm-direct")
    @MainActor
    struct Direct {
        @Test("uses 24-bit colour")
        func trueColor() throws {
            let fixture = try CursesFixture(name: "xterm-direct")
            defer { fixture.terminal.restore() }

            expect(fixture.terminal.colorMode).to(equal(.trueColor))
        }

        @Test("gives cells their 24-bit colours")
        func rgbCells() throws {
            let fixture = try CursesFixture(name: "xterm-direct")
            defer { fixture.terminal.restore() }
            var buffer = ScreenBuffer(size: fixture.terminal.size)
            let style = Style(foreground: .rgb(red: 0x1B, green: 0x2A, blue: 0x4A), background: .palette(236))
            buffer.put("▀", at: .zero, style: style)

            fixture.terminal.present(buffer, cursor: nil)

            let cell = fixture.cell(at: .zero)
            expect([cell.foreground, cell.background]).to(equal([0x1B2A4A, 0x303030]))
        }

        @Test("goes monochrome when NO_COLOR is set")
        func noColor() throws {
            let fixture = try CursesFixture(
                environment: ["TERM": "xterm-direct", "NO_COLOR": "1"], name: "xterm-direct")
            defer { fixture.terminal.restore() }

            expect(fixture.terminal.colorMode).to(equal(.monochrome))
        }
    }

    /// A 300×120 screen whose left half keeps one photo while the right half shows others in turn: each photo
    /// has 18,000 cells of colours no other cell has, so the fourth needs more than the 65,535 pairs of
    /// xterm-direct and the numbering starts over while the left half stays on screen.
    @Suite("when photos need more colour pairs than the terminal has")
    @MainActor
    struct PairBudget {
        static let size = Size(width: 300, height: 120)

        /// Every cell in its own colours: foreground and background numbered from the photo's own range.
        static func photo(_ number: Int, in area: Rect, over base: ScreenBuffer) -> ScreenBuffer {
            var buffer = base
            for y in area.y..<area.maxY {
                for x in area.x..<area.maxX {
                    let index = 2 * ((y - area.y) * area.width + (x - area.x)) + 40_000 * number
                    let style = Style(foreground: rgb(index), background: rgb(index + 1))
                    buffer.put("▀", at: Point(x: x, y: y), style: style)
                }
            }
            return buffer
        }

        static func rgb(_ value: Int) -> Color {
            .rgb(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
        }

        /// The cells whose colours in curses differ from the buffer's.
        static func wrongCells(_ fixture: CursesFixture, _ buffer: ScreenBuffer) -> [Point] {
            let mapping = CursesColorMapping(colorCount: 1 << 24, defaultColorsAvailable: true)
            var wrong: [Point] = []
            for y in 0..<buffer.size.height {
                for x in 0..<buffer.size.width {
                    let style = buffer[x, y].style
                    let expected = [
                        mapping.cursesColor(style.foreground, default: 7),
                        mapping.cursesColor(style.background, default: 0),
                    ]
                    let cell = fixture.cell(at: Point(x: x, y: y))
                    if [cell.foreground, cell.background] != expected { wrong.append(Point(x: x, y: y)) }
                }
            }
            return wrong
        }

        @Test("draws every cell of each photo in its own colours, and keeps those of the photo that stays")
        func everyCell() throws {
            let fixture = try CursesFixture(name: "xterm-direct")
            defer { fixture.terminal.restore() }
            _ = resizeterm(Int32(Self.size.height), Int32(Self.size.width))
            _ = fixture.terminal.nextEvent()
            let left = Rect(x: 0, y: 0, width: 150, height: 120)
            let right = Rect(x: 150, y: 0, width: 150, height: 120)
            let base = Self.photo(1, in: left, over: ScreenBuffer(size: Self.size))
            var wrong: [Int: [Point]] = [:]

            for number in 2...4 {
                let screen = Self.photo(number, in: right, over: base)
                fixture.terminal.present(screen, cursor: nil)
                wrong[number] = Self.wrongCells(fixture, screen)
            }

            expect(wrong.mapValues(\.count)).to(equal([2: 0, 3: 0, 4: 0]))
        }
    }
}
