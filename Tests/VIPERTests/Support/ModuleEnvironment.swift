import Foundation
import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI

@testable import MyCardsVIPER

/// The services a module is built from, as spies and stubs, and the app it talks to.
@MainActor
final class ModuleEnvironment {
    let store: CardsStoreSpy
    let network: NetworkSpy
    let photoLibrary: PhotoLibraryStub
    let camera = CameraStub()
    let tracer = TracerSpy()
    let shell = ShellSpy()

    init(
        cards: [Card] = [], answers: any Dispatching = ImmediateDispatcher(),
        photoLibrary: PhotoLibraryStub = PhotoLibraryStub()
    ) {
        store = CardsStoreSpy(answers: answers)
        store.getResult = .success(cards)
        network = NetworkSpy(answers: answers)
        self.photoLibrary = photoLibrary
    }

    var dependencies: ModuleDependencies {
        ModuleDependencies(
            cards: store, network: network, photoLibrary: photoLibrary, camera: camera, tracer: tracer, shell: shell,
            theme: .monochrome, photoCache: PhotoCache())
    }

    var statusTexts: [String] { shell.statuses.map(\.text) }

    func screenText(of screen: any Screen, size: Size = Size(width: 100, height: 28)) -> String {
        var buffer = ScreenBuffer(size: size)
        _ = screen.render(into: &buffer, area: buffer.bounds)
        return buffer.text()
    }
}
