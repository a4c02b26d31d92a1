import ArgumentParser
import Foundation
import MyCardsKit

/// What `import` and `export` share: their usage, the check of the file argument, the store the variant's `--store`
/// names, and the report printed on stdout.
enum CatimaCommandLine {
    /// `flags`: the verb's own options, as its usage lists them before `--store` ("[--force]").
    static func configuration<Variant: VariantCommand>(
        _ verb: String, of _: Variant.Type, abstract: String, discussion: String, flags: String = ""
    ) -> CommandConfiguration {
        let name = Variant.configuration.commandName ?? "mycards"
        let usage = ([name, verb, "<file>"] + (flags.isEmpty ? [] : [flags]) + ["[--store <store>]"])
            .joined(separator: " ")
        return CommandConfiguration(
            commandName: verb, abstract: abstract, usage: usage,
            discussion: "\(discussion) --store <store>: the local SQLite store (default: "
                + "$XDG_DATA_HOME/mycards/cards.sqlite).")
    }

    static func checkFile(_ file: String, of verb: String) throws {
        if file.isEmpty { throw ValidationError("\(verb) needs a file") }
    }

    static func storeURL(_ options: AppOptions) -> URL {
        AppConfiguration.storeURL(option: options.store, environment: ProcessInfo.processInfo.environment)
    }

    static func print(_ summary: String) {
        FileHandle.standardOutput.write(Data("\(summary)\n".utf8))
    }
}
