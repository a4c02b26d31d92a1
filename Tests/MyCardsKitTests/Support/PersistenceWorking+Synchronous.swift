@testable import MyCardsKit

/// Awaits a store's call and returns its answer as a `Result`, so a spec can check a refusal as a value.
extension PersistenceWorking {
    func getNow(_ query: PersistenceQuery = .all) async -> Result<[Entity], PersistenceError> {
        await result { () async throws(PersistenceError) in try await get(query) }
    }

    func upsertNow(_ entities: [Entity]) async -> Result<Void, PersistenceError> {
        await result { () async throws(PersistenceError) in try await upsert(entities) }
    }

    func saveNow(_ entity: Entity) async -> Result<Entity, PersistenceError> {
        await result { () async throws(PersistenceError) in try await save(entity) }
    }

    func setFavouriteNow(_ isFavourite: Bool, identifier: String) async -> Result<Entity, PersistenceError> {
        await result { () async throws(PersistenceError) in
            try await setFavourite(isFavourite, identifier: identifier)
        }
    }

    func mergeNow(_ entities: [Entity]) async -> Result<DownloadMerge, PersistenceError> {
        await result { () async throws(PersistenceError) in try await mergeDownloaded(entities) }
    }

    func markUploadedNow(_ entities: [Entity]) async -> Result<Void, PersistenceError> {
        await result { () async throws(PersistenceError) in try await markUploaded(entities) }
    }

    func pendingNow() async -> Result<[Entity], PersistenceError> {
        await result { () async throws(PersistenceError) in try await pendingUploads() }
    }

    func pendingDeletionsNow() async -> Result<[String], PersistenceError> {
        await result { () async throws(PersistenceError) in try await pendingDeletions() }
    }

    func markDeletedOnBackendNow(_ identifiers: [String]) async -> Result<Void, PersistenceError> {
        await result { () async throws(PersistenceError) in try await markDeletedOnBackend(identifiers: identifiers) }
    }

    func removeNow(_ identifiers: [String]) async -> Result<Void, PersistenceError> {
        await result { () async throws(PersistenceError) in try await remove(identifiers: identifiers) }
    }

    private func result<Value>(
        _ call: () async throws(PersistenceError) -> Value
    ) async -> Result<Value, PersistenceError> {
        do throws(PersistenceError) { return .success(try await call()) } catch { return .failure(error) }
    }
}
