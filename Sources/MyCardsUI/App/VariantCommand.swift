import ArgumentParser
import Foundation
import MyCardsKit

/// What each variant's `@main` command is: its architecture tag and the first screen it builds. The command
/// line, the launch, the exit codes and the `show`, `import` and `export` subcommands are the same for all five, so
/// they are written once, here.
public protocol VariantCommand: ParsableCommand {
    /// "MVC", "MVVM", "VIPER" or "VIP": the title bar's tag, and `mycards-<tag in lower case>` as the name.
    static var architecture: String { get }
    var options: AppOptions { get }
    /// The architecture's composition root: the first screen, wired to the run's services and shell.
    @MainActor static func makeRoot(services: AppServices, shell: AppShell) -> any Screen
}

extension VariantCommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "mycards-\(architecture.lowercased())",
            abstract: "My Cards, a loyalty-card wallet for the terminal — the \(architecture) variant.",
            version: MyCardsVersion.current,
            subcommands: [ShowCommand<Self>.self, ImportCommand<Self>.self, ExportCommand<Self>.self])
    }

    /// `show` in its plain shapes is read without ArgumentParser (`ShowCommandLine`): the rest of the command line
    /// goes through it.
    public static func main() {
        MemoryPolicy.apply()
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let show = ShowCommandLine(arguments: arguments) {
            CommandLineRunner.run(Self.self) { try show.run() }
        }
        CommandLineRunner.main(Self.self, arguments: arguments)
    }

    public func run() throws {
        let options = options
        try options.validateBackendEnvironment(ProcessInfo.processInfo.environment)
        MainQueue.run {
            AppLauncher.run(architecture: Self.architecture, options: options) { services, shell in
                Self.makeRoot(services: services, shell: shell)
            }
        }
    }
}
