import Foundation
import MyCardsKit
import MyCardsUI

/// Every service a variant's screens are made from, as the shared spies and stubs, and the app they talk to,
/// for the architecture suites that build whole screens. The store answers `get` with `cards` as given.
@MainActor
public final class AppDoubles {
    public let store: CardsStoreSpy
    public let network: NetworkSpy
    public let photoLibrary: PhotoLibraryStub
    public let camera = CameraStub()
    public let barcodeScanner: BarcodeScannerStub
    /// No tracing: the suites test the roles themselves, with no traced proxy in between.
    public let tracer: any Tracing = NoTracing()
    public let shell = ShellSpy()

    /// `answers` holds the store's and the backend's answers when it is a `ManualDispatcher`; `scanAnswers` the
    /// barcode scanner's (the same as `answers` unless given).
    public init(
        cards: [Card] = [], answers: any Dispatching = ImmediateDispatcher(),
        photoLibrary: PhotoLibraryStub = PhotoLibraryStub(), scanAnswers: (any Dispatching)? = nil
    ) {
        store = CardsStoreSpy(answers: answers)
        store.getResult = .success(cards)
        network = NetworkSpy(answers: answers)
        barcodeScanner = BarcodeScannerStub(answers: scanAnswers ?? answers)
        self.photoLibrary = photoLibrary
    }

    public var context: AppContext {
        AppContext(
            cards: store, network: network, photoLibrary: photoLibrary, camera: camera,
            barcodeScanner: barcodeScanner, tracer: tracer, shell: shell, theme: .monochrome, photoCache: PhotoCache())
    }

    public var statusTexts: [String] { shell.statuses.map(\.text) }

    /// Renders a screen the way the app frame would, for assertions on what the user sees.
    public func screenText(of screen: any Screen, size: Size = Size(width: 100, height: 28)) -> String {
        var buffer = ScreenBuffer(size: size)
        _ = screen.render(into: &buffer, area: buffer.bounds)
        return buffer.text()
    }
}
