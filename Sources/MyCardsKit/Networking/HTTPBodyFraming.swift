/// Where an answer's body ends (RFC 9112 §6.3): nowhere for 1xx, 204 and 304; at the last chunk when the last
/// transfer coding is chunked; after `Content-Length` bytes; else when the server closes. (The app never sends
/// HEAD, whose answer has no body either.)
enum HTTPBodyFraming: Equatable {
    case none
    case length(Int)
    case chunked
    case untilClose

    init(of response: HTTPResponse) throws(HTTPParseError) {
        if (100..<200).contains(response.status) || [204, 304].contains(response.status) {
            self = .none
        } else if let codings = response.value(forField: "Transfer-Encoding") {
            let last = codings.split(separator: ",").last?.trimmingCharacters(in: .whitespaces).lowercased()
            self = last == "chunked" ? .chunked : .untilClose
        } else if let length = response.value(forField: "Content-Length") {
            self = .length(try Self.contentLength(length))
        } else {
            self = .untilClose
        }
    }

    /// A repeated `Content-Length` is folded into "n, n"; it is fine only if every copy agrees.
    private static func contentLength(_ text: String) throws(HTTPParseError) -> Int {
        let values = Set(
            text.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            })
        guard values.count == 1, let value = values.first, !value.isEmpty, value.count <= 18,
            value.allSatisfy({ $0.isASCII && $0.isNumber }), let length = Int(value)
        else { throw .malformed("bad Content-Length \"\(text.prefix(40))\"") }
        return length
    }
}
