/// Which screen each status message is about, so a message shows on its own screen for as long as it stands: one
/// that comes for a screen under the top waits until that screen is on top again ("Offline: …" arriving while the
/// New card form is open is read back on Cards), and one whose screen was left goes with it ("Added to
/// favourites" does not follow the user to Cards). Two exceptions, both about work that outlives its screen: a
/// busy message ("Saved ⠋") stays until its answer comes, and an answer whose screen is gone ("Uploaded")
/// shows wherever the user is. A busy message whose screen is gone is newer than every message waiting below it
/// ("Downloaded 6 cards" before the card was opened): those are dropped, so the screen the user comes back to
/// shows the work still running, not an older line; a message that comes for that screen afterwards is newer, and
/// shows. An error also goes when its screen no longer shows what it was about (`Screen.statusScope`): a form's
/// refusal goes with the form.
struct ScreenStatuses {
    struct Message: Equatable {
        let text: String
        let busy: Bool
        let isError: Bool

        static let none = Message(text: "", busy: false, isError: false)

        /// Only a standing error is about what its screen showed; news and busy work are about the card.
        var isScoped: Bool { isError && !busy }
    }

    /// A message and the scope of its screen when it came (nil: not scoped).
    private struct Posted {
        let message: Message
        let scope: String?

        static let none = Posted(message: .none, scope: nil)
    }

    /// What the status line shows, and the screen it is about (nil: a busy message whose screen is gone; it
    /// follows the user until its answer comes).
    private(set) var shown = Message.none
    private var shownOwner: ObjectIdentifier?
    private var shownScope: String?
    /// The last message for each screen under the top.
    private var waiting: [ObjectIdentifier: Posted] = [:]

    /// `message` about `owner` (nil: a screen that is gone), which shows `scope` now; returns true when the status
    /// line changes.
    mutating func post(
        _ message: Message, about owner: ObjectIdentifier?, scope: String = "", top: ObjectIdentifier,
        stack: [ObjectIdentifier]
    )
        -> Bool
    {
        let posted = Posted(message: message, scope: message.isScoped && owner != nil ? scope : nil)
        guard let owner, owner != top, stack.contains(owner) else {
            waiting[top] = nil
            return show(posted, owner: top)
        }
        waiting[owner] = posted
        return false
    }

    /// After the stack changed (a push or a pop): the top's own message, if any; the message shown stays while its
    /// screen is the top, or while it is busy for a screen that is gone. Returns true when the status line changes.
    mutating func stackChanged(top: ObjectIdentifier, stack: [ObjectIdentifier]) -> Bool {
        waiting = waiting.filter { stack.contains($0.key) }
        guard shownOwner != top else { return false }
        if let owner = shownOwner, stack.contains(owner) {
            waiting[owner] = Posted(message: shown, scope: shownScope)
        } else if shown.busy {
            // Its screen has just gone: what waits was posted before it.
            if shownOwner != nil { waiting.removeAll() }
            shownOwner = nil
            shownScope = nil
            guard let newer = waiting.removeValue(forKey: top) else { return false }
            return show(newer, owner: top)
        }
        return show(waiting.removeValue(forKey: top) ?? .none, owner: top)
    }

    /// The top screen shows `scope` now: an error about it that came while it showed something else goes. Returns
    /// true when the status line changes.
    mutating func topShows(_ scope: String) -> Bool {
        guard let shownScope, shownScope != scope, let owner = shownOwner else { return false }
        return show(.none, owner: owner)
    }

    private mutating func show(_ posted: Posted, owner: ObjectIdentifier) -> Bool {
        shownOwner = owner
        shownScope = posted.scope
        guard posted.message != shown else { return false }
        shown = posted.message
        return true
    }
}
