import Foundation

/// The cards in memory, saved to the data file after every change.
///
/// An actor, so concurrent requests apply their changes (and file writes) one after another.
actor BackendStore: CardStoring {
    private var collection: CardCollection
    private let fileURL: URL
    private let writer: any FileWriting

    init(collection: CardCollection, fileURL: URL, writer: any FileWriting) {
        self.collection = collection
        self.fileURL = fileURL
        self.writer = writer
    }

    func cardsJSON() -> Data {
        collection.json
    }

    func upsert(_ records: [CardRecord]) throws(BackendStoreError) -> Int {
        var changed = collection
        changed.upsert(records)
        try commit(changed)
        return records.count
    }

    func delete(identifier: String) throws(BackendStoreError) -> Bool {
        var changed = collection
        guard changed.remove(identifier: identifier) else { return false }
        try commit(changed)
        return true
    }

    /// Writes the current cards, as startup does after seeding.
    func save() throws(BackendStoreError) {
        try commit(collection)
    }

    /// Memory changes only once the file holds the new cards, so a failed save changes nothing.
    private func commit(_ changed: CardCollection) throws(BackendStoreError) {
        do {
            try writer.write(changed.json, to: fileURL)
        } catch {
            throw .saveFailed(error)
        }
        collection = changed
    }
}
