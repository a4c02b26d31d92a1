import Foundation

/// Maps each request to the store and back to a response. Never throws: every failure becomes a JSON error.
struct BackendRoutes: Sendable {
    private let store: any CardStoring

    init(store: any CardStoring) {
        self.store = store
    }

    func respond(to request: BackendRequest) async -> BackendResponse {
        guard let route = BackendRoute(path: request.path) else {
            return .error(.notFound, "There is nothing at \(request.path).")
        }
        guard request.method == route.allowedMethod else {
            return .methodNotAllowed(allowing: route.allowedMethod)
        }
        switch route {
        case .cardList:
            return BackendResponse(status: .ok, body: await store.cardsJSON())
        case .cardUpload:
            return await upload(request.body)
        case .card(let identifier):
            return await delete(identifier)
        }
    }

    private func upload(_ body: Data) async -> BackendResponse {
        let records: [CardRecord]
        do {
            records = try CardPayloadDecoder.records(from: body)
        } catch {
            return .error(.badRequest, error.message)
        }
        do {
            let count = try await store.upsert(records)
            return .json(.ok, ["upserted": count])
        } catch {
            return .error(.internalServerError, error.message)
        }
    }

    private func delete(_ identifier: String) async -> BackendResponse {
        do {
            guard try await store.delete(identifier: identifier) else {
                return .error(.notFound, "There is no card with identifier \(identifier).")
            }
            return .json(.ok, ["deleted": identifier])
        } catch {
            return .error(.internalServerError, error.message)
        }
    }
}
