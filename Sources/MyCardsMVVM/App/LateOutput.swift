import OpenCombine

/// A view model's output that can still speak after its view model has gone: a request whose answer may come late (an
/// upload, a backend delete) holds this output, not the view model. It finishes when its last holder lets go — the
/// view model, or the last such request, answered — and with it every binding made with `observeValues`.
@MainActor
final class LateOutput<Value: Sendable> {
    private let subject = PassthroughSubject<Value, Never>()

    var publisher: AnyPublisher<Value, Never> { subject.eraseToAnyPublisher() }

    func send(_ value: Value) {
        subject.send(value)
    }

    isolated deinit {
        subject.send(completion: .finished)
    }
}
