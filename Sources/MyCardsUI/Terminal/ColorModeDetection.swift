/// Which `ColorMode` a terminal gets, from what curses reports and the user's `NO_COLOR` wish.
enum ColorModeDetection {
    /// `NO_COLOR` counts when set to anything non-empty (no-color.org); an empty value is ignored.
    static func wantsNoColor(_ environment: [String: String]) -> Bool {
        !(environment["NO_COLOR"] ?? "").isEmpty
    }

    /// `colorPairs` must come from after `start_color`; zero pairs (as under `TERM=dumb`) means no colour,
    /// since asking curses for a pair then crashes it.
    static func mode(hasColors: Bool, colors: Int, colorPairs: Int) -> ColorMode {
        guard hasColors, colorPairs > 0, colors >= 8 else { return .monochrome }
        return colors >= 256 ? .palette256 : .basic
    }
}
