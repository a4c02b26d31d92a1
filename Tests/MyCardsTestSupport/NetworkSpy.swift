import Foundation
import MyCardsKit

/// The backend as a test arranges it: every call recorded in order, each answered with the result the test set,
/// captured when the call is made. Answers go through `answers`: at once with `ImmediateDispatcher`, or held by a
/// `ManualDispatcher` until the test releases them, in any order.
public final class NetworkSpy: CardsNetworking, @unchecked Sendable {
    public enum Call: Equatable, Sendable, CustomStringConvertible {
        case download
        case upload([Card])
        case delete(String)

        public var description: String {
            switch self {
            case .download: "network.download"
            case .upload(let cards): "network.upload(\(cards.map(\.identifier).joined(separator: ",")))"
            case .delete(let identifier): "network.delete(\(identifier))"
            }
        }
    }

    public var downloadResult: Result<ParsedCards, NetworkError> = .success(ParsedCards(cards: []))
    public var uploadResult: Result<Void, NetworkError> = .success(())
    public var deleteResult: Result<Void, NetworkError> = .success(())

    private let answers: any Dispatching
    private let log: CallLog?
    private let lock = NSLock()
    private var recorded: [Call] = []

    public init(answers: any Dispatching = ImmediateDispatcher(), log: CallLog? = nil) {
        self.answers = answers
        self.log = log
    }

    public var calls: [Call] { lock.withLock { recorded } }
    public var downloadCount: Int { calls.filter { $0 == .download }.count }
    public var uploads: [[Card]] { calls.compactMap { if case .upload(let c) = $0 { c } else { nil } } }
    public var deletes: [String] { calls.compactMap { if case .delete(let i) = $0 { i } else { nil } } }

    public func download(completion: @escaping @MainActor @Sendable (Result<ParsedCards, NetworkError>) -> Void) {
        answer(.download, with: downloadResult, completion)
    }

    public func upload(
        _ cards: [Card], completion: @escaping @MainActor @Sendable (Result<Void, NetworkError>) -> Void
    ) {
        answer(.upload(cards), with: uploadResult, completion)
    }

    public func delete(
        identifier: String, completion: @escaping @MainActor @Sendable (Result<Void, NetworkError>) -> Void
    ) {
        answer(.delete(identifier), with: deleteResult, completion)
    }

    private func answer<Value: Sendable>(
        _ call: Call, with result: Result<Value, NetworkError>,
        _ completion: @escaping @MainActor @Sendable (Result<Value, NetworkError>) -> Void
    ) {
        lock.withLock { recorded.append(call) }
        log?.append(call.description)
        answers.dispatchOnMain { completion(result) }
    }
}
