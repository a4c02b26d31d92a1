import ArgumentParser
import MyCardsKit
import MyCardsMVCTracing
import MyCardsUI

/// `mycards-mvc`: My Cards in Apple's Cocoa MVC.
@main
struct MyCardsMVCApp: VariantCommand {
    static let architecture = "MVC"

    @OptionGroup var options: AppOptions

    @MainActor static func makeRoot(services: AppServices, shell: AppShell) -> any Screen {
        MVCTracing.makeRoot(services: services, shell: shell)
    }
}
