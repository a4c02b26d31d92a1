/// Which screen each status message is about, so a message shows on its own screen for as long as it stands: one
/// that comes for a screen under the top waits until that screen is on top again ("Offline: …" arriving while the
/// New card form is open is read back on Cards), and one whose screen was left goes with it ("Added to
/// favourites" does not follow the user to Cards). Two exceptions, both about work that outlives its screen: a
/// busy message ("Saved ⠋") stays until its answer comes, and an answer whose screen is gone ("Uploaded")
/// shows wherever the user is. A busy message whose screen is gone is newer than every message waiting below it
/// ("Downloaded 6 cards" before the card was opened): those are dropped, so the screen the user comes back to
/// shows the work still running, not an older line; a message that comes for that screen afterwards is newer, and
/// shows.
struct ScreenStatuses {
    struct Message: Equatable {
        let text: String
        let busy: Bool
        let isError: Bool

        static let none = Message(text: "", busy: false, isError: false)
    }

    /// What the status line shows, and the screen it is about (nil: a busy message whose screen is gone; it
    /// follows the user until its answer comes).
    private(set) var shown = Message.none
    private var shownOwner: ObjectIdentifier?
    /// The last message for each screen under the top.
    private var waiting: [ObjectIdentifier: Message] = [:]

    /// `message` about `owner` (nil: a screen that is gone); returns true when the status line changes.
    mutating func post(
        _ message: Message, about owner: ObjectIdentifier?, top: ObjectIdentifier, stack: [ObjectIdentifier]
    )
        -> Bool
    {
        guard let owner, owner != top, stack.contains(owner) else {
            waiting[top] = nil
            return show(message, owner: top)
        }
        waiting[owner] = message
        return false
    }

    /// After the stack changed (a push or a pop): the top's own message, if any; the message shown stays while its
    /// screen is the top, or while it is busy for a screen that is gone. Returns true when the status line changes.
    mutating func stackChanged(top: ObjectIdentifier, stack: [ObjectIdentifier]) -> Bool {
        waiting = waiting.filter { stack.contains($0.key) }
        guard shownOwner != top else { return false }
        if let owner = shownOwner, stack.contains(owner) {
            waiting[owner] = shown
        } else if shown.busy {
            // Its screen has just gone: what waits was posted before it.
            if shownOwner != nil { waiting.removeAll() }
            shownOwner = nil
            guard let newer = waiting.removeValue(forKey: top) else { return false }
            return show(newer, owner: top)
        }
        return show(waiting.removeValue(forKey: top) ?? .none, owner: top)
    }

    private mutating func show(_ message: Message, owner: ObjectIdentifier) -> Bool {
        shownOwner = owner
        guard message != shown else { return false }
        shown = message
        return true
    }
}
