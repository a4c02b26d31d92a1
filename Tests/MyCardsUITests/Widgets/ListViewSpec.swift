import MyCardsDisplayData
import MyCardsUI
import Nimble
import Testing

@Suite("ListView")
struct ListViewSpec {
    static let files = [
        ListItem("boots.png"), ListItem("broken.jpg", disabledReason: "not a JPEG image"), ListItem("tesco.jpg"),
    ]

    static func render(_ items: [ListItem], size: Size, state: inout ListState) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: size)
        ListView(items: items, placeholder: "No images here", theme: .monochrome)
            .render(into: &buffer, area: Rect(x: 0, y: 1, width: size.width, height: size.height - 3), state: &state)
        return buffer
    }

    @Test(
        "marks the selected row and greys a row with its reason",
        arguments: [Size(width: 100, height: 32), Size(width: 40, height: 12)])
    func showsRows(size: Size) {
        var state = ListState(selection: 1)

        let buffer = Self.render(Self.files, size: size, state: &state)

        expect(buffer.text()).to(
            equal(
                "\n  boots.png\n▶ broken.jpg — not a JPEG image\n  tesco.jpg"
                    + String(repeating: "\n", count: size.height - 4)))
    }

    @Test("draws the selection in reverse video, the greyed row dim")
    func stylesRows() {
        var state = ListState(selection: 0)

        let buffer = Self.render(Self.files, size: Size(width: 40, height: 12), state: &state)

        expect(buffer[20, 1].style.attributes).to(contain(.reverse))
        expect(buffer[2, 2].style.attributes).to(contain(.dim))
    }

    @Test("dims a selected greyed row too")
    func dimsSelectedGreyedRow() {
        var state = ListState(selection: 1)

        let buffer = Self.render(Self.files, size: Size(width: 40, height: 12), state: &state)

        expect(buffer[2, 2].style.attributes).to(equal([.reverse, .dim]))
    }

    @Test("shows the placeholder when empty")
    func showsPlaceholder() {
        var state = ListState()

        let buffer = Self.render([], size: Size(width: 40, height: 12), state: &state)

        expect(buffer.row(at: 1)).to(equal("  No images here"))
    }

    @Test("cuts a long row with an ellipsis")
    func cutsLongRow() {
        var state = ListState()

        let buffer = Self.render(
            [ListItem(String(repeating: "a", count: 50))], size: Size(width: 40, height: 12), state: &state)

        expect(buffer.row(at: 1)).to(equal("▶ " + String(repeating: "a", count: 37) + "…"))
    }

    @Suite("when the selection moves past the visible rows")
    struct Scrolling {
        static let items = (0..<20).map { ListItem("photo-\($0).png") }

        @Test("scrolls to keep it shown")
        func scrolls() {
            var state = ListState()
            _ = ListViewSpec.render(Self.items, size: Size(width: 40, height: 12), state: &state)
            state.move(.last, itemCount: 20)

            let buffer = ListViewSpec.render(Self.items, size: Size(width: 40, height: 12), state: &state)

            expect(state.firstRow).to(equal(11))
            expect(buffer.row(at: 9)).to(equal("▶ photo-19.png"))
        }

        @Test("pages by the rows shown")
        func pages() {
            var state = ListState()
            _ = ListViewSpec.render(Self.items, size: Size(width: 40, height: 12), state: &state)

            state.move(.pageDown, itemCount: 20)
            state.move(.pageDown, itemCount: 20)
            state.move(.pageUp, itemCount: 20)

            expect(state.selection).to(equal(9))
        }

        @Test("maps a click to the row's item")
        func hitTests() {
            var state = ListState(selection: 15)
            _ = ListViewSpec.render(Self.items, size: Size(width: 40, height: 12), state: &state)

            let index = state.index(at: Point(x: 5, y: 1), in: Rect(x: 0, y: 1, width: 40, height: 9), itemCount: 20)

            expect(index).to(equal(7))
        }
    }

    @Suite("when moved")
    struct Moving {
        @Test(
            "goes up and down, clamped",
            arguments: [(Movement.up, 0), (.down, 2), (.left, 0), (.right, 2), (.first, 0), (.last, 2)]
                as [(Movement, Int)])
        func moves(movement: Movement, expected: Int) {
            var state = ListState(selection: 1)

            state.move(movement, itemCount: 3)
            state.move(movement, itemCount: 3)

            expect(state.selection).to(equal(expected))
        }

        @Test("finds nothing below the last item")
        func missesBelowLast() {
            let state = ListState()

            expect(state.index(at: Point(x: 1, y: 5), in: Rect(x: 0, y: 0, width: 10, height: 9), itemCount: 3)).to(
                beNil())
            expect(state.index(at: Point(x: 1, y: 20), in: Rect(x: 0, y: 0, width: 10, height: 9), itemCount: 3)).to(
                beNil())
        }
    }
}
