import GRDB

/// A record that a download brings: the columns the backend sends are the only ones a merge writes on a stored
/// row, so a column kept on this device alone (a favourite mark, say) survives every download.
public protocol DownloadedRecord {
    /// The columns the wire format fills, identifier and bookkeeping (upload flag, revision) left out.
    static var downloadedColumns: [String] { get }
    /// This record's values of `downloadedColumns`, in the same order.
    var downloadedValues: [(any DatabaseValueConvertible)?] { get }
}

extension DownloadedRecord where Self: TableRecord & UploadTrackedRecord & RevisionTrackedRecord {
    /// One statement per downloaded record that leaves the comparison to SQLite: a new row is inserted, a stored
    /// one is updated only where a downloaded column differs, so an unchanged row keeps its revision and
    /// `changesCount` says whether the row was written, and a written row is marked as the backend's. Arguments:
    /// identifier, `downloadedValues`, the upload flag, the revision to give a written row.
    static var mergeSQL: String {
        let table = databaseTableName
        let written = [identifierColumn] + downloadedColumns + [pendingUploadColumn, revisionColumn, fromBackendColumn]
        let placeholders = Array(repeating: "?", count: written.count - 1).joined(separator: ", ") + ", 1"
        let updates = (downloadedColumns + [pendingUploadColumn, revisionColumn, fromBackendColumn])
            .map { "\($0) = excluded.\($0)" }.joined(separator: ", ")
        let differs = downloadedColumns.map { "\(table).\($0) IS NOT excluded.\($0)" }.joined(separator: " OR ")
        return """
            INSERT INTO \(table) (\(written.joined(separator: ", "))) VALUES (\(placeholders)) \
            ON CONFLICT(\(identifierColumn)) DO UPDATE SET \(updates) WHERE \(differs)
            """
    }

    /// Clears the upload flag of the row with the identifier (the last argument) only where every downloaded column
    /// holds what was uploaded (the first arguments, `downloadedValues`): a row saved again since stays pending.
    static var markUploadedSQL: String {
        let same = downloadedColumns.map { "\($0) IS ?" }.joined(separator: " AND ")
        return """
            UPDATE \(databaseTableName) SET \(pendingUploadColumn) = 0 WHERE \(same) AND \(identifierColumn) = ?
            """
    }

    var mergeArguments: StatementArguments {
        StatementArguments([identifier] + downloadedValues + [isPendingUpload, revision])
    }
}
