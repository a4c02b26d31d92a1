/// The error `body` throws when it is a `T`; nil when `body` throws nothing, or an error of another type. A test acts
/// with it and asserts on the result with any matcher:
/// `expect(thrown(ImageError.self) { try decode(data) }).to(beCorrupt())`.
///
/// Instead of Nimble's closure matchers (`throwError { error in expect(…) }`, `beSuccess { … }`): those gather the
/// closure's expectations by swapping Nimble's one process-wide assertion handler while it runs. Swift Testing runs
/// tests in parallel, so every other test's expectations went to the swapped-in recorder meanwhile, appending to
/// its unsynchronised array from several threads: a `make test` run died of it (signal 11 in
/// `AssertionRecorder.assert`). `make lint` refuses those matchers (scripts/lint-tests.sh).
public func thrown<T: Error, Result>(_ type: T.Type, by body: () throws -> Result) -> T? {
    do {
        _ = try body()
        return nil
    } catch {
        return error as? T
    }
}

/// `thrown(_:by:)` for an asynchronous `body`.
public func thrown<T: Error, Result>(
    _ type: T.Type, isolation: isolated (any Actor)? = #isolation, by body: () async throws -> Result
) async -> T? {
    do {
        _ = try await body()
        return nil
    } catch {
        return error as? T
    }
}
