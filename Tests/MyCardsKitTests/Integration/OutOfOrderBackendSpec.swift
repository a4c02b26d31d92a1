import Foundation
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsKit

/// A slow backend that handles requests in any order must not bring a deleted card back nor end on an older name
/// (issue 33). Each seeded run starts with one card on the backend and in the store, then saves it, deletes it and
/// downloads in a random sequence while the backend handles a random one of the unhandled requests now and then;
/// at the end it handles everything left, and a last download shows what the next start would show.
///
/// - resurrected: the user's last act was the delete, and the card is on the backend or in the store at the end;
/// - reverted: the user's last act was a save, and the backend or the store ends with another name.
@MainActor
@Suite("The store and the backend, when the backend answers late and out of order", .mainSerialExecutor)
struct OutOfOrderBackendSpec {
    static let runs = 300

    struct Outcome: Equatable {
        var resurrected = 0
        var reverted = 0
    }

    /// The user's acts of one run, with the backend's handling between them.
    enum Act {
        case save, delete, download, handleOne
    }

    /// Plays `runs` seeded runs through the store and `network` made over the backend of each.
    static func play(through makeNetwork: (OutOfOrderBackend) -> any CardsNetworking) async throws -> Outcome {
        var outcome = Outcome()
        for seed in 0..<runs {
            var random = SeededRandom(seed: UInt64(seed))
            let backend = OutOfOrderBackend(cards: [Samples.card("A", "Alpha")])
            let store = AwaitedStore(CardsWorker(database: try CardDatabase.inMemory()))
            let screens = SyncingScreens(store: store, network: makeNetwork(backend))
            _ = try await store.mergeDownloaded([Samples.card("A", "Alpha")])
            let user = LastAct()
            for step in 0..<Int.random(in: 4...10, using: &random) {
                let act = [Act.save, .save, .delete, .download, .handleOne, .handleOne].randomElement(using: &random)
                switch act ?? .handleOne {
                case .save where !user.deleted:
                    let name = "Alpha \(step)"
                    if var card = await store.storedCard("A") {
                        card.name = name
                        screens.save(card) { if $0 != nil { user.last = .some(name) } }
                    }
                case .delete where !user.deleted:
                    screens.delete("A")
                    user.last = .some(nil)
                case .download: screens.download()
                default:
                    let count = backend.unhandled.count
                    if count > 0 { backend.handle(at: Int.random(in: 0..<count, using: &random)) }
                }
                await store.settle()
            }
            await handleAll(backend, store, using: &random)
            screens.download()
            await store.settle()
            await handleAll(backend, store, using: &random)
            let stored = try await store.getNow().get().first
            switch user.last {
            case .some(nil):
                if stored != nil || backend.cards["A"] != nil { outcome.resurrected += 1 }
            case .some(let name?):
                if stored?.name != name || backend.cards["A"]?.name != name { outcome.reverted += 1 }
            case nil: break
            }
        }
        return outcome
    }

    /// The user's last act: nil before any, `.some(nil)` the delete, `.some(name)` a save of that name.
    @MainActor
    final class LastAct {
        var last: String?? = nil
        var deleted: Bool { last == .some(nil) }
    }

    static func handleAll(_ backend: OutOfOrderBackend, _ store: AwaitedStore, using random: inout SeededRandom) async {
        while !backend.unhandled.isEmpty {
            backend.handle(at: Int.random(in: 0..<backend.unhandled.count, using: &random))
            await store.settle()
        }
    }

    @Test("brings no deleted card back and ends on no older name, with a card's requests in order")
    func ordered() async throws {
        let ordered = try await Self.play { OrderedCardRequests($0) }
        let unordered = try await Self.play { $0 }
        ReliabilityFigures.report(
            "out-of-order backend: \(ordered.resurrected) resurrected, \(ordered.reverted) reverted "
                + "(\(Self.runs) seeded runs of saves, deletes and downloads handled in random order; with requests "
                + "sent as made: \(unordered.resurrected) resurrected, \(unordered.reverted) reverted)")

        expect(ordered).to(equal(Outcome()))
        expect(unordered.resurrected + unordered.reverted).to(beGreaterThan(0))
    }
}

/// SplitMix64: the same numbers for the same seed on every machine, so a run that fails can be played again.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
