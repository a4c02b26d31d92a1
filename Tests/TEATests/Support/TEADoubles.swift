import Foundation
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Testing

@testable import MyCardsTEA

/// The shared doubles (`AppDoubles`: store, backend, photo library, camera, barcode scanner, shell) as the clients
/// effects run with, plus a fixed identifier for new cards and a photo maker a test can make fail.
@MainActor
struct TEADoubles {
    static let newIdentifier = "NEW-CARD"

    let app: AppDoubles
    /// What the photo maker throws, when set.
    let photoMaking = PhotoMakingStub()

    init(
        cards: [Card] = [], answers: any Dispatching = ImmediateDispatcher(),
        photoLibrary: PhotoLibraryStub = PhotoLibraryStub(), scanAnswers: (any Dispatching)? = nil
    ) {
        MainSerialExecutor.use()
        app = AppDoubles(cards: cards, answers: answers, photoLibrary: photoLibrary, scanAnswers: scanAnswers)
    }

    var environment: AppEnvironment {
        var environment = AppEnvironment(context: app.context, makePhoto: photoMaking.make)
        environment.newIdentifier = { Self.newIdentifier }
        return environment
    }

    var store: CardsStoreSpy { app.store }
    var network: NetworkSpy { app.network }
    var camera: CameraStub { app.camera }
    var shell: ShellSpy { app.shell }

    /// A test store of `reducer` over these doubles.
    func testStore<State, Action>(
        _ state: State, _ reducer: @escaping (inout State, Action) -> Effect<Action>,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> TestStore<State, Action> {
        TestStore(initialState: state, reducer: reducer, environment: environment, sourceLocation: sourceLocation)
    }
}

/// Makes card photos as the app does, or fails as a test arranges.
@MainActor
final class PhotoMakingStub {
    var error: ImageError?
    private(set) var made: [(image: RGBAImage, outline: CardOutline)] = []

    var make: CardPhotoMaking {
        { [self] image, outline throws(ImageError) in
            made.append((image, outline))
            if let error { throw error }
            return try CardPhotoMaker.photo(from: image, outline: outline)
        }
    }
}
