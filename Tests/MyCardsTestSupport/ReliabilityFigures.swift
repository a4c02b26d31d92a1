/// The figures the reliability specs measure, printed as lines `scripts/test.sh` collects before the summary of
/// `make test` (kills survived, writes lost, resurrections; the store's and the backend's): one fixed prefix, one line
/// per spec.
public enum ReliabilityFigures {
    public static let prefix = "RELIABILITY: "

    public static func report(_ figures: String) {
        print(prefix + figures)
    }
}
