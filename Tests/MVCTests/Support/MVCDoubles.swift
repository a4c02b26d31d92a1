import MyCardsKit
import MyCardsTestSupport
import MyCardsUI

@testable import MyCardsMVC

/// The services a controller spec hands in, every one a double the spec can arrange and inspect.
@MainActor
struct MVCDoubles {
    let cards = CardsWorkerFake()
    let network = NetworkMock()
    let photoLibrary: any PhotoLibraryBrowsing
    let camera = CameraStub()
    let shell = ShellSpy()
    let tracer = TracerSpy()

    init(photoLibrary: any PhotoLibraryBrowsing = PhotoLibraryStub()) {
        self.photoLibrary = photoLibrary
    }

    var dependencies: MVCDependencies {
        MVCDependencies(
            cards: cards, network: network, photoLibrary: photoLibrary, camera: camera, shell: shell, tracer: tracer,
            theme: .monochrome, photoCache: PhotoCache())
    }
}
