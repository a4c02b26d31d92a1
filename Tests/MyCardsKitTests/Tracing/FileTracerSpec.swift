import Foundation
import Logging
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@Suite("FileTracer")
struct FileTracerSpec {
    @Test("appends one line per message, creating the file and its folder")
    func appendsLines() throws {
        let file = try TemporaryFolder.make().appendingPathComponent("nested/trace.log")
        let tracer = try FileTracer(url: file)

        tracer.trace("CardsViewController", "NetworkLoader", "download(cards.json)")
        tracer.trace("NetworkLoader", "CardsViewController", "downloaded 6 cards")

        expect(try String(contentsOf: file, encoding: .utf8)).to(
            equal(
                "CardsViewController -> NetworkLoader: download(cards.json)\n"
                    + "NetworkLoader -> CardsViewController: downloaded 6 cards\n"))
    }

    @Test("keeps what the file already held")
    func keepsEarlierLines() throws {
        let file = try TemporaryFolder.make().appendingPathComponent("trace.log")
        try Data("earlier\n".utf8).write(to: file)

        try FileTracer(url: file).trace("A", "B", "c")

        expect(try String(contentsOf: file, encoding: .utf8)).to(equal("earlier\nA -> B: c\n"))
    }

    @Test("refuses a path it cannot write with the path in the message")
    func refusesUnwritable() throws {
        let blocker = try TemporaryFolder.make().appendingPathComponent("file")
        try Data().write(to: blocker)
        let file = blocker.appendingPathComponent("trace.log")

        expect(thrown(AppFileError.self) { try FileTracer(url: file) }).to(
            map(\.message, equal("cannot write to \(file.path)")))
    }

    @Test("NoTracing writes nowhere and a line reads sender -> receiver: message")
    func formatsLine() {
        NoTracing().trace("A", "B", "c")

        expect(NoTracing.line("CardsPresenter", "CardsViewController", "displayCards(ViewModel)")).to(
            equal("CardsPresenter -> CardsViewController: displayCards(ViewModel)"))
    }
}

@Suite("FileLogHandler")
struct FileLogHandlerSpec {
    @Test("writes level, label, message and metadata on one line")
    func writesLine() throws {
        let file = try TemporaryFolder.make().appendingPathComponent("app.log")
        let sink = try LogSink(url: file)
        var logger = Logger(label: "mycards.test", factory: { FileLogHandler(label: $0, sink: sink) })
        logger[metadataKey: "screen"] = "Cards"

        logger.error("download failed", metadata: ["status": "500"])

        let line = try String(contentsOf: file, encoding: .utf8)
        expect(line).to(contain("error mycards.test: download failed screen=Cards status=500"))
        expect(line.hasSuffix("\n")).to(beTrue())
    }

    @Test("drops messages below its level")
    func dropsBelowLevel() throws {
        let file = try TemporaryFolder.make().appendingPathComponent("app.log")
        let sink = try LogSink(url: file)
        let logger = Logger(label: "mycards.test", factory: { FileLogHandler(label: $0, sink: sink) })

        logger.debug("noise")

        expect(try String(contentsOf: file, encoding: .utf8)).to(beEmpty())
    }
}
