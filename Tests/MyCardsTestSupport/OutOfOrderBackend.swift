import ConcurrencyExtras
import Foundation
import MyCardsKit

/// A backend that keeps cards and handles each request only when the test says so, in whatever order it picks: the
/// newest first, the oldest first, or any one. Handling a request changes its cards (an upload stores them, a delete
/// removes the card, a download reads them all) and answers the caller at once, on the main actor. It also counts
/// what a backend cannot be protected from: a request sent about a card while another about it is unanswered.
public final class OutOfOrderBackend: CardsNetworking, @unchecked Sendable {
    // @unchecked: everything below is only touched while holding `lock`.
    private let lock = NSLock()
    private var stored: [String: Card]
    private var held: [Held] = []
    private var overlapping = 0

    /// A request sent and not handled yet.
    private struct Held {
        let description: String
        let identifiers: Set<String>
        let handle: @MainActor () -> Void
    }

    public init(cards: [Card] = []) {
        stored = Dictionary(uniqueKeysWithValues: cards.map { ($0.identifier, $0) })
    }

    /// The cards the backend holds now, by identifier.
    public var cards: [String: Card] { lock.withLock { stored } }

    /// The requests sent and not handled yet, oldest first: "download", "upload(A)", "delete(A)".
    public var unhandled: [String] { lock.withLock { held.map(\.description) } }

    /// How many card requests arrived while an earlier one about one of their cards was still unhandled.
    public var overlappingRequests: Int { lock.withLock { overlapping } }

    /// Answers once the test handles it; a cancelled task stops waiting and throws `.cancelled` (the request stays
    /// held, as a request already sent stays with a real backend).
    public func download() async throws(NetworkError) -> ParsedCards {
        let answer = AwaitedAnswer<Result<ParsedCards, NetworkError>>(cancelled: .failure(.cancelled))
        hold("download", about: []) { [self] in
            let cards = lock.withLock { stored.values.sorted { $0.identifier < $1.identifier } }
            answer.give(.success(ParsedCards(cards: cards)))
        }
        return try await answer.value().get()
    }

    public func upload(_ cards: [Card]) async throws(NetworkError) {
        let answer = AwaitedAnswer<Result<Void, NetworkError>>(cancelled: .failure(.cancelled))
        let identifiers = cards.map(\.identifier)
        hold("upload(\(identifiers.joined(separator: ",")))", about: Set(identifiers)) { [self] in
            lock.withLock {
                for card in cards { stored[card.identifier] = Self.onTheWire(card) }
            }
            answer.give(.success(()))
        }
        try await answer.value().get()
    }

    public func delete(identifier: String) async throws(NetworkError) {
        let answer = AwaitedAnswer<Result<Void, NetworkError>>(cancelled: .failure(.cancelled))
        hold("delete(\(identifier))", about: [identifier]) { [self] in
            _ = lock.withLock { stored.removeValue(forKey: identifier) }
            answer.give(.success(()))
        }
        try await answer.value().get()
    }

    /// Handles the newest unhandled request; false when none waits.
    @MainActor
    @discardableResult
    public func handleNewest() -> Bool {
        handle(at: lock.withLock { held.count } - 1)
    }

    /// Handles the oldest unhandled request; false when none waits.
    @MainActor
    @discardableResult
    public func handleOldest() -> Bool {
        handle(at: 0)
    }

    /// Handles the request at `index` among the unhandled ones (0 is the oldest); false when there is none.
    @MainActor
    @discardableResult
    public func handle(at index: Int) -> Bool {
        let request: Held? = lock.withLock { held.indices.contains(index) ? held.remove(at: index) : nil }
        request?.handle()
        return request != nil
    }

    /// Handles every request, newest first, including those sent meanwhile (a queue's next request): after each
    /// one it yields, so the callers' tasks take their answers and send what waited (the main serial executor on).
    @MainActor
    public func handleAllNewestFirst() async {
        while handleNewest() { await Task.megaYield() }
    }

    private func hold(_ description: String, about identifiers: Set<String>, handle: @escaping @MainActor () -> Void) {
        lock.withLock {
            if held.contains(where: { !$0.identifiers.isDisjoint(with: identifiers) }) { overlapping += 1 }
            held.append(Held(description: description, identifiers: identifiers, handle: handle))
        }
    }

    /// What the wire carries of a card: the favourite mark, the Catima fields and the revision stay on the device.
    private static func onTheWire(_ card: Card) -> Card {
        Card(
            identifier: card.identifier, name: card.name, front: card.front, back: card.back, number: card.number,
            barcode: card.barcode)
    }
}
