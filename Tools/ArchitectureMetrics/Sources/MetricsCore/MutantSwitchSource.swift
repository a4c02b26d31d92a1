/// The switch every mutated architecture module gets: which mutant this run of the tests is (`MYCARDS_MUTANT`).
public enum MutantSwitchSource {
    public static let text = """
        import Foundation

        /// Written by the mutation runner (Tools/ArchitectureMetrics, `make mutants`); never in the repository.
        enum MutantSwitch {
            static let active = Int(ProcessInfo.processInfo.environment["MYCARDS_MUTANT"] ?? "") ?? -1

            static func on(_ id: Int) -> Bool { active == id }
        }

        """
}
