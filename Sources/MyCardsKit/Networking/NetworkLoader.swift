import Foundation
import Logging

/// The app's gateway to the backend: one service per endpoint, and the requests about one card sent one at a
/// time, in the order they were made (`OrderedCardRequests`).
public final class NetworkLoader: CardsNetworking {
    private let requests: OrderedCardRequests

    public init(baseURL: URL, session: any NetworkSession, logger: Logger = Logger(label: "mycards.network")) {
        requests = OrderedCardRequests(HTTPCardsClient(baseURL: baseURL, session: session, logger: logger))
    }

    /// Cancelled, the connection is closed, nothing is logged, and it throws `.cancelled`.
    public func download() async throws(NetworkError) -> ParsedCards {
        try await requests.download()
    }

    public func upload(_ cards: [Card]) async throws(NetworkError) {
        try await requests.upload(cards)
    }

    public func delete(identifier: String) async throws(NetworkError) {
        try await requests.delete(identifier: identifier)
    }
}

/// Each call one HTTP request as it comes, logged.
struct HTTPCardsClient: CardsNetworking {
    private let downloadService: NetworkService<CardsResource>
    private let uploadService: NetworkService<UploadCardsResource>
    private let deleteService: NetworkService<DeleteCardResource>
    private let logger: Logger

    init(baseURL: URL, session: any NetworkSession, logger: Logger) {
        downloadService = NetworkService(baseURL: baseURL, session: session)
        uploadService = NetworkService(baseURL: baseURL, session: session)
        deleteService = NetworkService(baseURL: baseURL, session: session)
        self.logger = logger
    }

    /// Cancelled, the connection is closed, nothing is logged, and it throws `.cancelled`.
    func download() async throws(NetworkError) -> ParsedCards {
        let parsed = try await logged("download") { () async throws(NetworkError) in
            try await downloadService.load(CardsResource())
        }
        for skipped in parsed.skipped {
            logger.warning("card \(skipped.index) skipped: \(skipped.reason)")
        }
        return parsed
    }

    func upload(_ cards: [Card]) async throws(NetworkError) {
        try await logged("upload of \(cards.count == 1 ? "1 card" : "\(cards.count) cards")") {
            () async throws(NetworkError) in try await uploadService.load(UploadCardsResource(cards: cards))
        }
    }

    func delete(identifier: String) async throws(NetworkError) {
        do throws(NetworkError) {
            try await logged("delete of \(identifier)") { () async throws(NetworkError) in
                try await deleteService.load(DeleteCardResource(identifier: identifier))
            }
        } catch .httpStatus(404) {
            return
        }
    }

    /// `work`'s answer, logged as `action`'s success or failure; a cancelled request is not logged.
    private func logged<Model>(
        _ action: String, _ work: () async throws(NetworkError) -> Model
    ) async throws(NetworkError) -> Model {
        do throws(NetworkError) {
            let model = try await work()
            logger.info("\(action) succeeded")
            return model
        } catch .cancelled {
            throw .cancelled
        } catch {
            logger.error("\(action) failed: \(error.detail)")
            throw error
        }
    }
}
