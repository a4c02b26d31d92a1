import ArgumentParser
import Foundation

/// Runs a variant's command the way Behaviour.md asks: `--help` and `--version` as usual, but a bad argument gets
/// one line on stderr — ArgumentParser's own main adds the usage and a hint — and exit code 64.
public enum CommandLineRunner {
    public static func main<Command: ParsableCommand>(
        _ command: Command.Type, arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) -> Never {
        run(command) {
            var parsed = try command.parseAsRoot(arguments)
            try parsed.run()
        }
    }

    /// Runs `body` as `command`'s run, already parsed (a command line read without ArgumentParser, such as
    /// `show`'s): exit code 0, or its error reported as `main` reports it.
    public static func run<Command: ParsableCommand>(_ command: Command.Type, _ body: () throws -> Void) -> Never {
        do {
            try body()
            exit(0)
        } catch {
            let code = command.exitCode(for: error)
            guard code != .success else { command.exit(withError: error) }
            let name = command.configuration.commandName ?? "mycards"
            let reason = oneLine(command.message(for: error))
            FileHandle.standardError.write(Data("\(name): \(reason)\n".utf8))
            exit(code.rawValue)
        }
    }

    /// The reason without ArgumentParser's "Error: " prefix, on one line.
    static func oneLine(_ message: String) -> String {
        let firstLine = message.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? ""
        return firstLine.hasPrefix("Error: ") ? String(firstLine.dropFirst("Error: ".count)) : firstLine
    }
}
