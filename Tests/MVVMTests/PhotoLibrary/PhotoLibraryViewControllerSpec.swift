import Foundation
import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVVM

@MainActor
@Suite("PhotoLibraryViewController", .mainSerialExecutor)
struct PhotoLibraryViewControllerSpec {
    /// The controller once its view model has listed the library.
    static func appeared() async -> (PhotoLibraryViewController, ViewModelEnvironment) {
        let environment = ViewModelEnvironment(photoLibrary: PhotoLibraryViewModelSpec.library())
        let controller = PhotoLibraryViewController(
            viewModel: PhotoLibraryViewModel(services: environment.services), screens: environment.screens)
        controller.screenWillAppear()
        await settle()
        return (controller, environment)
    }

    @Test("draws the files the view model lists, with the folder")
    func drawsList() async {
        let (controller, environment) = await Self.appeared()
        await settle()

        let text = environment.screenText(of: controller)

        expect(text).to(contain("a.png"))
        expect(text).to(contain("/photos"))
    }

    @Test("asks for a redraw whenever the view model's list changes")
    func redrawsList() async {
        let environment = ViewModelEnvironment(photoLibrary: PhotoLibraryViewModelSpec.library())
        let controller = PhotoLibraryViewController(
            viewModel: PhotoLibraryViewModel(services: environment.services), screens: environment.screens)
        let redrawsBefore = environment.shell.redrawCount

        controller.screenWillAppear()
        await settle()

        expect(environment.shell.redrawCount).to(beGreaterThan(redrawsBefore))
    }

    @Test("moving the selection previews the file the view selected")
    func forwardsSelection() async {
        let (controller, _) = await Self.appeared()

        _ = controller.hostedView.handle(.key(.down))
        _ = controller.hostedView.handle(.key(.down))
        await settle()

        expect(controller.hostedView.data.preview).to(equal(.image(Samples.image(width: 50, height: 30))))
    }

    @Test("Enter pushes Crop with the picked picture")
    func pushesCrop() async throws {
        let (controller, environment) = await Self.appeared()

        _ = controller.hostedView.handle(.key(.enter))
        await settle()

        let crop = try #require(environment.shell.lastPushed as? CropViewController)
        expect(crop.hostedView.data.image).to(equal(Samples.image(width: 40, height: 30)))
    }

    @Test("puts a failed pick on the status line")
    func showsStatus() async {
        let (controller, environment) = await Self.appeared()

        controller.viewModel.inputs.pick(index: 1)
        await settle()

        expect(environment.shell.lastStatus).to(
            equal(ShellSpy.Status(text: "Cannot use “b.png”: the image is damaged", busy: false, isError: true)))
    }

    @Test("pops itself on Esc")
    func closes() async {
        let (controller, environment) = await Self.appeared()

        _ = controller.hostedView.handle(.key(.escape))
        await settle()

        expect(environment.shell.popCount).to(equal(1))
    }

    @Test("tells the view model when it is covered, so a late pick pushes nothing")
    func forwardsDisappearance() async {
        let answers = ManualDispatcher()
        let environment = ViewModelEnvironment(photoLibrary: PhotoLibraryViewModelSpec.library(answers: answers))
        let controller = PhotoLibraryViewController(
            viewModel: PhotoLibraryViewModel(services: environment.services), screens: environment.screens)
        controller.screenWillAppear()
        await settle()
        answers.runNext()
        await settle()
        controller.viewModel.inputs.pick(index: 2)
        await settle()

        controller.screenDidDisappear()
        await settle()
        answers.runAll()
        await settle()

        expect(environment.shell.pushed).to(beEmpty())
    }
}
