import Nimble

/// Succeeds when the expression throws a `T` that `matcher` accepts:
/// `expect { try decode(data) }.to(throwError(ImageError.self, that: beCorrupt()))`.
///
/// Use it instead of Nimble's `throwError { error in expect(…) }` (and `beSuccess { … }`, `beFailure { … }`).
/// Those gather the closure's expectations by swapping Nimble's one process-wide assertion handler while the
/// closure runs. Swift Testing runs tests in parallel, so meanwhile every other test's expectations went to the
/// swapped-in recorder too, appending to its unsynchronised array from several threads, and two overlapping swaps
/// could leave it installed for good: a `make test` run died of it (signal 11 in `AssertionRecorder.assert`).
/// This matcher asks `matcher` directly and touches no global state.
public func throwError<T: Error, Out>(_ type: T.Type, that matcher: Matcher<T>) -> Matcher<Out> {
    Matcher { actual in
        let expectation = "throw \(T.self) that satisfies its matcher"
        let thrown: any Error
        do {
            _ = try actual.evaluate()
            return MatcherResult(
                status: .doesNotMatch, message: .expectedCustomValueTo(expectation, actual: "no error"))
        } catch {
            thrown = error
        }
        guard let typed = thrown as? T else {
            return MatcherResult(
                status: .doesNotMatch, message: .expectedCustomValueTo(expectation, actual: "<\(thrown)>"))
        }
        let result = try matcher.satisfies(Expression(expression: { typed }, location: actual.location))
        let inner = result.message.expectedMessage
        // The message names the thrown error as the actual value: left empty, Nimble would evaluate the expression
        // again to describe it, and it throws.
        return MatcherResult(
            status: result.status,
            message: .expectedCustomValueTo(
                "throw \(T.self) that is expected to \(inner.hasPrefix("expected to ") ? String(inner.dropFirst(12)) : inner)",
                actual: "<\(typed)>"))
    }
}

/// Succeeds when `predicate` holds for the value, e.g. that an error is one case of its enum:
/// `satisfy("be notJSON") { if case .notJSON = $0 { true } else { false } }`.
public func satisfy<T>(_ description: String, _ predicate: @escaping (T) -> Bool) -> Matcher<T> {
    Matcher.simple(description) { actual in
        guard let value = try actual.evaluate() else { return .fail }
        return predicate(value) ? .matches : .doesNotMatch
    }
}
