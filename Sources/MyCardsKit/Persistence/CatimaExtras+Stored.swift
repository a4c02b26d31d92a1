import Foundation

/// How a card's `CatimaExtras` sit in its row: the text fields as one JSON object in the `catima` column, the icon's
/// bytes in `catimaIcon` (as a photo's are: no base64). A row without the object has no extras, even with an icon.
extension CatimaExtras {
    /// The `catima` column's JSON: the fields by name, sorted so one card always reads the same.
    var storedText: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Strings and an array of strings always encode.
        let data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// The extras a row stored; nil when the text is not the object `storedText` writes.
    init?(storedText: String, icon: Data?) {
        guard var extras = try? JSONDecoder().decode(CatimaExtras.self, from: Data(storedText.utf8)) else {
            return nil
        }
        extras.icon = icon
        self = extras
    }
}
