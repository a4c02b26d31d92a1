import ArgumentParser
import MyCardsKit
import MyCardsUI

/// `mycards-mvc`: My Cards in Apple's Cocoa MVC.
@main
struct MyCardsMVC: VariantCommand {
    static let architecture = "MVC"

    @OptionGroup var options: AppOptions

    @MainActor static func makeRoot(services: AppServices, shell: AppShell) -> any Screen {
        MVCCompositionRoot.makeRoot(services: services, shell: shell)
    }
}
