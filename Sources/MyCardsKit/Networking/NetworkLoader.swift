import Foundation
import Logging

/// The app's gateway to the backend: one service per endpoint, results handed to the main actor, and the requests
/// about one card sent one at a time, in the order they were made (`OrderedCardRequests`).
public final class NetworkLoader: CardsNetworking {
    private let requests: OrderedCardRequests

    public init(
        baseURL: URL, session: any NetworkSession, main: any Dispatching,
        logger: Logger = Logger(label: "mycards.network")
    ) {
        requests = OrderedCardRequests(
            HTTPCardsClient(baseURL: baseURL, session: session, main: main, logger: logger))
    }

    public func download(completion: @escaping @MainActor @Sendable (Result<ParsedCards, NetworkError>) -> Void) {
        requests.download(completion: completion)
    }

    /// Cancelled, the connection is closed and nothing is logged or answered.
    public func download(
        cancellation: NetworkCancellation,
        completion: @escaping @MainActor @Sendable (Result<ParsedCards, NetworkError>) -> Void
    ) {
        requests.download(cancellation: cancellation, completion: completion)
    }

    public func upload(
        _ cards: [Card], completion: @escaping @MainActor @Sendable (Result<Void, NetworkError>) -> Void
    ) {
        requests.upload(cards, completion: completion)
    }

    public func delete(
        identifier: String, completion: @escaping @MainActor @Sendable (Result<Void, NetworkError>) -> Void
    ) {
        requests.delete(identifier: identifier, completion: completion)
    }
}

/// Each call one HTTP request as it comes, answered on the main actor and logged.
struct HTTPCardsClient: CardsNetworking {
    private let downloadService: NetworkService<CardsResource>
    private let uploadService: NetworkService<UploadCardsResource>
    private let deleteService: NetworkService<DeleteCardResource>
    private let main: any Dispatching
    private let logger: Logger

    init(baseURL: URL, session: any NetworkSession, main: any Dispatching, logger: Logger) {
        downloadService = NetworkService(baseURL: baseURL, session: session)
        uploadService = NetworkService(baseURL: baseURL, session: session)
        deleteService = NetworkService(baseURL: baseURL, session: session)
        self.main = main
        self.logger = logger
    }

    func download(completion: @escaping @MainActor @Sendable (Result<ParsedCards, NetworkError>) -> Void) {
        download(cancellation: NetworkCancellation(), completion: completion)
    }

    /// Cancelled, the connection is closed and nothing is logged or answered.
    func download(
        cancellation: NetworkCancellation,
        completion: @escaping @MainActor @Sendable (Result<ParsedCards, NetworkError>) -> Void
    ) {
        downloadService.load(CardsResource(), cancellation: cancellation) { [main, logger] result in
            Self.log(result, of: "download", to: logger)
            if case .success(let parsed) = result {
                for skipped in parsed.skipped {
                    logger.warning("card \(skipped.index) skipped: \(skipped.reason)")
                }
            }
            main.dispatchOnMain {
                if !cancellation.isCancelled { completion(result) }
            }
        }
    }

    func upload(_ cards: [Card], completion: @escaping @MainActor @Sendable (Result<Void, NetworkError>) -> Void) {
        uploadService.load(UploadCardsResource(cards: cards)) { [main, logger] result in
            Self.log(result, of: "upload of \(cards.count == 1 ? "1 card" : "\(cards.count) cards")", to: logger)
            main.dispatchOnMain { completion(result) }
        }
    }

    func delete(
        identifier: String, completion: @escaping @MainActor @Sendable (Result<Void, NetworkError>) -> Void
    ) {
        deleteService.load(DeleteCardResource(identifier: identifier)) { [main, logger] answer in
            Self.log(answer, of: "delete of \(identifier)", to: logger)
            var result = answer
            if case .failure(.httpStatus(404)) = answer { result = .success(()) }
            main.dispatchOnMain { completion(result) }
        }
    }

    private static func log<Model>(_ result: Result<Model, NetworkError>, of action: String, to logger: Logger) {
        switch result {
        case .success: logger.info("\(action) succeeded")
        case .failure(let error): logger.error("\(action) failed: \(error.detail)")
        }
    }
}
