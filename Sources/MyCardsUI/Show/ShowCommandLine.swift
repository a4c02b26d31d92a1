import CNcursesw
import Foundation
import MyCardsKit

/// What `show` was asked for — the card, the side, the width, the colour, `--code` and the variant's `--store` — and
/// printing it. `ShowCommand` (ArgumentParser) makes one, and so does `init?(arguments:)` straight from the command
/// line: `show` is a one-shot command at a checkout, and ArgumentParser's reflection costs a statically linked binary
/// about half of `show --code` (Benchmarks.md), its casts each walking every protocol-conformance record.
///
/// `init?(arguments:)` reads only the plain shapes (a name and the options below, each once, `--opt value` or
/// `--opt=value`) and answers nil for anything else — help, `--version`, an unknown or repeated option, a value it
/// would refuse — which ArgumentParser then parses as before, with its own messages. What it reads, ArgumentParser
/// reads the same (ShowCommandLineSpec checks each shape against it).
public struct ShowCommandLine: Equatable, Sendable {
    public var request: CardShow.Request
    /// The variant's `--store` option.
    public var store: String?
    /// `--graphics`: nil leaves it to `MYCARDS_GRAPHICS`, else `auto`.
    public var graphics: GraphicsChoice?

    public init(request: CardShow.Request, store: String?, graphics: GraphicsChoice? = nil) {
        self.request = request
        self.store = store
        self.graphics = graphics
    }

    /// The command line after the program's name, or nil where ArgumentParser should read it.
    public init?(arguments: [String]) {
        guard arguments.first == "show" else { return nil }
        var reading = Reading()
        var index = 1
        while index < arguments.count {
            let token = arguments[index]
            index += 1
            guard token.hasPrefix("-") else {
                guard reading.name == nil, !token.isEmpty, token != "help" else { return nil }
                reading.name = token
                continue
            }
            let parts = token.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = String(parts[0])
            var inline = parts.count == 2 ? String(parts[1]) : nil
            if Reading.flags.contains(key) {
                guard inline == nil, reading.set(flag: key) else { return nil }
                continue
            }
            guard Reading.options.contains(key) else { return nil }
            if inline == nil, index < arguments.count {
                inline = arguments[index]
                index += 1
            }
            guard let value = inline, reading.set(option: key, to: value) else { return nil }
        }
        guard let name = reading.name else { return nil }
        request = CardShow.Request(
            name: name, side: reading.back ? .back : .front, width: reading.width, color: reading.color ?? .auto,
            code: reading.code)
        store = reading.store
        graphics = reading.graphics
    }

    /// Opens the store read only and writes the card's text to stdout; throws what `show` reports on stderr.
    public func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let storeURL = AppConfiguration.storeURL(option: store, environment: environment)
        let opened: CardStoreReader?
        do {
            opened = try CardStoreReader.open(at: storeURL)
        } catch {
            throw ShowError.store(error)
        }
        guard let reader = opened else { throw ShowError.noStore(path: storeURL.path) }
        var output = Self.standardOutput(environment: environment)
        output.graphics = graphics(for: output)
        let text = try CardShow().text(for: request, from: reader, to: output)
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    private static func standardOutput(environment: [String: String]) -> CardShow.Output {
        let isTerminal = isatty(STDOUT_FILENO) == 1
        var rows: Int32 = 0
        var columns: Int32 = 0
        let size =
            isTerminal && mycards_window_size(STDOUT_FILENO, &rows, &columns) == 0
            ? Size(width: Int(columns), height: Int(rows)) : nil
        return CardShow.Output(isTerminal: isTerminal, size: size, environment: environment)
    }

    /// The terminal is asked only when a picture will be drawn on it and its answers can come back (stdin is the
    /// terminal too): `show NAME | less` and `--color never` ask nothing.
    private func graphics(for output: CardShow.Output) -> PixelGraphics? {
        guard output.isTerminal, isatty(STDIN_FILENO) == 1, CardShow.drawsPhoto(request.color, output: output) else {
            return nil
        }
        let plan = GraphicsDetection.plan(
            choice: GraphicsChoice.resolved(option: graphics, environment: output.environment),
            environment: output.environment, tmuxPassthrough: TmuxPassthrough.ask(environment:))
        guard plan != .blocks else { return nil }
        let channel = DescriptorChannel()
        defer { channel.close() }
        return GraphicsDetection.detect(plan: plan, channel: channel, windowCell: DescriptorChannel.windowCell())
            .graphics
    }

    /// The options read so far; `set` answers false for a repeat or a value ArgumentParser would refuse.
    private struct Reading {
        static let flags = ["--back", "--code"]
        static let options = ["--width", "--color", "--store", "--graphics"]

        var name: String?
        var back = false
        var code = false
        var width: Int?
        var color: ShowColor?
        var store: String?
        var graphics: GraphicsChoice?

        mutating func set(flag: String) -> Bool {
            if flag == "--back" {
                guard !back, !code else { return false }
                back = true
            } else {
                guard !code, !back else { return false }
                code = true
            }
            return true
        }

        mutating func set(option: String, to value: String) -> Bool {
            guard !value.isEmpty, !value.hasPrefix("-") else { return false }
            switch option {
            case "--width":
                guard width == nil, value.utf8.count <= 4, value.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                    let columns = Int(value), ShowCommandWidth.range.contains(columns)
                else { return false }
                width = columns
            case "--color":
                guard color == nil, let choice = ShowColor(rawValue: value) else { return false }
                color = choice
            case "--graphics":
                guard graphics == nil, let choice = GraphicsChoice(rawValue: value) else { return false }
                graphics = choice
            default:
                guard store == nil else { return false }
                store = value
            }
            return true
        }
    }
}

/// `--width`'s bounds, which `ShowCommand.validate()` and `ShowCommandLine` both keep.
enum ShowCommandWidth {
    static let range: ClosedRange<Int> = 1...1000
}
