import MyCardsKit
import MyCardsUI
import Nimble
import Testing

@Suite("ScreenBuffer")
struct ScreenBufferSpec {
    @Suite("when text is written")
    struct Writing {
        @Test("shows it at the position given")
        func showsText() {
            var buffer = ScreenBuffer(size: Size(width: 8, height: 2))

            buffer.write("Cards", at: Point(x: 1, y: 1))

            expect(buffer.text()).to(equal("\n Cards"))
        }

        @Test("clips it at the right edge")
        func clipsAtEdge() {
            var buffer = ScreenBuffer(size: Size(width: 4, height: 1))

            let used = buffer.write("Loyalty", at: Point(x: 1, y: 0))

            expect(used).to(equal(3))
            expect(buffer.text()).to(equal(" Loy"))
        }

        @Test("ignores rows outside the buffer")
        func ignoresOutside() {
            var buffer = ScreenBuffer(size: Size(width: 4, height: 1))

            let used = buffer.write("x", at: Point(x: 0, y: 3))

            expect(used).to(equal(0))
            expect(buffer.text()).to(equal(""))
        }
    }

    @Suite("when wide characters are written")
    struct WideCharacters {
        @Test("gives each CJK character two columns")
        func cjkTakesTwo() {
            var buffer = ScreenBuffer(size: Size(width: 6, height: 1))

            let used = buffer.write("北京茶", at: .zero)

            expect(used).to(equal(6))
            expect(buffer[1, 0].isContinuation).to(beTrue())
            expect(buffer.text()).to(equal("北京茶"))
        }

        @Test("drops a wide character that would straddle the edge")
        func dropsStraddling() {
            var buffer = ScreenBuffer(size: Size(width: 3, height: 1))

            buffer.write("a北京", at: .zero)

            expect(buffer.text()).to(equal("a北"))
        }

        @Test("blanks the other half when half of a wide character is overwritten")
        func blanksOtherHalf() {
            var buffer = ScreenBuffer(size: Size(width: 4, height: 1))
            buffer.write("北京", at: .zero)

            buffer.put("x", at: Point(x: 1, y: 0))

            expect(buffer.text()).to(equal(" x京"))
        }
    }

    @Suite("when a rectangle is filled")
    struct Filling {
        @Test("fills only the part inside the buffer")
        func fillsClipped() {
            var buffer = ScreenBuffer(size: Size(width: 3, height: 2))

            buffer.fill(Rect(x: 1, y: 1, width: 5, height: 5), with: "#")

            expect(buffer.text()).to(equal("\n ##"))
        }

        @Test("blanks the half left of the area of a wide character it cuts")
        func cutsWideOnTheLeft() {
            var buffer = ScreenBuffer(size: Size(width: 4, height: 1))
            buffer.write("北x", at: .zero)

            buffer.fill(Rect(x: 1, y: 0, width: 3, height: 1), with: "#")

            expect(buffer.text()).to(equal(" ###"))
        }

        @Test("blanks the half right of the area of a wide character it cuts")
        func cutsWideOnTheRight() {
            var buffer = ScreenBuffer(size: Size(width: 4, height: 1))
            buffer.write("x北", at: Point(x: 1, y: 0))

            buffer.fill(Rect(x: 0, y: 0, width: 3, height: 1), with: "#")

            expect(buffer.text()).to(equal("###"))
            expect(buffer[3, 0].isContinuation).to(beFalse())
        }
    }

    @Suite("when a cell holds a character of several scalars")
    struct Clusters {
        @Test("gives the character back whole")
        func keepsCluster() {
            let family: Character = "👨‍👩‍👧"

            let cell = Cell(character: family)

            expect(cell.character).to(equal(family))
        }

        @Test("equals another cell of the same character")
        func comparesCluster() {
            let accented: Character = "e\u{301}"

            expect(Cell(character: accented)).to(equal(Cell(character: accented)))
            expect(Cell(character: accented)).toNot(equal(Cell(character: "e")))
        }

        @Test("is the same as a new cell once its character is changed")
        func changesCharacter() {
            var cell = Cell(character: "x")

            cell.character = "👨‍👩‍👧"

            expect(cell).to(equal(Cell(character: "👨‍👩‍👧")))
        }
    }
}

@Suite("ScreenBuffer pictures")
struct ScreenBufferPicturesSpec {
    static let picture = Picture.image(
        RGBAImage(size: PixelSize(width: 2, height: 2), filledWith: RGBA(red: 1, green: 2, blue: 3)), outline: nil)

    static func placed(then draw: (inout ScreenBuffer) -> Void = { _ in }) -> PlacedPicture? {
        var buffer = ScreenBuffer(size: Size(width: 10, height: 5))
        buffer.place(picture, in: Rect(x: 2, y: 1, width: 4, height: 2))
        draw(&buffer)
        return buffer.pictures.first
    }

    @Test("names a picture over its cells, clipped to the buffer")
    func clipped() {
        var buffer = ScreenBuffer(size: Size(width: 10, height: 5))

        buffer.place(Self.picture, in: Rect(x: 8, y: 3, width: 4, height: 4))

        expect(buffer.pictures.first?.rect).to(equal(Rect(x: 8, y: 3, width: 2, height: 2)))
    }

    @Test("marks it covered when text is written over its cells")
    func coveredByText() {
        expect(Self.placed { $0.write("help", at: Point(x: 0, y: 2)) }?.isCovered).to(beTrue())
    }

    @Test("marks it covered when a box is filled over it")
    func coveredByFill() {
        expect(Self.placed { $0.fill(Rect(x: 5, y: 0, width: 3, height: 5)) }?.isCovered).to(beTrue())
    }

    @Test("leaves it uncovered when text is written beside it")
    func besideIsFine() {
        expect(Self.placed { $0.write("name", at: Point(x: 2, y: 3)) }?.isCovered).to(beFalse())
    }
}
