import ArgumentParser
import MyCardsKit
import MyCardsUI

/// `mycards-mvc`: My Cards in Apple's Cocoa MVC.
@main
struct MyCardsMVC: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mycards-mvc",
        abstract: "My Cards, a loyalty-card wallet for the terminal — the MVC variant.",
        version: MyCardsVersion.current)

    @OptionGroup var options: AppOptions

    static func main() {
        CommandLineRunner.main(Self.self)
    }

    func run() throws {
        let options = options
        MainActor.assumeIsolated {
            AppLauncher.run(architecture: "MVC", options: options) { services, shell in
                MVCCompositionRoot.makeRoot(services: services, shell: shell)
            }
        }
    }
}
