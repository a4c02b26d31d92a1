import MyCardsKit
import MyCardsTestSupport
import MyCardsUI

@testable import MyCardsMVC

/// Spies and stubs for every service an MVC controller is built with, and the dependencies made of them. The
/// store answers `get` with `stored`, as given: it sorts, filters and merges nothing.
@MainActor
final class MVCTestEnvironment {
    let cards: CardsStoreSpy
    let network: NetworkSpy
    let photoLibrary: any PhotoLibraryBrowsing
    let camera = CameraStub()
    let barcodeScanner: BarcodeScannerStub
    let shell = ShellSpy()
    let theme = Theme.monochrome

    /// `storeAnswers` and `networkAnswers` hold the answers when they are `ManualDispatcher`s.
    init(
        cards stored: [Card] = [], storeAnswers: any Dispatching = ImmediateDispatcher(),
        networkAnswers: any Dispatching = ImmediateDispatcher(),
        photoLibrary: any PhotoLibraryBrowsing = PhotoLibraryStub(),
        scanAnswers: any Dispatching = ImmediateDispatcher()
    ) {
        barcodeScanner = BarcodeScannerStub(answers: scanAnswers)
        cards = CardsStoreSpy(answers: storeAnswers)
        cards.getResult = .success(stored)
        network = NetworkSpy(answers: networkAnswers)
        self.photoLibrary = photoLibrary
    }

    var dependencies: MVCDependencies {
        MVCDependencies(
            cards: cards, network: network, photoLibrary: photoLibrary, camera: camera,
            barcodeScanner: barcodeScanner, tracer: NoTracing(), shell: shell, theme: theme, photoCache: PhotoCache())
    }

    var statusTexts: [String] { shell.statuses.map(\.text) }

    /// Renders a screen the way the app frame would, for assertions on what the user sees.
    func screenText(of screen: any Screen, size: Size = Size(width: 100, height: 28)) -> String {
        var buffer = ScreenBuffer(size: size)
        _ = screen.render(into: &buffer, area: buffer.bounds)
        return buffer.text()
    }
}
