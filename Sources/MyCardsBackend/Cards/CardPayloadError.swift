/// Why a JSON body (or the data file) is not an acceptable array of cards.
enum CardPayloadError: Error, Equatable, Sendable {
    case notJSON
    case notAnArray
    case notAnObject(index: Int)
    case missingIdentifier(index: Int)
    case notAString(index: Int, key: String)

    var message: String {
        switch self {
        case .notJSON:
            "The body is not valid JSON."
        case .notAnArray:
            "The body must be a JSON array of cards."
        case .notAnObject(let index):
            "Card \(index) is not a JSON object."
        case .missingIdentifier(let index):
            "Card \(index) needs a non-empty string identifier."
        case .notAString(let index, let key):
            "Card \(index) has a \(key) that is not a string."
        }
    }
}
