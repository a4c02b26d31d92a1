import Foundation

/// Which mutants a run makes: per screen folder of an architecture, up to `perScreen` sites drawn with a fixed
/// seed, so two runs on the same sources make the same mutants; where small screens leave the architecture short
/// of `atLeast`, more are drawn from the other screens' sites (a score over too few mutants is noise). The folders
/// that are no screen are left alone: `App/` of every architecture, and the runtime folders the comparison leaves out
/// of the role graph (TEA's `Store/`).
public struct MutantPlan: Sendable {
    public struct Mutant: Sendable, Equatable {
        public let id: Int
        public let architecture: String
        public let file: String
        public let site: MutationSite
    }

    public let mutants: [Mutant]

    /// `files` maps a path inside the architecture folder (`Cards/CardsPresenter.swift`) to its source.
    public static func make(
        architecture: String, firstID: Int, files: [String: String], perScreen: Int, atLeast: Int = 0, seed: UInt64
    ) -> MutantPlan {
        var generator = SplitMix64(seed: seed)
        var mutants: [Mutant] = []
        var leftovers: [(String, MutationSite)] = []
        let byScreen = Dictionary(grouping: files.keys.sorted()) {
            $0.split(separator: "/").first.map(String.init) ?? ""
        }
        let infrastructure = notScreens(of: architecture)
        for screen in byScreen.keys.sorted() where !infrastructure.contains(screen) {
            var candidates: [(String, MutationSite)] = []
            for file in byScreen[screen] ?? [] {
                candidates += MutantSchemata.apply(to: files[file] ?? "").sites.map { (file, $0) }
            }
            candidates.shuffle(using: &generator)
            for (file, site) in candidates.prefix(perScreen).sorted(by: { ($0.0, $0.1.index) < ($1.0, $1.1.index) }) {
                mutants.append(
                    Mutant(id: firstID + mutants.count, architecture: architecture, file: file, site: site))
            }
            leftovers += candidates.dropFirst(perScreen)
        }
        leftovers.shuffle(using: &generator)
        let more = leftovers.prefix(max(0, atLeast - mutants.count))
        for (file, site) in more.sorted(by: { ($0.0, $0.1.index) < ($1.0, $1.1.index) }) {
            mutants.append(Mutant(id: firstID + mutants.count, architecture: architecture, file: file, site: site))
        }
        return MutantPlan(mutants: mutants)
    }

    /// The folders of `architecture` that hold no screen. TEA's `Store/` is its runtime, as MyCardsUI's shell and
    /// navigation stack are the others' (not mutated either); and TEATests' exhaustive TestStore runs every spec's
    /// effects through its `EffectRunner`, so a fault there would change the tests' harness as much as the app.
    public static func notScreens(of architecture: String) -> Set<String> {
        Set(["App"]).union(ComparisonReport.runtimeFolders[architecture] ?? [])
    }

    /// Each mutated file's source with its mutants switched in.
    public func mutatedSources(_ files: [String: String]) -> [String: String] {
        var out: [String: String] = [:]
        for (file, mutants) in Dictionary(grouping: mutants, by: \.file) {
            let chosen = Dictionary(uniqueKeysWithValues: mutants.map { ($0.site.index, $0.id) })
            out[file] = MutantSchemata.apply(to: files[file] ?? "", chosen: chosen).text
        }
        return out
    }
}

/// A small seeded generator (SplitMix64), so the draw is the same on every machine.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
