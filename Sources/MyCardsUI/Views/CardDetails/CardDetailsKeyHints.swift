import MyCardsDisplayData

/// The Card screen's key hints: in normal mode its keys, in a form what Enter, the arrows and the rest do on the
/// focused element.
enum CardDetailsKeyHints {
    static func hints(
        mode: CardDetailsMode, focus: CardDetailsFocus, isFavourite: Bool, offersCode: Bool
    ) -> [KeyHint] {
        guard mode.isEditing else {
            return [
                KeyHint(keys: "e", label: "edit"), KeyHint(keys: "f", label: "front photo"),
                KeyHint(keys: "b", label: "back photo"),
                KeyHint(keys: "*", label: isFavourite ? "unfavourite" : "favourite"),
            ] + (offersCode ? [KeyHint(keys: "c", label: "code")] : []) + [KeyHint(keys: "Esc", label: "back")]
        }
        let field = focus == .number ? "number" : "name"
        let arrows =
            switch focus {
            case .name, .number:
                [
                    KeyHint(keys: "←→ Home End Backspace", label: "edit the \(field)"),
                    KeyHint(keys: "Alt-b Alt-f", label: "by word"),
                    KeyHint(keys: "Alt-Backspace", label: "delete a word"),
                    KeyHint(keys: "↑↓", label: "previous/next outside the \(field)"),
                ]
            case .barcode:
                [KeyHint(keys: "←→", label: "previous/next barcode"), KeyHint(keys: "↑↓", label: "previous/next")]
            default: [KeyHint(keys: "↑↓", label: "previous/next")]
            }
        return [
            KeyHint(keys: "Enter", label: enterLabel(for: focus)), KeyHint(keys: "Ctrl-S", label: "save"),
            KeyHint(keys: "Esc", label: "cancel"), KeyHint(keys: "Tab/Shift-Tab", label: "next/previous"),
        ] + arrows
    }

    private static func enterLabel(for focus: CardDetailsFocus) -> String {
        switch focus {
        case .name, .number: "next"
        case .barcode: "next barcode"
        case .front, .back: "choose photo"
        case .save: "save"
        case .delete: "delete"
        case .cancel: "cancel"
        }
    }
}
