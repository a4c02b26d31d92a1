import Foundation
import MyCardsKit

/// The backend as a test arranges it: every call recorded in order, each answered with the result the test set,
/// captured when the call is made. Answers go through `answers`: at once with `ImmediateDispatcher`, or held by a
/// `ManualDispatcher` until the test releases them, in any order; an awaiting caller resumes when its answer is
/// released.
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

    /// Answers once the dispatcher runs the answer; a cancelled task stops waiting and throws `.cancelled`.
    public func download() async throws(NetworkError) -> ParsedCards {
        try await awaitAnswer(.download, with: downloadResult)
    }

    public func upload(_ cards: [Card]) async throws(NetworkError) {
        try await awaitAnswer(.upload(cards), with: uploadResult)
    }

    public func delete(identifier: String) async throws(NetworkError) {
        try await awaitAnswer(.delete(identifier), with: deleteResult)
    }

    private func awaitAnswer<Value: Sendable>(
        _ call: Call, with result: Result<Value, NetworkError>
    ) async throws(NetworkError) -> Value {
        let answer = AwaitedAnswer<Result<Value, NetworkError>>(cancelled: .failure(.cancelled))
        record(call)
        answers.dispatch { answer.give(result) }
        return try await answer.value().get()
    }

    private func record(_ call: Call) {
        lock.withLock { recorded.append(call) }
        log?.append(call.description)
    }
}
