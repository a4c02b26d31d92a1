/// A spy for a view's event closures: each call is recorded as a short readable line, in order.
@MainActor
final class CallLog {
    private(set) var calls: [String] = []

    func record(_ call: String) {
        calls.append(call)
    }
}
