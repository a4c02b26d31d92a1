import CNcursesw
import Nimble
import Testing

@testable import MyCardsUI

@Suite("MouseDecoder")
struct MouseDecoderSpec {
    @Suite("when a report arrives")
    struct Reports {
        static let table: [(mmask_t, MouseEvent.Kind)] = [
            (mycards_button1_clicked(), .click),
            (mycards_button1_double_clicked(), .doubleClick),
            (mycards_button1_triple_clicked(), .doubleClick),
            (mycards_button4_pressed(), .wheelUp),
            (mycards_button5_pressed(), .wheelDown),
        ]

        @Test("maps the button state to its kind at the cell", arguments: table)
        func mapsKind(state: mmask_t, kind: MouseEvent.Kind) {
            let event = MouseDecoder.decode(buttonState: state, x: 7, y: 3)

            expect(event).to(equal(MouseEvent(kind: kind, position: Point(x: 7, y: 3))))
        }

        @Test("prefers the double click when curses reports both")
        func prefersDoubleClick() {
            let state = mycards_button1_clicked() | mycards_button1_double_clicked()

            let event = MouseDecoder.decode(buttonState: state, x: 0, y: 0)

            expect(event?.kind).to(equal(.doubleClick))
        }

        @Test("ignores buttons the app does not use")
        func ignoresOthers() {
            let event = MouseDecoder.decode(buttonState: mycards_button1_pressed(), x: 1, y: 1)

            expect(event).to(beNil())
        }

        @Test("ignores positions outside the screen")
        func ignoresNegative() {
            let event = MouseDecoder.decode(buttonState: mycards_button1_clicked(), x: -1, y: 2)

            expect(event).to(beNil())
        }
    }

    @Suite("when the app asks for reports")
    struct Mask {
        @Test("asks for clicks, double clicks and the wheel only")
        func reportedEvents() {
            let mask = MouseDecoder.reportedEvents

            let expected =
                mycards_button1_clicked() | mycards_button1_double_clicked() | mycards_button4_pressed()
                | mycards_button5_pressed()
            expect(mask).to(equal(expected))
            expect(mask & mycards_report_mouse_position()).to(equal(0))
        }
    }
}
