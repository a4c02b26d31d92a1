import MyCardsTestSupport

@testable import MyCardsMVVM

/// The shared doubles, split as MVVM splits them: services for view models, the app for controllers.
typealias ViewModelEnvironment = AppDoubles

extension AppDoubles {
    var services: ViewModelServices {
        ViewModelServices(
            cards: store, network: network, photoLibrary: photoLibrary, camera: camera, barcodeScanner: barcodeScanner)
    }

    var screens: ScreenServices {
        ScreenServices(shell: shell, theme: context.theme, photoCache: context.photoCache)
    }
}
