import CNcursesw
import Nimble
import Testing

@testable import MyCardsUI

@Suite("NcursesCellWriter")
struct NcursesCellWriterSpec {
    @Suite("when attributes are converted")
    struct Attributes {
        static let table: [(CellAttributes, attr_t)] = [
            ([], mycards_attr_normal()),
            (.bold, mycards_attr_bold()),
            (.reverse, mycards_attr_reverse()),
            (.underline, mycards_attr_underline()),
            (.dim, mycards_attr_dim()),
        ]

        @Test("maps each to its curses attribute", arguments: table)
        func mapsEach(attributes: CellAttributes, expected: attr_t) {
            let converted = NcursesCellWriter.attributes(for: attributes)

            expect(converted).to(equal(expected))
        }

        @Test("combines several")
        func combines() {
            let converted = NcursesCellWriter.attributes(for: [.bold, .underline])

            expect(converted).to(equal(mycards_attr_bold() | mycards_attr_underline()))
        }
    }

    @Suite("when a character is prepared for setcchar")
    struct WideCharacters {
        @Test("gives its scalars NUL-terminated")
        func scalars() {
            let characters = NcursesCellWriter.wideCharacters(of: "é")

            expect(characters).to(equal([0xE9, 0]))
        }

        @Test("keeps combining marks after the base")
        func combining() {
            let characters = NcursesCellWriter.wideCharacters(of: "e\u{301}")

            expect(characters).to(equal([0x65, 0x301, 0]))
        }

        @Test("keeps at most as many scalars as a cchar_t holds")
        func truncates() {
            let family: Character = "👨‍👩‍👧‍👦"

            let characters = NcursesCellWriter.wideCharacters(of: family)

            expect(characters.count).to(equal(Int(CCHARW_MAX) + 1))
            expect(characters.last).to(equal(0))
        }
    }
}
