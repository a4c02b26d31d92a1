import ArgumentParser
import MyCardsKit
import MyCardsUI

/// `mycards-viper`: My Cards in VIPER — View, Interactor, Presenter, Entity, Router, a builder per module.
@main
struct MyCardsVIPER: VariantCommand {
    static let architecture = "VIPER"

    @OptionGroup var options: AppOptions

    @MainActor static func makeRoot(services: AppServices, shell: AppShell) -> any Screen {
        CardsBuilder.build(dependencies: ModuleDependencies(services: services, shell: shell).tracingBoundaries())
    }
}
