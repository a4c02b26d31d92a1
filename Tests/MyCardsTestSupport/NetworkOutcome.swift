import MyCardsKit

/// What an awaited network call answered, success or `NetworkError`, so one matcher covers both:
/// `let result = await networkOutcome { try await loader.download() }`. It runs on the caller's actor.
public func networkOutcome<Value>(
    isolation: isolated (any Actor)? = #isolation, of body: () async throws -> Value
) async -> Result<Value, NetworkError> {
    do {
        return .success(try await body())
    } catch let error as NetworkError {
        return .failure(error)
    } catch {
        // Only a network call goes in here: another error fails the test's expectation with this detail.
        return .failure(.invalidRequest(detail: "not a NetworkError: \(error)"))
    }
}
