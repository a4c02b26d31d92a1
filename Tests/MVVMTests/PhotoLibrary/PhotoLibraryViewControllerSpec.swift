import Foundation
import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsMVVM

@MainActor
@Suite("PhotoLibraryViewController")
struct PhotoLibraryViewControllerSpec {
    static func appeared() -> (PhotoLibraryViewController, ViewModelEnvironment) {
        let environment = ViewModelEnvironment(photoLibrary: PhotoLibraryViewModelSpec.library())
        let controller = PhotoLibraryViewController(
            viewModel: PhotoLibraryViewModel(services: environment.services), screens: environment.screens)
        controller.screenWillAppear()
        return (controller, environment)
    }

    @Test("draws the files the view model lists, with the folder")
    func drawsList() {
        let (controller, environment) = Self.appeared()

        let text = environment.screenText(of: controller)

        expect(text).to(contain("a.png"))
        expect(text).to(contain("/photos"))
    }

    @Test("asks for a redraw whenever the view model's list changes")
    func redrawsList() {
        let environment = ViewModelEnvironment(photoLibrary: PhotoLibraryViewModelSpec.library())
        let controller = PhotoLibraryViewController(
            viewModel: PhotoLibraryViewModel(services: environment.services), screens: environment.screens)
        let redrawsBefore = environment.shell.redrawCount

        controller.screenWillAppear()

        expect(environment.shell.redrawCount).to(beGreaterThan(redrawsBefore))
    }

    @Test("moving the selection previews the file the view selected")
    func forwardsSelection() {
        let (controller, _) = Self.appeared()

        _ = controller.hostedView.handle(.key(.down))
        _ = controller.hostedView.handle(.key(.down))

        expect(controller.hostedView.data.preview).to(equal(.image(Samples.image(width: 50, height: 30))))
    }

    @Test("Enter pushes Crop with the picked picture")
    func pushesCrop() throws {
        let (controller, environment) = Self.appeared()

        _ = controller.hostedView.handle(.key(.enter))

        let crop = try #require(environment.shell.lastPushed as? CropViewController)
        expect(crop.hostedView.data.image).to(equal(Samples.image(width: 40, height: 30)))
    }

    @Test("puts a failed pick on the status line")
    func showsStatus() {
        let (controller, environment) = Self.appeared()

        controller.viewModel.inputs.pick(index: 1)

        expect(environment.shell.lastStatus).to(
            equal(ShellSpy.Status(text: "Cannot use “b.png”: the image is damaged", busy: false, isError: true)))
    }

    @Test("pops itself on Esc")
    func closes() {
        let (controller, environment) = Self.appeared()

        _ = controller.hostedView.handle(.key(.escape))

        expect(environment.shell.popCount).to(equal(1))
    }

    @Test("tells the view model when it is covered, so a late pick pushes nothing")
    func forwardsDisappearance() {
        let answers = ManualDispatcher()
        let environment = ViewModelEnvironment(photoLibrary: PhotoLibraryViewModelSpec.library(answers: answers))
        let controller = PhotoLibraryViewController(
            viewModel: PhotoLibraryViewModel(services: environment.services), screens: environment.screens)
        controller.screenWillAppear()
        answers.runNext()
        controller.viewModel.inputs.pick(index: 2)

        controller.screenDidDisappear()
        answers.runAll()

        expect(environment.shell.pushed).to(beEmpty())
    }
}
