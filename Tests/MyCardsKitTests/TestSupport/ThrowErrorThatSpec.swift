import MyCardsTestSupport
import Nimble
import Testing

/// The matchers are asked directly (`satisfies`) about an expectation's expression, which records nothing: only
/// `to` would, and a failing one would fail this spec.
@Suite("throwError(_:that:)")
struct ThrowErrorThatSpec {
    private enum Failure: Error, Equatable {
        case refused(String)
        case lost
    }

    private struct OtherFailure: Error {}

    private static func status(of matcher: Matcher<Int>, _ body: @escaping () throws -> Int) throws -> MatcherStatus {
        try matcher.satisfies(expect(body).expression).status
    }

    private static var refusedWithReason: Matcher<Int> {
        throwError(
            Failure.self,
            that: map(
                { (failure: Failure) -> String? in
                    guard case .refused(let reason) = failure else { return nil }
                    return reason
                }, equal("full")))
    }

    @Suite("when the expression throws")
    struct WhenItThrows {
        @Test("matches an error of the type that the inner matcher accepts")
        func matchesAcceptedError() throws {
            let status = try ThrowErrorThatSpec.status(of: refusedWithReason) { throw Failure.refused("full") }

            expect(status).to(equal(.matches))
        }

        @Test("does not match an error of the type that the inner matcher rejects")
        func rejectsOtherValue() throws {
            let status = try ThrowErrorThatSpec.status(of: refusedWithReason) { throw Failure.refused("busy") }

            expect(status).to(equal(.doesNotMatch))
        }

        @Test("names the thrown error as the actual value, so that Nimble need not evaluate the expression again")
        func namesTheError() throws {
            let result = try ThrowErrorThatSpec.refusedWithReason.satisfies(
                expect { () throws -> Int in throw Failure.refused("busy") }.expression)

            guard case .expectedCustomValueTo(let expected, let actual) = result.message else {
                Issue.record("message \(result.message)")
                return
            }
            expect([expected, actual]).to(
                equal(["throw Failure that is expected to equal <full>", #"<refused("busy")>"#]))
        }

        @Test("does not match another case of the same type")
        func rejectsOtherCase() throws {
            let status = try ThrowErrorThatSpec.status(of: refusedWithReason) { throw Failure.lost }

            expect(status).toNot(equal(.matches))
        }

        @Test("does not match an error of another type")
        func rejectsOtherType() throws {
            let status = try ThrowErrorThatSpec.status(of: refusedWithReason) { throw OtherFailure() }

            expect(status).to(equal(.doesNotMatch))
        }
    }

    @Suite("when the expression returns")
    struct WhenItReturns {
        @Test("does not match")
        func rejectsNoError() throws {
            let status = try ThrowErrorThatSpec.status(of: refusedWithReason) { 7 }

            expect(status).to(equal(.doesNotMatch))
        }
    }
}

@Suite("satisfy(_:_:)")
struct SatisfySpec {
    @Test("matches a value the predicate holds for, and no other")
    func followsThePredicate() throws {
        let even: Matcher<Int> = satisfy("be even") { $0 % 2 == 0 }

        let four = try even.satisfies(expect(4).expression).status
        let five = try even.satisfies(expect(5).expression).status

        expect([four, five]).to(equal([.matches, .doesNotMatch]))
    }
}
