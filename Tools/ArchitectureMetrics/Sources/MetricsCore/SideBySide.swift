import Foundation

/// One user action as the code each architecture runs for it, cut from the sources by declaration name
/// (`Docs/SideBySide.md`). Cut on every `make compare`, so the page cannot drift from the code; a step whose
/// declaration is gone fails the run rather than leaving the page stale.
public struct SideBySide: Sendable {
    public struct Step: Sendable, Equatable {
        /// Relative to the repository: `Sources/MyCardsMVC/Cards/CardsViewController.swift`.
        public let path: String
        public let caption: String
        public let cut: DeclarationCut
    }

    public struct Architecture: Sendable, Equatable {
        public let name: String
        public let steps: [Step]

        public var files: Int { Set(steps.map(\.path)).count }
        public var lines: Int { steps.map(\.cut.lineCount).reduce(0, +) }
    }

    public let architectures: [Architecture]

    /// Cuts `journeys` (by architecture name) from whichever architecture folders exist under `root`, in the
    /// comparison's order.
    public static func measure(root: URL) throws -> SideBySide {
        try measure(root: root, journeys: OpenCardJourney.steps)
    }

    static func measure(root: URL, journeys: [String: [JourneyStep]]) throws -> SideBySide {
        var architectures: [Architecture] = []
        for (name, module, _) in ComparisonReport.architectures {
            guard let journey = journeys[name],
                FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/\(module)").path)
            else { continue }
            let steps = try journey.enumerated().map { index, step in
                try cut(step, number: index + 1, of: name, from: root, path: "Sources/\(module)/\(step.file)")
            }
            architectures.append(Architecture(name: name, steps: steps))
        }
        return SideBySide(architectures: architectures)
    }

    private static func cut(_ step: JourneyStep, number: Int, of name: String, from root: URL, path: String) throws
        -> Step
    {
        let what = "\(name)'s step \(number), `\(step.declaration)` in \(path)"
        guard let source = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else {
            throw CutError(description: "side by side: \(what): no such file. \(CutError.remedy)")
        }
        guard let cut = DeclarationCut.find(step.declaration, in: source) else {
            throw CutError(description: "side by side: \(what): no such declaration. \(CutError.remedy)")
        }
        return Step(path: path, caption: step.caption, cut: cut)
    }

    /// A step that no longer matches the sources: the page would be stale, so the run stops and says which.
    public struct CutError: Error, CustomStringConvertible {
        public let description: String

        static let remedy =
            "Renamed or moved? Update its step in "
            + "Tools/ArchitectureMetrics/Sources/MetricsCore/OpenCardJourney.swift."
    }
}
