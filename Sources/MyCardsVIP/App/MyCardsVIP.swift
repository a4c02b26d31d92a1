import ArgumentParser
import MyCardsKit
import MyCardsUI

/// `mycards-vip`: My Cards in Clean Swift (VIP), one-way scenes.
@main
struct MyCardsVIP: VariantCommand {
    static let architecture = "VIP"

    @OptionGroup var options: AppOptions

    @MainActor static func makeRoot(services: AppServices, shell: AppShell) -> any Screen {
        VIPCompositionRoot.makeRoot(services: services, shell: shell)
    }
}
