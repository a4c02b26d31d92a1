import ArgumentParser
import MyCardsKit
import MyCardsMVVMTracing
import MyCardsUI

/// `mycards-mvvm`: My Cards in MVVM, `@Observable` view models observed by their controllers.
@main
struct MyCardsMVVMApp: VariantCommand {
    static let architecture = "MVVM"

    @OptionGroup var options: AppOptions

    @MainActor static func makeRoot(services: AppServices, shell: AppShell) -> any Screen {
        MVVMTracing.makeRoot(services: services, shell: shell)
    }
}
