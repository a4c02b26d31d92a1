import CNcursesw

/// Turns a curses mouse report (`MEVENT.bstate` and its cell) into the app's mouse events.
enum MouseDecoder {
    /// What the app asks curses to report: clicks, double clicks and the wheel.
    static var reportedEvents: mmask_t {
        mycards_button1_clicked() | mycards_button1_double_clicked() | mycards_button4_pressed()
            | mycards_button5_pressed()
    }

    static func decode(buttonState: mmask_t, x: Int32, y: Int32) -> MouseEvent? {
        let position = Point(x: Int(x), y: Int(y))
        guard position.x >= 0, position.y >= 0, let kind = kind(of: buttonState) else { return nil }
        return MouseEvent(kind: kind, position: position)
    }

    private static func kind(of state: mmask_t) -> MouseEvent.Kind? {
        let doubleClick = mycards_button1_double_clicked() | mycards_button1_triple_clicked()
        if state & doubleClick != 0 { return .doubleClick }
        if state & mycards_button1_clicked() != 0 { return .click }
        if state & mycards_button4_pressed() != 0 { return .wheelUp }
        if state & mycards_button5_pressed() != 0 { return .wheelDown }
        return nil
    }
}
