import MyCardsUI
import Nimble
import Testing

@Suite("Ellipsis")
struct EllipsisSpec {
    @Test("leaves text that fits alone")
    func leavesFittingText() {
        expect(Ellipsis.fit("Tesco", width: 5)).to(equal("Tesco"))
    }

    @Test("cuts text that is too wide and marks the cut")
    func cutsWideText() {
        expect(Ellipsis.fit("Sainsbury's", width: 6)).to(equal("Sains…"))
    }

    @Test("never splits a wide character")
    func keepsWideCharactersWhole() {
        expect(Ellipsis.fit("北京茶店", width: 6)).to(equal("北京…"))
    }

    @Test("gives nothing for no room")
    func givesNothingForNoRoom() {
        expect(Ellipsis.fit("Tesco", width: 0)).to(equal(""))
    }

    @Test("cuts in the middle, keeping the start and the larger end")
    func cutsInTheMiddle() {
        expect(Ellipsis.fitMiddle("Aurora Coffee Roastery 001", width: 15)).to(equal("Aurora…tery 001"))
    }

    @Test("cuts in the middle within the columns, counting emoji and CJK as two")
    func cutsWideTextInTheMiddle() {
        let cut = Ellipsis.fitMiddle("北京茶店 ☕ Tea House ☕", width: 11)

        expect(DisplayWidth.of(cut)).to(beLessThanOrEqualTo(11))
        expect(cut).to(equal("北京…use ☕"))
    }

    @Test("leaves text that fits alone when cutting in the middle")
    func leavesFittingTextInTheMiddle() {
        expect(Ellipsis.fitMiddle("Tesco", width: 5)).to(equal("Tesco"))
    }
}

@Suite("TextWrap")
struct TextWrapSpec {
    @Test("wraps at spaces")
    func wrapsAtSpaces() {
        expect(TextWrap.lines("Delete card “Tesco”? (y/n)", width: 14)).to(equal(["Delete card", "“Tesco”? (y/n)"]))
    }

    @Test("splits a word longer than a line")
    func splitsLongWords() {
        expect(TextWrap.lines("Supercalifragilistic", width: 8)).to(equal(["Supercal", "ifragili", "stic"]))
    }

    @Test("lets a wide character overflow a one-column line instead of looping")
    func overflowsNarrowLines() {
        expect(TextWrap.lines("北京", width: 1)).to(equal(["北", "京"]))
    }

    @Test("gives no lines for no room")
    func givesNoLinesForNoRoom() {
        expect(TextWrap.lines("Tesco", width: 0)).to(beEmpty())
    }
}

@Suite("Rect layout")
struct RectLayoutSpec {
    @Test("centres a smaller rectangle")
    func centres() {
        let area = Rect(x: 0, y: 1, width: 100, height: 29)

        expect(area.centered(Size(width: 20, height: 5))).to(equal(Rect(x: 40, y: 13, width: 20, height: 5)))
    }

    @Test("shrinks a larger rectangle to fit")
    func shrinks() {
        let area = Rect(x: 2, y: 2, width: 10, height: 4)

        expect(area.centered(Size(width: 20, height: 8))).to(equal(area))
    }

    @Test("gives an empty row below the bottom")
    func emptyRowBelow() {
        expect(Rect(x: 0, y: 0, width: 5, height: 2).row(2).isEmpty).to(beTrue())
    }
}
