import ArgumentParser
import MyCardsKit
import MyCardsUI

/// `mycards-tea`: My Cards in The Elm Architecture — state, actions, pure reducers, effects, one store.
@main
struct MyCardsTEA: VariantCommand {
    static let architecture = "TEA"

    @OptionGroup var options: AppOptions

    @MainActor static func makeRoot(services: AppServices, shell: AppShell) -> any Screen {
        TEACompositionRoot.makeRoot(services: services, shell: shell)
    }
}
