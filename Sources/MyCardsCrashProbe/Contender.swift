import Foundation
import MyCardsKit

/// One of two processes writing the same store at once (Behaviour.md "Safety": two variants may share a store). It
/// does what a user does at random — open a card, change its name and save; delete a card; add a card — with a
/// short pause between reading and saving, so the other process's writes land in between. When a save is
/// refused it answers as a user would: over another window's change it overwrites half of the time (the user
/// saw the question and chose), otherwise it gives up; a card deleted elsewhere is never saved again.
/// Every acknowledged write is printed with the revisions it read and made, so
/// `StoreTwoWritersSpec` can rebuild each card's history and count lost updates and resurrections:
///
///     saved <identifier> <revision read> <new revision>
///     deleted <identifier>
///     conflict changed|deleted <identifier>
///     locked <detail>          a write that failed with "database is locked"
///     failed <detail>          any other failure
struct Contender {
    let worker: CardsWorker
    let name: String
    var generator: SystemRandomNumberGenerator = SystemRandomNumberGenerator()
    private var created = 0

    init(worker: CardsWorker, name: String) {
        self.worker = worker
        self.name = name
    }

    @MainActor
    mutating func run(operations: Int) {
        for operation in 0..<operations {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0: create()
            case 1: deleteOne()
            default: edit(operation)
            }
        }
    }

    @MainActor
    private mutating func create() {
        created += 1
        let card = ProbeCard.make(identifier: "\(name)-new-\(created)", index: created)
        saveAndReport(card, answeringConflicts: false)
    }

    @MainActor
    private mutating func deleteOne() {
        guard let card = randomCard() else { return }
        pause()
        var outcome: Result<Void, PersistenceError>?
        worker.remove(identifiers: [card.identifier]) { outcome = $0 }
        switch outcome {
        case .success: say("deleted \(card.identifier)")
        case .failure(let error): reportFailure(error)
        case nil: say("failed no answer")
        }
    }

    @MainActor
    private mutating func edit(_ operation: Int) {
        guard var card = randomCard() else { return }
        pause()
        card.name = "\(name) edit \(operation)"
        saveAndReport(card, answeringConflicts: true)
    }

    /// Saves, and over a change made elsewhere overwrites with the revision the refusal named, at most a few
    /// times in a row (the other process may change it again meanwhile).
    @MainActor
    private mutating func saveAndReport(_ card: Card, answeringConflicts: Bool) {
        var attempt = card
        for _ in 0..<3 {
            var outcome: Result<Card, PersistenceError>?
            worker.save(attempt) { outcome = $0 }
            switch outcome {
            case .success(let stored):
                return say("saved \(attempt.identifier) \(attempt.revision) \(stored.revision)")
            case .failure(.changedElsewhere(let change)):
                say("conflict changed \(attempt.identifier)")
                guard answeringConflicts, Bool.random(using: &generator) else { return }
                attempt.revision = change.revision
            case .failure(.deletedElsewhere):
                return say("conflict deleted \(attempt.identifier)")
            case .failure(let error):
                return reportFailure(error)
            case nil:
                return say("failed no answer")
            }
        }
    }

    @MainActor
    private mutating func randomCard() -> Card? {
        var read: Result<[Card], PersistenceError>?
        worker.get(.all) { read = $0 }
        switch read {
        case .success(let cards): return cards.randomElement(using: &generator)
        case .failure(let error): reportFailure(error)
        case nil: say("failed no answer")
        }
        return nil
    }

    /// Up to 2 ms between reading and writing: long enough for the other process to write in between.
    private mutating func pause() {
        usleep(UInt32.random(in: 0...2_000, using: &generator))
    }

    private func reportFailure(_ error: PersistenceError) {
        let detail = error.detail ?? error.message
        say(detail.contains("database is locked") ? "locked \(detail)" : "failed \(detail)")
    }

    private func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
