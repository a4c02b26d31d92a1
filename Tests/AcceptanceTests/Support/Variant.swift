import Foundation
import Testing

/// One built app binary and the architecture tag its title bar shows.
struct Variant: Sendable, CustomStringConvertible, CustomTestStringConvertible {
    /// The five executables and their tags, in the order the journeys run them.
    static let known: [(name: String, architecture: String)] = [
        ("mycards-mvc", "MVC"), ("mycards-mvvm", "MVVM"), ("mycards-viper", "VIPER"), ("mycards-vip", "VIP"),
        ("mycards-tea", "TEA"),
    ]

    /// What the journeys run: `ACCEPT_BIN` (+ `ACCEPT_ARCH`) when set, else every variant built so far.
    static let all: [Variant] = discover(
        environment: ProcessInfo.processInfo.environment, find: BuildProducts.executable(named:))

    static var anyBuilt: Bool { !all.isEmpty }

    let architecture: String
    let binary: URL

    var description: String { "\(binary.lastPathComponent) [\(architecture)]" }
    var testDescription: String { architecture }

    /// The title bar of one of Behaviour.md's screens, e.g. `My Cards · Cards [MVC]`.
    func title(_ screen: String) -> String {
        "My Cards · \(screen) [\(architecture)]"
    }

    /// An explicit `ACCEPT_BIN` is returned even when missing, so a typo fails the journeys instead of skipping them.
    static func discover(environment: [String: String], find: (String) -> URL?) -> [Variant] {
        if let path = environment["ACCEPT_BIN"], !path.isEmpty {
            let binary = URL(fileURLWithPath: path)
            let tag = environment["ACCEPT_ARCH"].flatMap { $0.isEmpty ? nil : $0 } ?? architecture(of: binary)
            return [Variant(architecture: tag, binary: binary)]
        }
        return known.compactMap { name, architecture in
            find(name).map { Variant(architecture: architecture, binary: $0) }
        }
    }

    /// `mycards-viper` → `VIPER`; an unknown name gives its upper-cased last dash-separated part.
    static func architecture(of binary: URL) -> String {
        let name = binary.lastPathComponent
        if let match = known.first(where: { $0.name == name }) { return match.architecture }
        return String(name.split(separator: "-").last ?? Substring(name)).uppercased()
    }
}
