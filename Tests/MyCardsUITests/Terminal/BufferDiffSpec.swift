import Nimble
import Testing

@testable import MyCardsUI

@Suite("BufferDiff")
struct BufferDiffSpec {
    @Suite("when there is no previous screen")
    struct FirstFrame {
        @Test("lists every cell")
        func everyCell() {
            let next = ScreenBuffer(size: Size(width: 3, height: 2))

            let changes = BufferDiff.changes(from: nil, to: next)

            expect(changes.map(\.point)).to(
                equal([
                    Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 2, y: 0),
                    Point(x: 0, y: 1), Point(x: 1, y: 1), Point(x: 2, y: 1),
                ]))
        }

        @Test("skips the right half of wide characters")
        func skipsContinuation() {
            var next = ScreenBuffer(size: Size(width: 3, height: 1))
            next.write("北x", at: .zero)

            let changes = BufferDiff.changes(from: nil, to: next)

            expect(changes.map(\.point)).to(equal([Point(x: 0, y: 0), Point(x: 2, y: 0)]))
            expect(changes.first?.cell.character).to(equal("北"))
        }
    }

    @Suite("when the previous screen has the same size")
    struct SameSize {
        @Test("lists only the cells that changed")
        func onlyChanged() {
            let previous = ScreenBuffer(size: Size(width: 4, height: 2))
            var next = previous
            next.write("ab", at: Point(x: 1, y: 1))

            let changes = BufferDiff.changes(from: previous, to: next)

            expect(changes).to(
                equal([
                    BufferChange(point: Point(x: 1, y: 1), cell: Cell(character: "a")),
                    BufferChange(point: Point(x: 2, y: 1), cell: Cell(character: "b")),
                ]))
        }

        @Test("lists a cell whose style alone changed")
        func styleChange() {
            var previous = ScreenBuffer(size: Size(width: 2, height: 1))
            previous.write("a", at: .zero)
            var next = ScreenBuffer(size: Size(width: 2, height: 1))
            next.write("a", at: .zero, style: .reverse)

            let changes = BufferDiff.changes(from: previous, to: next)

            expect(changes).to(equal([BufferChange(point: .zero, cell: Cell(character: "a", style: .reverse))]))
        }

        @Test("lists nothing when nothing changed")
        func nothing() {
            var previous = ScreenBuffer(size: Size(width: 5, height: 1))
            previous.write("same", at: .zero)

            let changes = BufferDiff.changes(from: previous, to: previous)

            expect(changes).to(beEmpty())
        }

        @Test("redraws the freed half when a wide character is replaced by narrow ones")
        func wideToNarrow() {
            var previous = ScreenBuffer(size: Size(width: 2, height: 1))
            previous.write("北", at: .zero)
            var next = ScreenBuffer(size: Size(width: 2, height: 1))
            next.write("ab", at: .zero)

            let changes = BufferDiff.changes(from: previous, to: next)

            expect(changes.map(\.point)).to(equal([Point(x: 0, y: 0), Point(x: 1, y: 0)]))
        }
    }

    @Suite("when the size changed")
    struct Resized {
        @Test("lists every cell of the new screen")
        func everyCell() {
            let previous = ScreenBuffer(size: Size(width: 2, height: 1))
            let next = ScreenBuffer(size: Size(width: 1, height: 2))

            let changes = BufferDiff.changes(from: previous, to: next)

            expect(changes.map(\.point)).to(equal([Point(x: 0, y: 0), Point(x: 0, y: 1)]))
        }
    }
}
