import ArgumentParser
import Foundation
import MyCardsKit

/// `mycards-<variant> import FILE`: adds the cards of a Catima export to the store and prints what it did
/// (`CatimaImporter`). Like `show`, the same in every variant, generic over it for `--store` (`ShowCommand` says why).
public struct ImportCommand<Variant: VariantCommand>: ParsableCommand {
    public static var configuration: CommandConfiguration {
        CatimaCommandLine.configuration(
            "import", of: Variant.self,
            abstract: "Add the cards of a Catima export (its .zip, or a bare catima.csv) to the store.",
            discussion: """
                A card whose name and number match a stored one updates it, so importing a file twice adds nothing. \
                A file that cannot be read whole changes nothing.
                """)
    }

    @ParentCommand var variant: Variant

    @Argument(help: "The Catima export to read.")
    var file: String

    public init() {}

    public mutating func validate() throws {
        try CatimaCommandLine.checkFile(file, of: "import")
    }

    public func run() throws {
        let storeURL = CatimaCommandLine.storeURL(variant.options)
        CatimaCommandLine.print(
            try CatimaImporter().importFile(at: AppConfiguration.fileURL(file), into: storeURL).summary)
    }
}
