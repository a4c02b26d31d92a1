/// A record that remembers whether its latest local change has reached the backend, so a download never
/// overwrites a change the user saved while offline, nor brings back a record the user deleted while offline.
public protocol UploadTrackedRecord {
    static var identifierColumn: String { get }
    static var pendingUploadColumn: String { get }
    /// A table of identifiers deleted here whose deletion the backend has not acknowledged.
    static var pendingDeletionTableName: String { get }
    var identifier: String { get }
    var isPendingUpload: Bool { get set }
}
