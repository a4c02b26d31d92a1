/// Which `ColorMode` a terminal gets, from what curses reports and the user's `NO_COLOR` and `COLORTERM`.
enum ColorModeDetection {
    /// `NO_COLOR` counts when set to anything non-empty (no-color.org); an empty value is ignored.
    static func wantsNoColor(_ environment: [String: String]) -> Bool {
        !(environment["NO_COLOR"] ?? "").isEmpty
    }

    /// Terminals that draw 24-bit colour say so with `COLORTERM=truecolor` (or `24bit`); `TERM` stays
    /// `xterm-256color` or the like, because programs that do not know better would reject anything else.
    static func announcesTrueColor(_ environment: [String: String]) -> Bool {
        ["truecolor", "24bit"].contains((environment["COLORTERM"] ?? "").lowercased())
    }

    /// The direct-colour terminfo entry of `TERM`'s family (`xterm-256color` → `xterm-direct`, `tmux-256color` →
    /// `tmux-direct`, from Debian's `ncurses-term`), when the terminal announces 24-bit colour and `NO_COLOR`
    /// does not forbid colour; nil when `TERM` is a direct entry already or there is nothing to try.
    static func directColorTerminal(_ environment: [String: String]) -> String? {
        let name = environment["TERM"] ?? ""
        guard announcesTrueColor(environment), !wantsNoColor(environment), !name.hasSuffix("-direct"),
            let family = name.split(separator: "-").first, !family.isEmpty
        else { return nil }
        return "\(family)-direct"
    }

    /// `colorPairs` must come from after `start_color`; zero pairs (as under `TERM=dumb`) means no colour,
    /// since asking curses for a pair then crashes it. A direct-colour terminfo entry reports 2²⁴ colours.
    static func mode(hasColors: Bool, colors: Int, colorPairs: Int) -> ColorMode {
        guard hasColors, colorPairs > 0, colors >= 8 else { return .monochrome }
        if colors >= CursesColorMapping.directColorCount { return .trueColor }
        return colors >= 256 ? .palette256 : .basic
    }
}
