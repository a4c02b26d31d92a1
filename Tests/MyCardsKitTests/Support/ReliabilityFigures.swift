/// The figures the reliability specs measure, printed as lines `scripts/test.sh` collects after the summary of
/// `make test` (kills survived, writes lost, resurrections): one fixed prefix, one line per spec.
enum ReliabilityFigures {
    static let prefix = "RELIABILITY: "

    static func report(_ figures: String) {
        print(prefix + figures)
    }
}
