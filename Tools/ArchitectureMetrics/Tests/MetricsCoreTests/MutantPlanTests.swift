import Testing

@testable import MetricsCore

@Suite("MutantPlan")
struct MutantPlanTests {
    @Suite("the seed of a draw")
    struct Seed {
        @Test("hashes with FNV-1a 64 as its published test vectors have it")
        func fnvVectors() {
            #expect(MutantPlan.fnv1a64("") == 0xcbf2_9ce4_8422_2325)
            #expect(MutantPlan.fnv1a64("a") == 0xaf63_dc4c_8601_ec8c)
            #expect(MutantPlan.fnv1a64("foobar") == 0x8594_4171_f739_67e8)
        }

        @Test("comes from the commit's full hash, whatever its case")
        func fromCommit() {
            let commit = "803e57a3f1c0b3d5e1f0e5d6c7b8a9f0e1d2c3b4"

            #expect(MutantPlan.seed(fromCommit: commit) == 16_768_030_463_357_092_551)
            #expect(MutantPlan.seed(fromCommit: commit.uppercased()) == MutantPlan.seed(fromCommit: commit))
        }

        @Test("differs between two commits that share their first digits")
        func freshPerCommit() {
            let first = MutantPlan.seed(fromCommit: "803e57a3f1c0b3d5e1f0e5d6c7b8a9f0e1d2c3b4")
            let second = MutantPlan.seed(fromCommit: "803e57a3f1c0b3d5e1f0e5d6c7b8a9f0e1d2c3b5")

            #expect(first != second)
        }

        @Test("refuses a short or mistyped hash, so that it cannot stand in for the commit")
        func refusesShortHash() {
            #expect(MutantPlan.seed(fromCommit: "803e57a") == nil)
            #expect(MutantPlan.seed(fromCommit: "803e57a3f1c0b3d5e1f0e5d6c7b8a9f0e1d2c3bz") == nil)
        }
    }

    static let files = [
        "Cards/Screen.swift": MutantSchemataTests.source, "Picker/Picker.swift": MutantSchemataTests.stateful,
        "App/Root.swift": MutantSchemataTests.source, "Store/Store.swift": MutantSchemataTests.stateful,
    ]

    @Suite("the site pool")
    struct Pool {
        @Test("counts every site of every folder by kind, those that are no screen too")
        func countsEverySite() {
            let plan = MutantPlan.make(
                architecture: "TEA", firstID: 1, files: MutantPlanTests.files, perScreen: 2, seed: 7)

            for (path, source) in MutantPlanTests.files {
                let folder = String(path.split(separator: "/")[0])
                let sites = MutantSchemata.apply(to: source).sites
                let expected = Dictionary(grouping: sites, by: \.kind.rawValue).mapValues(\.count)
                #expect(plan.pool[folder] == expected)
            }
        }

        @Test("draws no more than the pool holds, and says which faults it drew per group")
        func operatorMix() {
            let plan = MutantPlan.make(
                architecture: "TEA", firstID: 1, files: MutantPlanTests.files, perScreen: 2, atLeast: 6,
                perOtherFolder: 3, seed: 7)

            let mix = plan.operatorMix
            #expect(mix["screens"]?.values.reduce(0, +) == 6)
            #expect(mix["App"]?.values.reduce(0, +) == 3)
            #expect(mix["Store"]?.values.reduce(0, +) == 3)
            for group in ["App", "Store"] {
                for (kind, drawn) in mix[group] ?? [:] { #expect(drawn <= plan.pool[group]?[kind] ?? 0) }
            }
        }
    }

    @Test("draws App/ and TEA's Store/ in groups of their own, numbered from 500 on")
    func otherFolders() {
        let plan = MutantPlan.make(
            architecture: "TEA", firstID: 5000, files: Self.files, perScreen: 2, perOtherFolder: 3, seed: 7)

        let app = plan.mutants.filter { $0.group == "App" }
        #expect(app.count == 3)
        #expect(app.allSatisfy { $0.file == "App/Root.swift" && $0.id >= 5500 })
        #expect(plan.mutants.filter { $0.group == "Store" }.allSatisfy { $0.file == "Store/Store.swift" })
    }

    @Test("leaves the screens' draw as it was when the other folders are drawn too")
    func screensUnchanged() {
        let without = MutantPlan.make(architecture: "TEA", firstID: 1, files: Self.files, perScreen: 2, seed: 7)
        let with = MutantPlan.make(
            architecture: "TEA", firstID: 1, files: Self.files, perScreen: 2, perOtherFolder: 3, seed: 7)

        #expect(with.mutants.filter { $0.group == MutantPlan.screens } == without.mutants)
    }

    @Test("draws other mutants with another seed")
    func seedMatters() {
        let first = MutantPlan.make(architecture: "MVC", firstID: 1, files: Self.files, perScreen: 2, seed: 1)
        let second = MutantPlan.make(architecture: "MVC", firstID: 1, files: Self.files, perScreen: 2, seed: 2)

        #expect(first.mutants.map(\.site) != second.mutants.map(\.site))
    }
}
