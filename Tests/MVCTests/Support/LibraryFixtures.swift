import Foundation
import MyCardsKit
import MyCardsTestSupport

@testable import MyCardsMVC

/// A photo folder of three files: two pictures and one whose header is damaged.
enum LibraryFixtures {
    static let first = URL(fileURLWithPath: "/photos/a-front.png")
    static let second = URL(fileURLWithPath: "/photos/b-back.png")
    static let damaged = URL(fileURLWithPath: "/photos/c-broken.jpg")
    static let damage = ImageError.corrupt(detail: "bad marker")
    static let firstImage = Samples.image(width: 320, height: 200, color: RGBA(red: 200, green: 40, blue: 40))
    static let secondImage = Samples.image(width: 300, height: 240, color: RGBA(red: 20, green: 160, blue: 40))

    static let items = [
        PhotoLibraryItem(url: first), PhotoLibraryItem(url: second), PhotoLibraryItem(url: damaged, problem: damage),
    ]

    static func library() -> PhotoLibraryStub {
        PhotoLibraryStub(items: .success(items), images: [first: .success(firstImage), second: .success(secondImage)])
    }

    /// A library controller on screen whose decodes wait for the test to answer them: the first file's preview waits.
    @MainActor
    static func appearedLibrary(
        on library: DeferredPhotoLibrary
    ) async -> (MVCTestEnvironment, PhotoLibraryViewController) {
        let environment = MVCTestEnvironment(photoLibrary: library)
        let controller = PhotoLibraryViewController(dependencies: environment.dependencies) { _ in }
        controller.screenWillAppear()
        await until { library.pendingURLs.count == 1 }
        return (environment, controller)
    }
}
