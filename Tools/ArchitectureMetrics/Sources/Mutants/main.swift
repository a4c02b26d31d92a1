import Foundation
import MetricsCore

// Usage: Mutants REPOSITORY_ROOT COPY --commit SHA [--seed N] [--per-screen 14] [--at-least 84] [--per-folder 14]
// [--only "MVC TEA"] — writes into COPY (a copy of the repository) every architecture folder with its mutants
// switched in, a MutantSwitch.swift beside them, COPY/mutants.tsv listing the mutants (id, architecture, group, file,
// line, kind, original code) and COPY/plan.json (the seed and where it came from, each architecture's site pool and
// the faults drawn). The seed is the commit's (MutantPlan.seed(fromCommit:)) unless --seed gives one to repeat a
// draw. scripts/mutants.sh builds the copy once and runs each architecture's unit suite once per mutant.
var options: [String: String] = [:]
var positional: [String] = []
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument.hasPrefix("--"), let value = arguments.popFirst() {
        options[String(argument.dropFirst(2))] = value
    } else {
        positional.append(argument)
    }
}
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("mutants: \(message)\n".utf8))
    exit(64)
}
guard positional.count == 2, let commit = options["commit"] else {
    fail("usage: Mutants REPOSITORY_ROOT COPY --commit SHA [--seed N] [--per-screen N] [--at-least N] [--per-folder N]")
}
let seedSource = options["seed"] == nil ? "commit" : "--seed"
guard let seed = options["seed"].map({ UInt64($0) }) ?? MutantPlan.seed(fromCommit: commit) else {
    fail("a seed needs the commit's full hash (40 hexadecimal digits) or --seed N; got \(commit)")
}
let root = URL(fileURLWithPath: positional[0])
let copy = URL(fileURLWithPath: positional[1])
let perScreen = options["per-screen"].flatMap(Int.init) ?? 14
let atLeast = options["at-least"].flatMap(Int.init) ?? 84
let perFolder = options["per-folder"].flatMap(Int.init) ?? perScreen
let only = options["only"].map { Set($0.split(separator: " ").map(String.init)) }
var listing = ""
var plans: [String: Any] = [:]
do {
    // Every architecture, TEA too: ids 1000 up are MVC's screens, 1500 up its App/; 5000 up TEA's.
    for (index, (name, module, _)) in ComparisonReport.architectures.enumerated() where only?.contains(name) ?? true {
        let folder = root.appendingPathComponent("Sources/\(module)")
        guard FileManager.default.fileExists(atPath: folder.path) else { continue }
        let files = try FolderMetrics.sources(in: folder)
        let plan = MutantPlan.make(
            architecture: name, firstID: (index + 1) * 1000, files: files, perScreen: perScreen, atLeast: atLeast,
            perOtherFolder: perFolder, seed: seed)
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
                [
                    "\(mutant.id)", name, mutant.group, "\(module)/\(mutant.file)", "\(mutant.site.line)",
                    mutant.site.kind.rawValue, original,
                ].joined(separator: "\t") + "\n"
        }
        plans[name] = [
            "pool": plan.pool, "drawn": plan.operatorMix, "notScreens": MutantPlan.notScreens(of: name).sorted(),
        ]
        let screens = Set(
            plan.mutants.filter { $0.group == MutantPlan.screens }.map { $0.file.split(separator: "/")[0] })
        print(
            "mutants: \(name) \(plan.mutants.count) mutants: \(screens.count) screens, "
                + MutantPlan.notScreens(of: name).sorted().map { "\($0)/" }.joined(separator: " and "))
    }
    try listing.write(to: copy.appendingPathComponent("mutants.tsv"), atomically: true, encoding: .utf8)
    let planObject: [String: Any] = [
        "seed": String(seed), "seedSource": seedSource, "commit": commit, "perScreen": perScreen, "atLeast": atLeast,
        "perFolder": perFolder, "architectures": plans,
    ]
    let data = try JSONSerialization.data(withJSONObject: planObject, options: [.prettyPrinted, .sortedKeys])
    try data.write(to: copy.appendingPathComponent("plan.json"))
    print("mutants: seed \(seed) (from the \(seedSource == "commit" ? "commit \(commit)" : "--seed option"))")
} catch {
    FileHandle.standardError.write(Data("mutants: \(error)\n".utf8))
    exit(1)
}
