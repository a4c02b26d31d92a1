/// What merging a download into the store did that the user should hear about: downloaded cards that stay
/// deleted because they were deleted here and the backend has not heard of it yet (they are not listed).
public struct DownloadMerge: Equatable, Sendable {
    public let deletedHere: Int

    public init(deletedHere: Int = 0) {
        self.deletedHere = deletedHere
    }
}
