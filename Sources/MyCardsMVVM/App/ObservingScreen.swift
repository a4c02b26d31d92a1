import MyCardsDisplayData
import MyCardsUI

/// A view controller that observes its view model. Its view's keys go to the view, whose events reach the view model
/// as intents; what an intent changed at once (a route, the form's mode) is read before the key's handling ends, so
/// the next key, typed ahead, reaches the screen as that intent left it — as it does in the variants that push or
/// redraw in the handler itself.
@MainActor
protocol ObservingScreen: ScreenHosting {
    var observations: [Observing] { get }
}

extension ObservingScreen {
    func handle(_ event: InputEvent) -> Bool {
        defer {
            for observation in observations { observation.flush() }
        }
        return hostedView.handle(event)
    }
}

extension ObservingScreen {
    /// The view model's status lines, each on the shell's status line about this screen, for as long as it is kept.
    func observeStatus(_ read: @escaping @MainActor () -> Event<StatusMessage>?, on shell: any StatusReporting)
        -> Observing
    {
        Observing.observe(
            read,
            changed: { [weak self] message in
                guard let message = message?.take() else { return }
                shell.showStatus(message.text, busy: message.busy, isError: message.isError, about: self)
            })
    }

    /// A state output of the view model drawn by this screen's view: `draw` hands the value to the view, and the shell
    /// redraws; for as long as it is kept.
    func observeDrawn<Value>(
        _ read: @escaping @MainActor () -> Value, on shell: any Redrawing,
        draw: @escaping @MainActor (Self, Value) -> Void
    ) -> Observing {
        Observing.observe(
            read,
            changed: { [weak self] value in
                guard let self else { return }
                draw(self, value)
                shell.setNeedsDisplay()
            })
    }
}
