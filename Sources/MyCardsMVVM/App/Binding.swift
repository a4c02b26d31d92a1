import OpenCombine

extension Publisher where Failure == Never, Output: Sendable {
    /// Subscribes a controller to a view model's output (or a view model to the output of a child it made). The one
    /// place that assumes the main actor, and why that is safe: view models publish on the main actor only, since
    /// every service answers through the main `Dispatching` it was given (the immediate one in tests), so the value
    /// is delivered at once, in order, with no hop and no clock.
    func bind(_ receive: @escaping @MainActor (Output) -> Void) -> AnyCancellable {
        sink { value in MainActor.assumeIsolated { receive(value) } }
    }

    /// Subscribes for as long as the output lasts, not as long as the subscriber: Kickstarter's `observeValues`,
    /// whose observation ends when the signal does. For an output that may still speak after its screen has gone
    /// (`LateOutput`); the binding ends when the output finishes.
    func observeValues(_ receive: @escaping @MainActor (Output) -> Void) {
        subscribe(
            Subscribers.Sink(
                receiveCompletion: { _ in }, receiveValue: { value in MainActor.assumeIsolated { receive(value) } }))
    }
}
