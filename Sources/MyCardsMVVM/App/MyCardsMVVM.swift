import ArgumentParser
import MyCardsKit
import MyCardsUI

/// `mycards-mvvm`: My Cards in MVVM, view models bound to their controllers with OpenCombine.
@main
struct MyCardsMVVM: VariantCommand {
    static let architecture = "MVVM"

    @OptionGroup var options: AppOptions

    @MainActor static func makeRoot(services: AppServices, shell: AppShell) -> any Screen {
        MVVMCompositionRoot.makeRoot(services: services, shell: shell)
    }
}
