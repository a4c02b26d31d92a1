import Foundation

/// Line coverage of each architecture target from its own unit suite alone, without the acceptance runs of the
/// real binaries (`make unit-coverage` writes it, with the commit it measured).
public struct UnitCoverage: Sendable, Equatable {
    public let commit: String
    /// Percent of lines, by architecture name (`MVC` …).
    public let percent: [String: Double]

    public static func read(_ url: URL) -> UnitCoverage? {
        guard let data = try? Data(contentsOf: url),
            let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let commit = object["commit"] as? String, let percent = object["percent"] as? [String: Double]
        else { return nil }
        return UnitCoverage(commit: commit, percent: percent)
    }
}
