import OpenCombine

/// Every value a view model's output sends, in order, from the moment the test subscribes.
final class Recorded<Value> {
    private(set) var values: [Value] = []
    private var subscription: AnyCancellable?

    init<Output: Publisher>(_ output: Output) where Output.Output == Value, Output.Failure == Never {
        subscription = output.sink { [unowned self] value in values.append(value) }
    }

    var last: Value? { values.last }
}
