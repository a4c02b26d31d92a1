import CNcursesw
import Foundation

@testable import MyCardsUI

/// A real curses screen for an xterm-256color (or the terminfo entry `name`) that writes to /dev/null and reads keys
/// from a pipe the test fills, so `NcursesTerminal` runs in the test process without a terminal.
@MainActor
final class CursesFixture {
    let terminal: NcursesTerminal
    private let keyboard: Int32

    init(environment: [String: String] = ["TERM": "xterm-256color"], name: String = "xterm-256color") throws {
        _ = DisplayWidth.of("北")  // puts a UTF-8 character type in place, which curses needs for wide text
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0, let input = fdopen(descriptors[0], "r"),
            let output = fopen("/dev/null", "w")
        else { throw CocoaError(.fileNoSuchFile) }
        keyboard = descriptors[1]
        terminal = try NcursesTerminal(environment: environment, outputDescriptor: fileno(output)) {
            use_env(false)  // the screen size comes from terminfo (80×24), whatever LINES/COLUMNS say
            return newterm(name, output, input)
        }
    }

    /// Bytes as the keyboard would send them.
    func press(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(keyboard, $0.baseAddress, $0.count) }
    }

    func press(_ text: String) {
        press(Array(text.utf8))
    }

    /// What curses holds for one cell: its first character, attributes and colours.
    func cell(at point: Point) -> (character: Character?, attributes: attr_t, foreground: Int32, background: Int32) {
        var stored = cchar_t()
        _ = mvwin_wch(mycards_stdscr(), Int32(point.y), Int32(point.x), &stored)
        var characters = [wchar_t](repeating: 0, count: Int(CCHARW_MAX) + 1)
        var attributes: attr_t = 0
        var shortPair: Int16 = 0
        var pair: Int32 = 0
        _ = getcchar(&stored, &characters, &attributes, &shortPair, &pair)
        var foreground: Int32 = 0
        var background: Int32 = 0
        _ = extended_pair_content(pair, &foreground, &background)
        let character = Unicode.Scalar(UInt32(bitPattern: characters[0])).map(Character.init)
        return (character, attributes & ~mycards_attr_color(), foreground, background)
    }

    var cursor: Point {
        Point(x: Int(getcurx(mycards_stdscr())), y: Int(getcury(mycards_stdscr())))
    }
}
