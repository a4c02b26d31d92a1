import ArgumentParser
import MyCardsKit
import MyCardsTEATracing
import MyCardsUI

/// `mycards-tea`: My Cards in The Elm Architecture — state, actions, pure reducers, effects, one store.
@main
struct MyCardsTEAApp: VariantCommand {
    static let architecture = "TEA"

    @OptionGroup var options: AppOptions

    @MainActor static func makeRoot(services: AppServices, shell: AppShell) -> any Screen {
        TEATracing.makeRoot(services: services, shell: shell)
    }
}
