/// The status and header fields of the backend's answer (the body travels beside it as `Data`).
public struct HTTPResponse: Equatable, Sendable {
    public let status: Int
    /// Field names in lower case (HTTP names ignore case); a repeated field's values joined with ", ".
    public let headers: [String: String]

    public init(status: Int, headers: [String: String] = [:]) {
        self.status = status
        let lowered = headers.map { ($0.key.lowercased(), $0.value) }
        self.headers = Dictionary(lowered) { first, next in "\(first), \(next)" }
    }

    public func value(forField name: String) -> String? {
        headers[name.lowercased()]
    }
}
