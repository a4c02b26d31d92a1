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
    mutating func run(operations: Int) async {
        for operation in 0..<operations {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0: await create()
            case 1: await deleteOne()
            default: await edit(operation)
            }
        }
    }

    @MainActor
    private mutating func create() async {
        created += 1
        let card = ProbeCard.make(identifier: "\(name)-new-\(created)", index: created)
        await saveAndReport(card, answeringConflicts: false)
    }

    @MainActor
    private mutating func deleteOne() async {
        guard let card = await randomCard() else { return }
        pause()
        do throws(PersistenceError) {
            try await worker.remove(identifiers: [card.identifier])
            say("deleted \(card.identifier)")
        } catch {
            reportFailure(error)
        }
    }

    @MainActor
    private mutating func edit(_ operation: Int) async {
        guard var card = await randomCard() else { return }
        pause()
        card.name = "\(name) edit \(operation)"
        await saveAndReport(card, answeringConflicts: true)
    }

    /// Saves, and over a change made elsewhere overwrites with the revision the refusal named, at most a few
    /// times in a row (the other process may change it again meanwhile).
    @MainActor
    private mutating func saveAndReport(_ card: Card, answeringConflicts: Bool) async {
        var attempt = card
        for _ in 0..<3 {
            do throws(PersistenceError) {
                let stored = try await worker.save(attempt)
                return say("saved \(attempt.identifier) \(attempt.revision) \(stored.revision)")
            } catch .changedElsewhere(let change) {
                say("conflict changed \(attempt.identifier)")
                guard answeringConflicts, Bool.random(using: &generator) else { return }
                attempt.revision = change.revision
            } catch .deletedElsewhere {
                return say("conflict deleted \(attempt.identifier)")
            } catch {
                return reportFailure(error)
            }
        }
    }

    @MainActor
    private mutating func randomCard() async -> Card? {
        do throws(PersistenceError) {
            return try await worker.get(.all).randomElement(using: &generator)
        } catch {
            reportFailure(error)
            return nil
        }
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
