/// A key as the kitty keyboard protocol reports it once the app asked for unambiguous keys (`CSI > 1 u`,
/// `NcursesTerminal`): `ESC [ code ; modifiers u`, the code a Unicode scalar, the modifiers one more than a bit set
/// (shift 1, alt 2, ctrl 4). Escape then comes whole and at once (`ESC [ 27 u`), so it needs no wait to be told from
/// Alt, which comes as a modifier.
enum KittyKey {
    static func key(parameters: String) -> Key? {
        guard !parameters.hasPrefix("?"), !parameters.hasPrefix(">") else { return nil }
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        // "code:shifted:base" — the code is what counts here.
        guard let codeField = fields.first?.split(separator: ":").first, let code = UInt32(codeField),
            let scalar = Unicode.Scalar(code)
        else { return nil }
        let modifiers = fields.count > 1 ? max(0, (Int(fields[1].split(separator: ":").first ?? "") ?? 1) - 1) : 0
        let alt = modifiers & 2 != 0
        let control = modifiers & 4 != 0
        var key: Key
        switch code {
        case 27: key = .escape
        case 13: key = .enter
        case 9: key = modifiers & 1 != 0 ? .backTab : .tab
        case 8, 127: key = .backspace
        default:
            let character = Character(scalar)
            if control, let letter = character.lowercased().first, letter.isLetter, letter.isASCII {
                key = .control(letter)
            } else {
                key = .character(modifiers & 1 != 0 ? Character(character.uppercased()) : character)
            }
        }
        if alt { key = .meta(key) }
        return key
    }
}
