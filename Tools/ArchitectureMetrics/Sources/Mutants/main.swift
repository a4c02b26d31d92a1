import Foundation
import MetricsCore

// Usage: Mutants REPOSITORY_ROOT COPY PER_SCREEN [AT_LEAST] — writes into COPY (a copy of the repository) every
// architecture folder with its mutants switched in, a MutantSwitch.swift beside them, and COPY/mutants.tsv listing the
// mutants (id, architecture, file, line, kind, original code). scripts/mutants.sh builds the copy once and runs each
// architecture's unit suite once per mutant.
let arguments = Array(CommandLine.arguments.dropFirst())
guard (3...4).contains(arguments.count), let perScreen = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: Mutants REPOSITORY_ROOT COPY PER_SCREEN [AT_LEAST]\n".utf8))
    exit(64)
}
let root = URL(fileURLWithPath: arguments[0])
let copy = URL(fileURLWithPath: arguments[1])
let atLeast = arguments.count == 4 ? Int(arguments[3]) ?? 0 : 0
let seed: UInt64 = 20_161_007
var listing = ""
do {
    // Every architecture, TEA too: ids 1000 up are MVC's, 5000 up TEA's.
    for (index, (name, module, _)) in ComparisonReport.architectures.enumerated() {
        let folder = root.appendingPathComponent("Sources/\(module)")
        guard FileManager.default.fileExists(atPath: folder.path) else { continue }
        let files = try FolderMetrics.sources(in: folder)
        let plan = MutantPlan.make(
            architecture: name, firstID: (index + 1) * 1000, files: files, perScreen: perScreen, atLeast: atLeast,
            seed: seed)
        let target = copy.appendingPathComponent("Sources/\(module)")
        for (file, text) in plan.mutatedSources(files) {
            try text.write(to: target.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        try MutantSwitchSource.text.write(
            to: target.appendingPathComponent("MutantSwitch.swift"), atomically: true, encoding: .utf8)
        for mutant in plan.mutants {
            let original = mutant.site.original.replacingOccurrences(of: "\n", with: " ")
                .replacingOccurrences(of: "\t", with: " ")
            listing +=
                "\(mutant.id)\t\(name)\t\(module)/\(mutant.file)\t\(mutant.site.line)\t\(mutant.site.kind.rawValue)\t\(original)\n"
        }
        print(
            "mutants: \(name) \(plan.mutants.count) mutants over \(Set(plan.mutants.map { $0.file.split(separator: "/")[0] }).count) screens"
        )
    }
    try listing.write(to: copy.appendingPathComponent("mutants.tsv"), atomically: true, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("mutants: \(error)\n".utf8))
    exit(1)
}
