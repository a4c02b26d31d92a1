@testable import MyCardsKit

/// Calls a worker and returns what its completion received. With `ImmediateDispatcher` the completion has
/// run before the call returns; a completion that never ran shows up as `missingCompletion`.
@MainActor
extension PersistenceWorking {
    func getNow(_ query: PersistenceQuery = .all) -> Result<[Entity], PersistenceError> {
        let box = CompletionBox<[Entity]>()
        get(query) { box.result = $0 }
        return box.result ?? .failure(.readFailed(detail: "missingCompletion"))
    }

    func upsertNow(_ entities: [Entity]) -> Result<Void, PersistenceError> {
        let box = CompletionBox<Void>()
        upsert(entities) { box.result = $0 }
        return box.result ?? .failure(.writeFailed(detail: "missingCompletion"))
    }

    func saveNow(_ entity: Entity) -> Result<Entity, PersistenceError> {
        let box = CompletionBox<Entity>()
        save(entity) { box.result = $0 }
        return box.result ?? .failure(.writeFailed(detail: "missingCompletion"))
    }

    func setFavouriteNow(_ isFavourite: Bool, identifier: String) -> Result<Entity, PersistenceError> {
        let box = CompletionBox<Entity>()
        setFavourite(isFavourite, identifier: identifier) { box.result = $0 }
        return box.result ?? .failure(.writeFailed(detail: "missingCompletion"))
    }

    func mergeNow(_ entities: [Entity]) -> Result<DownloadMerge, PersistenceError> {
        let box = CompletionBox<DownloadMerge>()
        mergeDownloaded(entities) { box.result = $0 }
        return box.result ?? .failure(.writeFailed(detail: "missingCompletion"))
    }

    func markUploadedNow(_ entities: [Entity]) -> Result<Void, PersistenceError> {
        let box = CompletionBox<Void>()
        markUploaded(entities) { box.result = $0 }
        return box.result ?? .failure(.writeFailed(detail: "missingCompletion"))
    }

    func pendingNow() -> Result<[Entity], PersistenceError> {
        let box = CompletionBox<[Entity]>()
        pendingUploads { box.result = $0 }
        return box.result ?? .failure(.readFailed(detail: "missingCompletion"))
    }

    func pendingDeletionsNow() -> Result<[String], PersistenceError> {
        let box = CompletionBox<[String]>()
        pendingDeletions { box.result = $0 }
        return box.result ?? .failure(.readFailed(detail: "missingCompletion"))
    }

    func markDeletedOnBackendNow(_ identifiers: [String]) -> Result<Void, PersistenceError> {
        let box = CompletionBox<Void>()
        markDeletedOnBackend(identifiers: identifiers) { box.result = $0 }
        return box.result ?? .failure(.writeFailed(detail: "missingCompletion"))
    }

    func removeNow(_ identifiers: [String]) -> Result<Void, PersistenceError> {
        let box = CompletionBox<Void>()
        remove(identifiers: identifiers) { box.result = $0 }
        return box.result ?? .failure(.writeFailed(detail: "missingCompletion"))
    }
}

@MainActor
private final class CompletionBox<Value> {
    var result: Result<Value, PersistenceError>?
}
