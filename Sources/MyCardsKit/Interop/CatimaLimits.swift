/// The most an import reads, counted in bytes actually inflated (a zip's header may claim anything): a zip bomb stops
/// at the first chunk past either limit. Injectable so a test can prove the cap with a small archive.
public struct CatimaLimits: Equatable, Sendable {
    /// Of one entry, or of a bare catima.csv.
    public var entryBytes: Int
    /// Of every entry read, together.
    public var totalBytes: Int

    public init(entryBytes: Int, totalBytes: Int) {
        self.entryBytes = entryBytes
        self.totalBytes = totalBytes
    }

    /// 64 MiB an entry (twice the largest photo the app takes, `ImageLimits`), 256 MiB an archive.
    public static let standard = CatimaLimits(entryBytes: 64 * 1024 * 1024, totalBytes: 256 * 1024 * 1024)
}
