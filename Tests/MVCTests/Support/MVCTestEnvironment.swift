import MyCardsKit
import MyCardsTestSupport
import MyCardsUI

@testable import MyCardsMVC

/// Fakes for every service an MVC controller is built with, and the dependencies made of them.
@MainActor
final class MVCTestEnvironment {
    let cards: CardsWorkerFake
    let network = NetworkMock()
    let photoLibrary: any PhotoLibraryBrowsing
    let camera = CameraStub()
    let shell = ShellSpy()
    let tracer = TracerSpy()
    let theme = Theme.monochrome

    init(cards: [Card] = [], photoLibrary: any PhotoLibraryBrowsing = PhotoLibraryStub()) {
        self.cards = CardsWorkerFake(cards: cards)
        self.photoLibrary = photoLibrary
    }

    var dependencies: MVCDependencies {
        MVCDependencies(
            cards: cards, network: network, photoLibrary: photoLibrary, camera: camera, shell: shell, tracer: tracer,
            theme: theme, photoCache: PhotoCache())
    }

    var statusTexts: [String] { shell.statuses.map(\.text) }

    /// Renders a screen the way the app frame would, for assertions on what the user sees.
    func screenText(of screen: any Screen, size: Size = Size(width: 100, height: 28)) -> String {
        var buffer = ScreenBuffer(size: size)
        _ = screen.render(into: &buffer, area: buffer.bounds)
        return buffer.text()
    }
}
