import ArgumentParser
import Foundation
import MyCardsKit

/// `mycards-<variant> export FILE`: writes the store's cards as a Catima export (`CatimaExporter`) and prints how many.
/// Like `show`, the same in every variant, generic over it for `--store` (`ShowCommand` says why).
public struct ExportCommand<Variant: VariantCommand>: ParsableCommand {
    public static var configuration: CommandConfiguration {
        CatimaCommandLine.configuration(
            "export", of: Variant.self, abstract: "Write the store's cards as a Catima export: a .zip Catima imports.",
            discussion: """
                The store is only read. FILE is written whole where nothing is yet; a regular file there is \
                replaced only with --force, and the store itself, a link, a folder or a device never.
                """, flags: "[--force]")
    }

    @ParentCommand var variant: Variant

    @Argument(help: "The zip file to write.")
    var file: String

    @Flag(help: "Replace FILE when a regular file is there already.")
    var force = false

    public init() {}

    public mutating func validate() throws {
        try CatimaCommandLine.checkFile(file, of: "export")
    }

    public func run() throws {
        let storeURL = CatimaCommandLine.storeURL(variant.options)
        let report = try CatimaExporter().export(
            from: storeURL, to: AppConfiguration.fileURL(file), replacing: force)
        CatimaCommandLine.print(report.summary)
    }
}
