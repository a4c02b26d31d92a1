import ArchitectureRules
import Foundation

// Checks each named architecture's rules on its module (`Sources/MyCards<Arch>` under the repository ROOT), read as
// syntax trees: `Rules ROOT [MVC MVVM VIPER VIP TEA]` (all when none is named). Prints each rule held or each place that
// breaks it, and exits 1 when any is broken (`make rules`, `make drill`).
let arguments = CommandLine.arguments.dropFirst()
guard let rootPath = arguments.first else {
    FileHandle.standardError.write(Data("usage: Rules ROOT [ARCHITECTURE …]\n".utf8))
    exit(64)
}
let root = URL(fileURLWithPath: rootPath)
let named = Array(arguments.dropFirst())
let architectures = named.isEmpty ? ["MVC", "MVVM", "VIPER", "VIP", "TEA"] : named
var broken = 0
for architecture in architectures {
    let rules = Rules.of(architecture)
    guard !rules.isEmpty else {
        FileHandle.standardError.write(Data("rules: no rules for \(architecture)\n".utf8))
        exit(64)
    }
    let module = try Module(folder: root.appendingPathComponent("Sources/MyCards\(architecture)"), root: root)
    for rule in rules {
        let violations = rule.violations(in: module)
        if violations.isEmpty {
            print("✔ \(architecture): \(rule.sentence)")
        } else {
            broken += 1
            print("✘ \(architecture): \(rule.sentence)")
            for violation in violations { print("    \(violation)") }
        }
    }
}
exit(broken == 0 ? 0 : 1)
