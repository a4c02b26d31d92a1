import MyCardsUI

/// What real terminals answered the start-up questions (`GraphicsQuery.bytes`), recorded byte for byte under Xvfb on
/// this machine (xterm 379 as `xterm -ti vt340`, kitty 0.26.5), from their documentation (foot, iTerm2, WezTerm)
/// and from tmux 3.3 in a pane; plus the awkward cases a probe must survive.
enum RecordedTerminals {
    static let xtermVT340 = Array(
        "\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?1;0;1024S\u{1B}[?2;0;480;312S\u{1B}[?63;1;2;4;6;9;15;16;22;28c".utf8)
    static let kitty = Array(
        "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[6;18;9t\u{1B}[?0u\u{1B}[?62;c".utf8)
    /// xterm in its default VT420 personality: no sixel in its attributes.
    static let xterm = Array("\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c".utf8)
    /// foot answers the kitty keyboard query and XTSMGRAPHICS, lists sixel (4), and ends XTVERSION with BEL-free ST.
    static let foot = Array(
        "\u{1B}P>|foot(1.13.1)\u{1B}\\\u{1B}[?1;0;1024S\u{1B}[?2;0;1920;1080S\u{1B}[?0u\u{1B}[?62;4;22;28c".utf8)
    static let iTerm2 = Array("\u{1B}P>|iTerm2 3.4.19\u{1B}\\\u{1B}[?62;4c".utf8)
    /// tmux answers for itself: no graphics, whatever the terminal around it draws.
    static let tmux = Array("\u{1B}P>|tmux 3.3a\u{1B}\\\u{1B}[?1;2c".utf8)

    // What tmux 3.3a hands back to its pane when the questions go through its passthrough
    // (`GraphicsQuery.bytesThroughTmux`) and the terminal around it gives the answers above, checked with a pty
    // giving them: the graphics answer, XTVERSION, the cell size, XTSMGRAPHICS and the status report come through;
    // the keyboard flags do not.
    static let kittyThroughTmux = Array(
        "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.26.5)\u{1B}\\\u{1B}[6;18;9t\u{1B}[0n".utf8)
    static let xtermVT340ThroughTmux = Array(
        "\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[?1;0;1024S\u{1B}[?2;0;480;312S\u{1B}[0n".utf8)
    static let xtermThroughTmux = Array("\u{1B}P>|XTerm(379)\u{1B}\\\u{1B}[0n".utf8)
}
