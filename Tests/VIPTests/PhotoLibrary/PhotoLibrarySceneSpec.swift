import Foundation
import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsVIP

/// The picker scene wired by its view controller, on the shared photo library stub.
@MainActor
@Suite("Photo library scene", .mainSerialExecutor)
struct PhotoLibrarySceneSpec {
    static let first = URL(fileURLWithPath: "/photos/a-front.png")
    static let second = URL(fileURLWithPath: "/photos/b-back.png")
    static let damaged = URL(fileURLWithPath: "/photos/c-broken.jpg")
    static let firstImage = Samples.image(width: 320, height: 200)

    let environment: VIPEnvironment
    let controller: PhotoLibraryViewController

    init(items: [PhotoLibraryItem] = Self.items) async {
        environment = VIPEnvironment(
            photoLibrary: PhotoLibraryStub(
                items: .success(items),
                images: [Self.first: .success(Self.firstImage), Self.second: .failure(.corrupt(detail: "x"))]))
        controller = PhotoLibraryViewController(context: environment.context)
        controller.screenWillAppear()
        await controller.tasks.finished()
    }

    static let items = [
        PhotoLibraryItem(url: first), PhotoLibraryItem(url: second),
        PhotoLibraryItem(url: damaged, problem: .corrupt(detail: "bad marker")),
    ]

    @Test("lists the files of the folder, greying the unreadable one with the reason")
    func lists() async {
        // When
        let text = environment.screenText(of: controller)

        // Then
        expect(controller.hostedView.data.folder).to(equal("/photos"))
        expect(text).to(contain("c-broken.jpg — the image is damaged"))
    }

    @Test("previews the first file")
    func previews() async {
        // When
        let text = environment.screenText(of: controller)

        // Then
        expect(controller.hostedView.data.preview).to(equal(.image(Self.firstImage)))
        expect(text).to(contain("320×200 pixels"))
    }

    @Test("says the folder has no pictures, decoding nothing")
    func empty() async {
        // When
        let spec = await PhotoLibrarySceneSpec(items: [])

        // Then
        expect(spec.environment.screenText(of: spec.controller)).to(contain("No PNG or JPEG images in /photos"))
        expect(spec.environment.photoLibrary.requestedImages).to(beEmpty())
    }

    @Test("Enter on the previewed file pushes Crop with its picture, without decoding it again")
    func picks() async throws {
        // When
        _ = controller.handle(.key(.enter))
        await controller.tasks.finished()

        // Then
        let crop = try #require(environment.shell.lastPushed as? CropViewController)
        crop.screenWillAppear()
        expect(crop.hostedView.data.image).to(equal(Self.firstImage))
        expect(environment.photoLibrary.requestedImages).to(equal([Self.first]))
    }

    @Test("greys a file that fails to decode when selected, saying nothing on the status line")
    func greys() async {
        // When
        _ = controller.handle(.key(.down))
        await controller.tasks.finished()

        // Then
        expect(controller.hostedView.data.items[1]).to(
            equal(ListItem("b-back.png", disabledReason: "the image is damaged")))
        expect(environment.shell.statuses).to(beEmpty())
    }

    @Test("Esc pops back to the Card scene")
    func closes() async {
        // When
        _ = controller.handle(.key(.escape))

        // Then
        expect(environment.shell.popCount).to(equal(1))
    }

    @Test("pushes no Crop when the user has left the library while the picked file decodes")
    func leftMeanwhile() async {
        // Given
        let answers = ManualDispatcher()
        let environment = VIPEnvironment(
            photoLibrary: PhotoLibraryStub(
                items: .success(Self.items), images: [Self.first: .success(Self.firstImage)], answers: answers))
        let controller = PhotoLibraryViewController(context: environment.context)
        controller.screenWillAppear()
        await settle { answers.pendingCount == 1 }
        answers.runNext()  // the listing; the first file's preview now decodes
        await settle { answers.pendingCount == 1 }
        _ = controller.handle(.key(.enter))
        await settle { answers.pendingCount == 2 }  // the preview and the picked file

        // When
        controller.screenDidDisappear()
        await answer(answers) { controller.tasks.isIdle }

        // Then
        expect(environment.photoLibrary.requestedImages).to(equal([Self.first, Self.first]))
        expect(environment.shell.pushed).to(beEmpty())
    }
}
