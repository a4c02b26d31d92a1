import MyCardsKit

/// A shared view whose events (open, save, pick…) a trace shows as messages to the screen that owns it.
@MainActor
public protocol SendsViewEvents: AnyObject {
    /// Set by the traced shell when the screen is shown; nil without `--trace`.
    var eventRoute: BoundaryRoute? { get set }
}

extension SendsViewEvents {
    /// Sends one event: `CardsView -> CardsViewController: open` when traced. The view sends it, whatever runs (the
    /// shell hands a key to the screen as the screen's work).
    func send(_ event: String, _ body: () -> Void) {
        guard let eventRoute else { return body() }
        eventRoute.notify(event, body)
    }

    /// A call the view gets from its screen: `CardsViewController -> CardsView: set data` when traced.
    func told(_ message: String) {
        eventRoute?.reply(message)
    }
}

extension ScreenHosting {
    /// Traces the events the hosted view sends this screen.
    public func routeViewEvents(_ tracer: any Tracing) {
        guard tracer.isEnabled, let view = hostedView as? any SendsViewEvents else { return }
        view.eventRoute = BoundaryRoute(tracer: tracer, holder: hostedView, receiver: self)
    }
}
