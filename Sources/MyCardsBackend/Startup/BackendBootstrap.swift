import Foundation
import Logging

/// Builds the store at startup: from the data file if there is one, else from the seed, else empty.
struct BackendBootstrap: Sendable {
    let dataURL: URL
    let seedURL: URL
    let writer: any FileWriting
    let logger: Logger

    func makeStore() async throws(BackendStartupError) -> BackendStore {
        if FileManager.default.fileExists(atPath: dataURL.path) {
            let collection = try load(dataURL, corrupt: BackendStartupError.corruptDataFile)
            logger.info("Loaded \(collection.records.count) cards from \(dataURL.path)")
            return BackendStore(collection: collection, fileURL: dataURL, writer: writer)
        }
        let collection: CardCollection
        if FileManager.default.fileExists(atPath: seedURL.path) {
            collection = try load(seedURL, corrupt: BackendStartupError.corruptSeed)
            logger.info("Seeded \(collection.records.count) cards from \(seedURL.path)")
        } else {
            collection = CardCollection()
            logger.notice("No data file and no seed at \(seedURL.path): starting with no cards")
        }
        let store = BackendStore(collection: collection, fileURL: dataURL, writer: writer)
        // Writing right away makes an unwritable data path fail at startup rather than on the first upload.
        do {
            try await store.save()
        } catch {
            switch error {
            case .saveFailed(let cause): throw .cannotSave(cause)
            }
        }
        return store
    }

    private func load(
        _ url: URL,
        corrupt: (String, CardPayloadError) -> BackendStartupError
    ) throws(BackendStartupError) -> CardCollection {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadableFile(path: url.path, reason: error.localizedDescription)
        }
        do {
            return try CardCollection(json: data)
        } catch {
            throw corrupt(url.path, error)
        }
    }
}
