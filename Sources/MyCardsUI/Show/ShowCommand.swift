import ArgumentParser
import MyCardsKit

/// `mycards-<variant> show NAME`: prints a card's photo and exits, without the full-screen UI — the card held up at a
/// checkout. The same subcommand in every variant: it has no architecture, only a store read and a picture.
///
/// `--store` is the variant's own option (ArgumentParser gives a parent's options to its subcommands, and the parent's
/// would win over a second `--store` here), read through `@ParentCommand`: hence generic over the variant.
public struct ShowCommand<Variant: VariantCommand>: ParsableCommand {
    public static var configuration: CommandConfiguration {
        let name = Variant.configuration.commandName ?? "mycards"
        return CommandConfiguration(
            commandName: "show",
            abstract:
                "Print a card's photo as colour text and exit (its name and identifier where colour is not wanted).",
            usage:
                "\(name) show <name> [--back | --code] [--width <width>] [--color <color>] [--graphics <graphics>] [--store <store>]",
            discussion:
                "--store <store>: the local SQLite store, read only (default: $XDG_DATA_HOME/mycards/cards.sqlite). "
                + "--graphics <graphics>: auto (pixels where the terminal draws them), kitty, sixel, iterm or blocks.")
    }

    @ParentCommand var variant: Variant

    @Argument(help: "The card's name, or part of it; case does not matter.")
    var name: String

    @Flag(help: "Show the back of the card instead of the front.")
    var back = false

    @Option(help: "Columns to draw the photo in (default: the terminal's width, or 80).")
    var width: Int?

    @Option(help: "auto: the photo on a terminal without NO_COLOR, else the name; always; never.")
    var color: ShowColor = .auto

    @Flag(help: "Print the card's number as its barcode, black on white, for a checkout's scanner.")
    var code = false

    public init() {}

    public static var widthRange: ClosedRange<Int> { ShowCommandWidth.range }

    public mutating func validate() throws {
        if back && code { throw ValidationError("--back and --code cannot be used together") }
        if let width, !Self.widthRange.contains(width) {
            throw ValidationError("--width must be between 1 and \(Self.widthRange.upperBound), not \(width)")
        }
    }

    /// What was parsed, as the variant's `main` reads it without ArgumentParser where it can (`ShowCommandLine`).
    public var commandLine: ShowCommandLine {
        ShowCommandLine(
            request: CardShow.Request(name: name, side: back ? .back : .front, width: width, color: color, code: code),
            store: variant.options.store, graphics: variant.options.graphics)
    }

    public func run() throws {
        try commandLine.run()
    }
}

extension ShowColor: ExpressibleByArgument {}
