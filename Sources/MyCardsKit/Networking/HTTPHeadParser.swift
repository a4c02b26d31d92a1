/// Reads the head of an answer — the status line and header fields, up to the empty line that ends them.
/// Lines end in CRLF or a bare LF; field names are kept in lower case.
enum HTTPHeadParser {
    static func parse(_ head: ArraySlice<UInt8>) throws(HTTPParseError) -> HTTPResponse {
        var lines = head.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(trimmingReturn)
        while lines.last?.isEmpty == true { lines.removeLast() }
        guard !lines.isEmpty else { throw .malformed("no status line") }
        let status = try statusCode(of: lines.removeFirst())
        var fields: [String: String] = [:]
        for line in lines {
            let (name, value) = try field(line)
            fields[name] = fields[name].map { "\($0), \(value)" } ?? value
        }
        return HTTPResponse(status: status, headers: fields)
    }

    /// `HTTP/1.1 200 OK`: the version must be HTTP/1.x and the code three digits; the reason may be empty.
    static func statusCode(of line: ArraySlice<UInt8>) throws(HTTPParseError) -> Int {
        let text = String(decoding: line, as: UTF8.self)
        let parts = text.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), parts[0].count == 8,
            parts[1].count == 3, parts[1].allSatisfy(\.isASCII), let code = Int(parts[1]), code >= 100
        else { throw .malformed("bad status line \"\(text.prefix(80))\"") }
        return code
    }

    /// Whether `bytes` can still begin a status line: lets garbage fail at once instead of at the timeout.
    static func canStartStatusLine(_ bytes: ArraySlice<UInt8>) -> Bool {
        let prefix = Array("HTTP/1.".utf8)
        return bytes.prefix(prefix.count).elementsEqual(prefix.prefix(min(bytes.count, prefix.count)))
    }

    private static func field(_ line: ArraySlice<UInt8>) throws(HTTPParseError) -> (String, String) {
        let text = String(decoding: line, as: UTF8.self)
        guard let colon = text.firstIndex(of: ":"), colon != text.startIndex,
            !text[..<colon].contains(where: \.isWhitespace)
        else { throw .malformed("bad header line \"\(text.prefix(80))\"") }
        let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        return (text[..<colon].lowercased(), value)
    }

    private static func trimmingReturn(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.last == UInt8(ascii: "\r") ? line.dropLast() : line
    }
}
