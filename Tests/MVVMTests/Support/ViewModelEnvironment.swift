import Foundation
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI

@testable import MyCardsMVVM

/// The services a view model is made with, as spies and stubs, and the terminal side a controller needs.
@MainActor
final class ViewModelEnvironment {
    let store: CardsStoreSpy
    let network: NetworkSpy
    let photoLibrary: PhotoLibraryStub
    let camera = CameraStub()
    let tracer = TracerSpy()
    let shell = ShellSpy()

    /// `answers` delays the store's and the backend's answers (a `ManualDispatcher`) or gives them at once.
    init(answers: any Dispatching = ImmediateDispatcher(), photoLibrary: PhotoLibraryStub = PhotoLibraryStub()) {
        store = CardsStoreSpy(answers: answers)
        network = NetworkSpy(answers: answers)
        self.photoLibrary = photoLibrary
    }

    var services: ViewModelServices {
        ViewModelServices(
            cards: store, network: network, photoLibrary: photoLibrary, camera: camera, tracer: tracer)
    }

    var screens: ScreenServices {
        ScreenServices(shell: shell, tracer: tracer, theme: .monochrome, photoCache: PhotoCache())
    }

    var statusTexts: [String] { shell.statuses.map(\.text) }

    /// Renders a screen the way the app frame would, for assertions on what the user sees.
    func screenText(of screen: any Screen, size: Size = Size(width: 100, height: 28)) -> String {
        var buffer = ScreenBuffer(size: size)
        _ = screen.render(into: &buffer, area: buffer.bounds)
        return buffer.text()
    }
}
