import MyCardsUI
import Nimble
import Testing

@Suite("DisplayWidth")
struct DisplayWidthSpec {
    @Test(
        "measures characters as a terminal shows them",
        arguments: [
            ("a", 1), ("é", 1), ("e\u{301}", 1), ("北", 2), ("ｶ", 1), ("😀", 2), ("👩‍💻", 2), ("❤️", 2), ("\u{7}", 0),
        ] as [(Character, Int)])
    func measures(character: Character, width: Int) {
        let measured = DisplayWidth.of(character)

        expect(measured).to(equal(width))
    }

    @Test("sums the widths of a string")
    func sumsString() {
        let width = DisplayWidth.of("Tea 北京")

        expect(width).to(equal(8))
    }

    @Test("cuts a prefix that fits the columns without splitting a wide character")
    func cutsPrefix() {
        let prefix = DisplayWidth.prefix(of: "ab北京", fitting: 5)

        expect(prefix).to(equal("ab北"))
    }
}
