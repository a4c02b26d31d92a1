/// A record that remembers whether its latest local change has reached the backend, so a download never
/// overwrites a change the user saved while offline.
public protocol UploadTrackedRecord {
    static var identifierColumn: String { get }
    static var pendingUploadColumn: String { get }
    var identifier: String { get }
    var isPendingUpload: Bool { get set }
}
