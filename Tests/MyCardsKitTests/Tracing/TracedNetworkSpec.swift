import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@MainActor
@Suite("TracedNetwork")
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
        func forwards() {
            spec.traced.download { _ in }

            expect(spec.network.calls).to(equal([.download]))
        }

        @Test("writes the call line and the answer line, naming the client by its type")
        func writesLines() {
            spec.traced.download { _ in }

            expect(spec.tracer.lines).to(
                equal(["App -> NetworkSpy: download()", "NetworkSpy -> App: download answered"]))
        }

        @Test("hands the caller the client's answer")
        func answersCaller() {
            let recorder = Recorder<Result<ParsedCards, NetworkError>>()
            spec.network.downloadResult = .failure(.httpStatus(500))

            spec.traced.download { recorder.record($0) }

            expect(recorder.values).to(equal([.failure(.httpStatus(500))]))
        }
    }

    @Suite("when uploading")
    @MainActor
    struct Uploading {
        let spec = TracedNetworkSpec()
        let card = Samples.card("a", "Tesco")

        @Test("forwards the cards to the backend client behind")
        func forwards() {
            spec.traced.upload([card]) { _ in }

            expect(spec.network.uploads).to(equal([[card]]))
        }

        @Test("writes the call line and the answer line")
        func writesLines() {
            spec.traced.upload([card]) { _ in }

            expect(spec.tracer.lines).to(
                equal(["App -> NetworkSpy: upload([Card])", "NetworkSpy -> App: upload answered"]))
        }

        @Test("hands the caller the client's answer")
        func answersCaller() {
            let recorder = Recorder<Result<Void, NetworkError>>()
            spec.network.uploadResult = .failure(.timedOut)

            spec.traced.upload([card]) { recorder.record($0) }

            expect(recorder.values.map(\.failureMessage)).to(equal([NetworkError.timedOut.message]))
        }
    }

    @Suite("when deleting")
    @MainActor
    struct Deleting {
        let spec = TracedNetworkSpec()

        @Test("forwards the identifier to the backend client behind")
        func forwards() {
            spec.traced.delete(identifier: "a") { _ in }

            expect(spec.network.deletes).to(equal(["a"]))
        }

        @Test("writes the call line and the answer line")
        func writesLines() {
            spec.traced.delete(identifier: "a") { _ in }

            expect(spec.tracer.lines).to(
                equal(["App -> NetworkSpy: delete(String)", "NetworkSpy -> App: delete answered"]))
        }

        @Test("hands the caller the client's answer")
        func answersCaller() {
            let recorder = Recorder<Result<Void, NetworkError>>()
            spec.network.deleteResult = .failure(.httpStatus(404))

            spec.traced.delete(identifier: "a") { recorder.record($0) }

            expect(recorder.values.map(\.failureMessage)).to(equal([NetworkError.httpStatus(404).message]))
        }
    }
}
