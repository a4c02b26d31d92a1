import ArgumentParser
import MyCardsKit
import MyCardsUI
import MyCardsVIPERTracing

/// `mycards-viper`: My Cards in VIPER — View, Interactor, Presenter, Entity, Router, a builder per module.
@main
struct MyCardsVIPERApp: VariantCommand {
    static let architecture = "VIPER"

    @OptionGroup var options: AppOptions

    @MainActor static func makeRoot(services: AppServices, shell: AppShell) -> any Screen {
        VIPERTracing.makeRoot(services: services, shell: shell)
    }
}
