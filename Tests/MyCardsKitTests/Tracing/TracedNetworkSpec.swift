import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@MainActor
@Suite("TracedNetwork", .mainSerialExecutor)
struct TracedNetworkSpec {
    let network = NetworkSpy()
    let tracer = TracerSpy()
    let traced: TracedNetwork

    init() {
        traced = TracedNetwork(network, tracer: tracer)
    }

    @Suite("when downloading")
    @MainActor
    struct Downloading {
        let spec = TracedNetworkSpec()

        @Test("forwards the download to the backend client behind")
        func forwards() async {
            _ = await networkOutcome { try await spec.traced.download() }

            expect(spec.network.calls).to(equal([.download]))
        }

        @Test("writes the call line and the answer line, naming the client by its type")
        func writesLines() async {
            _ = await networkOutcome { try await spec.traced.download() }

            expect(spec.tracer.lines).to(
                equal(["App -> NetworkSpy: download()", "NetworkSpy -> App: download answered"]))
        }

        @Test("hands the caller the client's answer")
        func answersCaller() async {
            spec.network.downloadResult = .failure(.httpStatus(500))

            let answer = await networkOutcome { try await spec.traced.download() }

            expect(answer).to(equal(.failure(.httpStatus(500))))
        }
    }

    @Suite("when uploading")
    @MainActor
    struct Uploading {
        let spec = TracedNetworkSpec()
        let card = Samples.card("a", "Tesco")

        @Test("forwards the cards to the backend client behind")
        func forwards() async {
            _ = await networkOutcome { try await spec.traced.upload([card]) }

            expect(spec.network.uploads).to(equal([[card]]))
        }

        @Test("writes the call line and the answer line")
        func writesLines() async {
            _ = await networkOutcome { try await spec.traced.upload([card]) }

            expect(spec.tracer.lines).to(
                equal(["App -> NetworkSpy: upload([Card])", "NetworkSpy -> App: upload answered"]))
        }

        @Test("hands the caller the client's answer")
        func answersCaller() async {
            spec.network.uploadResult = .failure(.timedOut)

            let answer = await networkOutcome { try await spec.traced.upload([card]) }

            expect(answer.failureMessage).to(equal(NetworkError.timedOut.message))
        }
    }

    @Suite("when deleting")
    @MainActor
    struct Deleting {
        let spec = TracedNetworkSpec()

        @Test("forwards the identifier to the backend client behind")
        func forwards() async {
            _ = await networkOutcome { try await spec.traced.delete(identifier: "a") }

            expect(spec.network.deletes).to(equal(["a"]))
        }

        @Test("writes the call line and the answer line")
        func writesLines() async {
            _ = await networkOutcome { try await spec.traced.delete(identifier: "a") }

            expect(spec.tracer.lines).to(
                equal(["App -> NetworkSpy: delete(String)", "NetworkSpy -> App: delete answered"]))
        }

        @Test("hands the caller the client's answer")
        func answersCaller() async {
            spec.network.deleteResult = .failure(.httpStatus(404))

            let answer = await networkOutcome { try await spec.traced.delete(identifier: "a") }

            expect(answer.failureMessage).to(equal(NetworkError.httpStatus(404).message))
        }
    }
}
