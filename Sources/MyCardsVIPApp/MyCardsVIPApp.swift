import ArgumentParser
import MyCardsKit
import MyCardsUI
import MyCardsVIPTracing

/// `mycards-vip`: My Cards in Clean Swift (VIP), one-way scenes.
@main
struct MyCardsVIPApp: VariantCommand {
    static let architecture = "VIP"

    @OptionGroup var options: AppOptions

    @MainActor static func makeRoot(services: AppServices, shell: AppShell) -> any Screen {
        VIPTracing.makeRoot(services: services, shell: shell)
    }
}
