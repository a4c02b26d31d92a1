import Foundation

/// The bytes of an HTTP/1.1 request: request line, `Host`, the request's own fields in name order (so the bytes
/// are the same every time), `Content-Length` when there is a body, and `Connection: close` — one exchange per
/// connection, so the answer ends at the latest when the server closes.
enum HTTPRequestWriter {
    static func bytes(of request: HTTPRequest) throws(NetworkError) -> [UInt8] {
        let url = request.url
        guard let host = url.host, !host.isEmpty else { throw .invalidRequest(detail: "no host in \(url)") }
        // Percent-encoded as they stand: `URL.path` would decode `%2F` in an identifier back into a separator.
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let path = components?.percentEncodedPath ?? ""
        let target = (path.isEmpty ? "/" : path) + (components?.percentEncodedQuery.map { "?\($0)" } ?? "")
        var lines = ["\(request.method.rawValue) \(target) HTTP/1.1", "Host: \(hostField(host, port: url.port))"]
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
            let field = "\(name): \(value)"
            guard !field.contains(where: \.isNewline) else { throw .invalidRequest(detail: "line break in \(name)") }
            lines.append(field)
        }
        if let body = request.body { lines.append("Content-Length: \(body.count)") }
        lines.append("Connection: close")
        var bytes = Array((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
        if let body = request.body { bytes.append(contentsOf: body) }
        return bytes
    }

    /// `Host` names the port only when the URL does; an IPv6 literal keeps its brackets.
    private static func hostField(_ host: String, port: Int?) -> String {
        let bare = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        let name = bare.contains(":") ? "[\(bare)]" : bare
        return port.map { "\(name):\($0)" } ?? name
    }
}
