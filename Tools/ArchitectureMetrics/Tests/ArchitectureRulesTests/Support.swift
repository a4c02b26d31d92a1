import Foundation
import Testing

@testable import ArchitectureRules

/// The rule of `architecture` whose sentence starts with `sentence`.
func rule(_ architecture: String, _ sentence: String) -> Rule {
    guard let found = Rules.of(architecture).first(where: { $0.sentence.hasPrefix(sentence) }) else {
        fatalError("no \(architecture) rule starts with \(sentence)")
    }
    return found
}

/// What `rule` finds wrong in a module made of `sources` (path → code).
func violations(_ rule: Rule, _ sources: [String: String]) -> [String] {
    rule.violations(in: Module(sources: sources)).map(\.description)
}

/// The repository this package sits in (Tools/ArchitectureMetrics/Tests/ArchitectureRulesTests/…).
let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// An architecture's module as shipped.
func shippedModule(_ architecture: String) throws -> Module {
    try #require(shippedModules[architecture])
}

/// The modules the rules read, parsed once for all the specs (a debug swift-syntax parses slowly).
private let shippedModules: [String: Module] = Dictionary(
    uniqueKeysWithValues: ["MVC", "MVVM", "VIPER", "VIP", "TEA"].compactMap { architecture in
        let folder = repository.appendingPathComponent("Sources/MyCards\(architecture)")
        return (try? Module(folder: folder, root: repository)).map { (architecture, $0) }
    })
