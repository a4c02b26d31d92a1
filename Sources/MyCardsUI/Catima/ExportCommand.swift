import ArgumentParser
import Foundation
import MyCardsKit

/// `mycards-<variant> export FILE`: writes the store's cards as a Catima export (`CatimaExporter`) and prints how many.
/// Like `show`, the same in every variant, generic over it for `--store` (`ShowCommand` says why).
public struct ExportCommand<Variant: VariantCommand>: ParsableCommand {
    public static var configuration: CommandConfiguration {
        CatimaCommandLine.configuration(
            "export", of: Variant.self, abstract: "Write the store's cards as a Catima export: a .zip Catima imports.",
            discussion: "The store is only read. FILE is replaced whole once written.")
    }

    @ParentCommand var variant: Variant

    @Argument(help: "The zip file to write.")
    var file: String

    public init() {}

    public mutating func validate() throws {
        try CatimaCommandLine.checkFile(file, of: "export")
    }

    public func run() throws {
        let storeURL = CatimaCommandLine.storeURL(variant.options)
        CatimaCommandLine.print(try CatimaExporter().export(from: storeURL, to: AppConfiguration.fileURL(file)).summary)
    }
}
