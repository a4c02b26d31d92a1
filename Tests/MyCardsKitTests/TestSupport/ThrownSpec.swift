import MyCardsTestSupport
import Nimble
import Testing

@Suite("thrown(_:by:)")
struct ThrownSpec {
    private enum Failure: Error, Equatable {
        case refused(String)
    }

    private struct OtherFailure: Error {}

    @Suite("when the body throws an error of the type asked for")
    struct WhenItThrowsThatType {
        @Test("answers that error")
        func answersTheError() {
            let error = thrown(Failure.self) { () throws -> Int in throw Failure.refused("full") }

            expect(error).to(equal(.refused("full")))
        }

        @Test("answers it from an asynchronous body too")
        func answersFromAsyncBody() async {
            let error = await thrown(Failure.self) { () async throws -> Int in
                await Task.yield()
                throw Failure.refused("busy")
            }

            expect(error).to(equal(.refused("busy")))
        }
    }

    @Suite("when the body throws an error of another type")
    struct WhenItThrowsAnotherType {
        @Test("answers nil")
        func answersNil() {
            let error = thrown(Failure.self) { () throws -> Int in throw OtherFailure() }

            expect(error).to(beNil())
        }
    }

    @Suite("when the body returns")
    struct WhenItReturns {
        @Test("answers nil")
        func answersNil() {
            let error = thrown(Failure.self) { 7 }

            expect(error).to(beNil())
        }
    }
}
