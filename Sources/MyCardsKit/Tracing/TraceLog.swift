/// The trace from one component's point of view, so a controller, presenter or interactor writes
/// `trace.to("CardsWorker", "get(cardsInDisplayOrder)")` and `trace.from("CardsView", "open(ID)")`.
public struct TraceLog: Sendable {
    public let component: String
    private let tracer: any Tracing

    public init(component: String, tracer: any Tracing) {
        self.component = component
        self.tracer = tracer
    }

    /// A message this component sends.
    public func to(_ receiver: String, _ message: String) {
        tracer.trace(component, receiver, message)
    }

    /// A message this component receives.
    public func from(_ sender: String, _ message: String) {
        tracer.trace(sender, component, message)
    }
}

extension Tracing {
    public func log(for component: String) -> TraceLog {
        TraceLog(component: component, tracer: self)
    }
}
