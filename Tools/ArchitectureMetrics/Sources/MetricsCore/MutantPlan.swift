import Foundation

/// Which mutants a run makes: per screen folder of an architecture, up to `perScreen` sites drawn with the run's
/// seed; where small screens leave the architecture short of `atLeast`, more are drawn from the other screens' sites
/// (a score over too few mutants is noise). The folders that are no screen — `App/` of every architecture and TEA's
/// `Store/` (`notScreens(of:)`) — get `perOtherFolder` mutants each, drawn after the screens' (so adding them leaves
/// the screens' draw as it was) and scored in a row of their own. The seed comes from the commit measured
/// (`seed(fromCommit:)`): nobody sees the draw before that commit exists, and two runs of one commit draw alike.
public struct MutantPlan: Sendable {
    public struct Mutant: Sendable, Equatable {
        public let id: Int
        public let architecture: String
        public let file: String
        public let site: MutationSite
        /// `screens`, or the folder that is no screen it was drawn from (`App`, `Store`).
        public var group: String = MutantPlan.screens
    }

    /// The group of the mutants drawn from screen folders.
    public static let screens = "screens"

    public let mutants: [Mutant]
    /// Every site the draw chose from: top-level folder → kind of fault → how many sites.
    public let pool: [String: [String: Int]]

    /// `files` maps a path inside the architecture folder (`Cards/CardsPresenter.swift`) to its source. Screen
    /// mutants are numbered from `firstID`, the other folders' from `firstID + 500`.
    public static func make(
        architecture: String, firstID: Int, files: [String: String], perScreen: Int, atLeast: Int = 0,
        perOtherFolder: Int = 0, seed: UInt64
    ) -> MutantPlan {
        var generator = SplitMix64(seed: seed)
        let byFolder = Dictionary(grouping: files.keys.sorted()) {
            $0.split(separator: "/").first.map(String.init) ?? ""
        }
        var sites: [String: [(String, MutationSite)]] = [:]
        for (folder, paths) in byFolder {
            sites[folder] = paths.flatMap { path in
                MutantSchemata.apply(to: files[path] ?? "").sites.map { (path, $0) }
            }
        }
        let others = notScreens(of: architecture)
        var mutants: [Mutant] = []
        var leftovers: [(String, MutationSite)] = []
        for screen in byFolder.keys.sorted() where !others.contains(screen) {
            var candidates = sites[screen] ?? []
            candidates.shuffle(using: &generator)
            for (file, site) in ordered(candidates.prefix(perScreen)) {
                mutants.append(Mutant(id: firstID + mutants.count, architecture: architecture, file: file, site: site))
            }
            leftovers += candidates.dropFirst(perScreen)
        }
        leftovers.shuffle(using: &generator)
        for (file, site) in ordered(leftovers.prefix(max(0, atLeast - mutants.count))) {
            mutants.append(Mutant(id: firstID + mutants.count, architecture: architecture, file: file, site: site))
        }
        var outside: [Mutant] = []
        for folder in others.sorted() where perOtherFolder > 0 {
            var candidates = sites[folder] ?? []
            candidates.shuffle(using: &generator)
            for (file, site) in ordered(candidates.prefix(perOtherFolder)) {
                outside.append(
                    Mutant(
                        id: firstID + 500 + outside.count, architecture: architecture, file: file, site: site,
                        group: folder))
            }
        }
        let pool = sites.mapValues { found in
            found.reduce(into: [String: Int]()) { counts, entry in counts[entry.1.kind.rawValue, default: 0] += 1 }
        }
        return MutantPlan(mutants: mutants + outside, pool: pool.filter { !$0.value.isEmpty })
    }

    private static func ordered(_ picked: ArraySlice<(String, MutationSite)>) -> [(String, MutationSite)] {
        picked.sorted { ($0.0, $0.1.index) < ($1.0, $1.1.index) }
    }

    /// The folders of `architecture` that hold no screen: `App/`, its composition root (and TEA's app reducer and
    /// host), and TEA's `Store/`, its runtime, through whose `EffectRunner` TEATests' TestStore also runs every
    /// spec's effects — so a fault there changes the tests' harness as much as the app. Their mutants are drawn and
    /// scored apart from the screens'.
    public static func notScreens(of architecture: String) -> Set<String> {
        Set(["App"]).union(ComparisonReport.runtimeFolders[architecture] ?? [])
    }

    /// The faults drawn, per group (`screens`, `App`, `Store`) and kind.
    public var operatorMix: [String: [String: Int]] {
        mutants.reduce(into: [:]) { mix, mutant in
            mix[mutant.group, default: [:]][mutant.site.kind.rawValue, default: 0] += 1
        }
    }

    /// The seed of a draw from the commit measured: FNV-1a (64 bits) of its full hash, lower-cased. Nil for
    /// anything but 40 hexadecimal digits, so that a short or mistyped hash cannot stand in for the commit.
    public static func seed(fromCommit commit: String) -> UInt64? {
        let hash = commit.lowercased()
        guard hash.count == 40, hash.allSatisfy(\.isHexDigit) else { return nil }
        return fnv1a64(hash)
    }

    /// FNV-1a, 64 bits, over the UTF-8 bytes of `text`.
    static func fnv1a64(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325) { hash, byte in (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
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
