import Foundation
import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsMVVM

@MainActor
@Suite("CardDetailsViewModel", .mainSerialExecutor)
struct CardDetailsViewModelSpec {
    static let card = Samples.card("A", "Alpha")

    static func make(
        _ environment: ViewModelEnvironment, card: Card = card, mode: CardDetailsMode = .normal
    ) -> CardDetailsViewModel {
        CardDetailsViewModel(card: card, mode: mode, services: environment.services)
    }

    @MainActor
    @Suite("in normal mode")
    struct Normal {
        @Test("publishes the card's name and photos")
        func publishesCard() async {
            let viewModel = make(ViewModelEnvironment())
            await settle()

            expect(viewModel.shownDetails).to(
                equal(CardDetailsDisplayData(mode: .normal, name: "Alpha", front: card.front, back: card.back)))
        }

        @Test("edit switches to the edit form with the card as draft")
        func edits() async {
            let viewModel = make(ViewModelEnvironment())
            await settle()

            viewModel.edit()
            await settle()

            expect(viewModel.shownDetails.mode).to(equal(.edit))
            expect(viewModel.shownDetails.name).to(equal("Alpha"))
        }

        @Test("showPhoto routes to the photo of that side, captioned", arguments: [Card.Side.front, .back])
        func showsPhoto(side: Card.Side) async {
            let viewModel = make(ViewModelEnvironment())
            await settle()
            let routes = Recorded(viewModel.route)

            viewModel.showPhoto(side)
            await settle()

            guard case .photo(let photo) = routes.last else {
                Issue.record("no photo route")
                return
            }
            expect(photo.shownPhoto).to(equal(CardPhotoDisplayData(photo: card[side], caption: side.caption)))
        }

        @Test("back routes to close")
        func goesBack() async {
            let viewModel = make(ViewModelEnvironment())
            await settle()
            let routes = Recorded(viewModel.route)

            viewModel.back()
            await settle()

            expect(routes.values.map(\.name)).to(equal(["close"]))
        }
    }

    @MainActor
    @Suite("when an edited card is saved")
    struct SavingEdit {
        @Test("writes the store first with the name trimmed, then uploads")
        func storesThenUploads() async {
            let log = CallLog()
            let environment = ViewModelEnvironment()
            let store = CardsStoreSpy(log: log)
            let network = NetworkSpy(log: log)
            let services = ViewModelServices(
                cards: store, network: network, photoLibrary: environment.photoLibrary, camera: environment.camera,
                barcodeScanner: environment.barcodeScanner)
            let viewModel = CardDetailsViewModel(card: card, mode: .normal, services: services)
            viewModel.edit()
            await settle()
            viewModel.changeName("  Alpha Two  ")
            await settle()

            viewModel.save()
            await settle()

            expect(log.entries.prefix(3)).to(equal(["store.get", "store.save(A)", "network.upload(A)"]))
            expect(store.saved.first?.name).to(equal("Alpha Two"))
        }

        @Test("says Saved, busy, then Uploaded, marks it uploaded, and returns to normal mode")
        func reportsUploaded() async {
            let environment = ViewModelEnvironment()
            let viewModel = make(environment)
            await settle()
            let status = Recorded(viewModel.status)
            viewModel.edit()
            await settle()

            viewModel.save()
            await settle()

            expect(status.values).to(equal([.info("Saved", busy: true), .info("Uploaded")]))
            expect(environment.store.markedUploaded).to(equal([["A"]]))
            expect(viewModel.shownDetails.mode).to(equal(.normal))
        }

        @Test("says the card is saved locally by choice when the app runs offline")
        func reportsOfflineMode() async {
            let environment = ViewModelEnvironment()
            environment.network.uploadResult = .failure(.disabled)
            let viewModel = make(environment)
            await settle()
            let status = Recorded(viewModel.status)
            viewModel.edit()
            await settle()

            viewModel.save()
            await settle()

            expect(status.last).to(equal(.error("Saved locally (offline mode)")))
        }

        @Test("keeps the card saved locally when the upload fails, and says why")
        func keepsLocalOnUploadFailure() async {
            let environment = ViewModelEnvironment()
            environment.network.uploadResult = .failure(.timedOut)
            let viewModel = make(environment)
            await settle()
            let status = Recorded(viewModel.status)
            viewModel.edit()
            await settle()

            viewModel.save()
            await settle()

            expect(status.last).to(equal(.error("Saved locally; upload failed: the backend did not answer in time")))
            expect(environment.store.markedUploaded).to(beEmpty())
        }

        @Test("still reports the upload after its screen is gone")
        func reportsAfterScreenGone() async {
            let answers = ManualDispatcher()
            let environment = ViewModelEnvironment(answers: answers)
            var viewModel: CardDetailsViewModel? = make(environment)
            await settle()
            let status = Recorded(viewModel!.status)
            viewModel?.edit()
            await settle()
            viewModel?.save()
            await settle()
            answers.runNext()  // the card read again as the screen appeared
            await settle()
            answers.runNext()  // the store took it; the upload waits
            await settle()

            viewModel = nil
            answers.runAll()
            await settle()

            expect(status.last).to(equal(.info("Uploaded")))
        }

        @Test("stays in the form when the store refuses the card, uploading nothing")
        func staysOnStoreFailure() async {
            let environment = ViewModelEnvironment()
            environment.store.writeResult = .failure(.writeFailed(detail: "full"))
            let viewModel = make(environment)
            await settle()
            let status = Recorded(viewModel.status)
            viewModel.edit()
            await settle()

            viewModel.save()
            await settle()

            expect(status.last).to(equal(.error("Not saved: the cards cannot be saved")))
            expect(viewModel.shownDetails.mode).to(equal(.edit))
            expect(environment.network.uploads).to(beEmpty())
        }
    }

    @MainActor
    @Suite("when an invalid card is saved")
    struct SavingInvalid {
        @Test("keeps the form open and says what a card needs, storing nothing")
        func refuses() async {
            let environment = ViewModelEnvironment()
            let viewModel = make(environment, card: .new(), mode: .create)
            await settle()
            let status = Recorded(viewModel.status)
            viewModel.changeName("Only a name")
            await settle()

            viewModel.save()
            await settle()

            expect(status.values).to(equal([.error(Messages.invalidCard)]))
            expect(environment.store.calls).to(beEmpty())
        }
    }

    @MainActor
    @Suite("when a new card is saved")
    struct SavingNew {
        @Test("announces the card it created and routes back to Cards")
        func announcesAndCloses() async {
            let environment = ViewModelEnvironment()
            let draft = Card(identifier: "N", name: "", front: card.front, back: card.back)
            let viewModel = make(environment, card: draft, mode: .create)
            await settle()
            let created = Recorded(viewModel.created)
            let routes = Recorded(viewModel.route)
            viewModel.changeName("New")
            await settle()

            viewModel.save()
            await settle()

            expect(created.values).to(equal(["N"]))
            expect(routes.values.map(\.name)).to(equal(["close"]))
        }
    }

    @MainActor
    @Suite("when the card is deleted")
    struct Deleting {
        @Test("asks first, naming the card, touching nothing")
        func asksFirst() async {
            let environment = ViewModelEnvironment()
            let viewModel = make(environment)
            await settle()
            let routes = Recorded(viewModel.route)

            viewModel.delete()
            await settle()

            guard case .askToDelete(let question) = routes.last else {
                Issue.record("no question")
                return
            }
            expect(question).to(equal("Delete card “Alpha”?"))
            expect(environment.store.calls).to(equal([.get(.card(identifier: "A"))]))
        }

        @Test("on yes removes it from the store, then from the backend, and routes back")
        func removesThenDeletes() async {
            let log = CallLog()
            let environment = ViewModelEnvironment()
            let store = CardsStoreSpy(log: log)
            let network = NetworkSpy(log: log)
            let services = ViewModelServices(
                cards: store, network: network, photoLibrary: environment.photoLibrary, camera: environment.camera,
                barcodeScanner: environment.barcodeScanner)
            let viewModel = CardDetailsViewModel(card: card, mode: .edit, services: services)
            let routes = Recorded(viewModel.route)

            viewModel.confirmDelete()
            await settle()

            expect(log.entries).to(
                equal(["store.get", "store.remove(A)", "network.delete(A)", "store.markDeletedOnBackend(A)"]))
            expect(routes.values.map(\.name)).to(equal(["close"]))
        }

        @Test("says Deleted, then that the backend deleted it too")
        func reportsDeletes() async {
            let environment = ViewModelEnvironment()
            let viewModel = make(environment)
            await settle()
            let status = Recorded(viewModel.status)

            viewModel.confirmDelete()
            await settle()

            expect(status.values).to(equal([.info("Deleted", busy: true), .info("Deleted on the backend too")]))
        }

        @Test("says so when the backend delete fails, keeping it pending")
        func reportsBackendFailure() async {
            let environment = ViewModelEnvironment()
            environment.network.deleteResult = .failure(.httpStatus(500))
            let viewModel = make(environment)
            await settle()
            let status = Recorded(viewModel.status)

            viewModel.confirmDelete()
            await settle()

            expect(status.last).to(
                equal(.error("Deleted locally; the backend delete failed: the backend answered 500")))
            expect(environment.store.markedDeletedOnBackend).to(beEmpty())
        }

        @Test("says it is deleted locally by choice when the app runs offline, keeping it pending")
        func reportsOfflineMode() async {
            let environment = ViewModelEnvironment()
            environment.network.deleteResult = .failure(.disabled)
            let viewModel = make(environment)
            await settle()
            let status = Recorded(viewModel.status)

            viewModel.confirmDelete()
            await settle()

            expect(status.last).to(equal(.error("Deleted locally (offline mode)")))
            expect(environment.store.markedDeletedOnBackend).to(beEmpty())
        }

        @Test("reports a store that cannot remove it, and stays")
        func reportsStoreFailure() async {
            let environment = ViewModelEnvironment()
            environment.store.writeResult = .failure(.writeFailed(detail: "locked"))
            let viewModel = make(environment)
            await settle()
            let status = Recorded(viewModel.status)
            let routes = Recorded(viewModel.route)

            viewModel.confirmDelete()
            await settle()

            expect(status.last).to(equal(.error("Not saved: the cards cannot be saved")))
            expect(routes.values).to(beEmpty())
            expect(environment.network.deletes).to(beEmpty())
        }
    }

    @MainActor
    @Suite("when the form is left")
    struct Leaving {
        @Test("without changes goes straight back to normal mode")
        func withoutChanges() async {
            let viewModel = make(ViewModelEnvironment())
            await settle()
            let routes = Recorded(viewModel.route)
            viewModel.edit()
            await settle()

            viewModel.cancel()
            await settle()

            expect(routes.values).to(beEmpty())
            expect(viewModel.shownDetails.mode).to(equal(.normal))
        }

        @Test("with changes asks before discarding them")
        func asksWithChanges() async {
            let viewModel = make(ViewModelEnvironment())
            await settle()
            let routes = Recorded(viewModel.route)
            viewModel.edit()
            await settle()
            viewModel.changeName("Changed")
            await settle()

            viewModel.cancel()
            await settle()

            guard case .askToDiscard(let question) = routes.last else {
                Issue.record("no question")
                return
            }
            expect(question).to(equal("Discard changes?"))
            expect(viewModel.shownDetails.mode).to(equal(.edit))
        }

        @Test("on yes restores the card as it was")
        func restores() async {
            let viewModel = make(ViewModelEnvironment())
            await settle()
            viewModel.edit()
            await settle()
            viewModel.changeName("Changed")
            await settle()

            viewModel.confirmDiscard()
            await settle()

            expect(viewModel.shownDetails.name).to(equal("Alpha"))
            expect(viewModel.shownDetails.mode).to(equal(.normal))
        }

        @Test("from create mode routes back to Cards")
        func closesCreate() async {
            let viewModel = make(ViewModelEnvironment(), card: .new(), mode: .create)
            await settle()
            let routes = Recorded(viewModel.route)

            viewModel.cancel()
            await settle()

            expect(routes.values.map(\.name)).to(equal(["close"]))
        }
    }

    @MainActor
    @Suite("when a photo is chosen")
    struct ChoosingPhoto {
        @Test("asks for the source of that side, under the menu's title")
        func asksForSource() async {
            let viewModel = make(ViewModelEnvironment())
            await settle()
            let routes = Recorded(viewModel.route)

            viewModel.choosePhoto(for: .back)
            await settle()

            guard case .choosePhotoSource(let side, let title) = routes.last else {
                Issue.record("no menu")
                return
            }
            expect(side).to(equal(.back))
            expect(title).to(equal("Photo source"))
        }

        @Test(
            "routes to the camera or the library", arguments: [(PhotoSource.camera, "camera"), (.library, "library")])
        func routesToSource(source: PhotoSource, route: String) async {
            let viewModel = make(ViewModelEnvironment())
            await settle()
            let routes = Recorded(viewModel.route)

            viewModel.choose(source, for: .front)
            await settle()

            expect(routes.values.map(\.name)).to(equal([route]))
        }

        @Test("takes the photo the camera captures for that side and routes back to the form")
        func takesCapturedPhoto() async throws {
            let frame = Samples.image(width: 200, height: 130)
            let expected = try CardPhotoMaker.photo(from: frame, outline: .centred(in: frame.size))
            await settle()
            let environment = ViewModelEnvironment()
            let viewModel = make(environment)
            await settle()
            let routes = Recorded(viewModel.route)
            viewModel.edit()
            await settle()
            viewModel.choose(.camera, for: .back)
            await settle()
            guard case .camera(let camera) = routes.last else {
                Issue.record("no camera")
                return
            }
            camera.inputs.appear()
            await settle()
            environment.camera.deliver(frame)
            await settle()

            camera.inputs.capture()
            await settle()

            expect(viewModel.shownDetails.back).to(equal(expected))
            expect(viewModel.shownDetails.front).to(equal(card.front))
            expect(routes.last?.name).to(equal("form"))
        }

        @Test("takes the photo the library's crop makes")
        func takesPickedPhoto() async throws {
            let url = URL(fileURLWithPath: "/photos/a.png")
            let library = PhotoLibraryStub(
                items: .success([PhotoLibraryItem(url: url)]), images: [url: .success(Samples.image())])
            let environment = ViewModelEnvironment(photoLibrary: library)
            let viewModel = make(environment)
            await settle()
            let routes = Recorded(viewModel.route)
            viewModel.edit()
            await settle()
            viewModel.choose(.library, for: .front)
            await settle()
            guard case .library(let libraryViewModel) = routes.last else {
                Issue.record("no library")
                return
            }
            let libraryRoutes = Recorded(libraryViewModel.outputs.route)
            libraryViewModel.inputs.appear()
            await settle()
            libraryViewModel.inputs.pick(index: 0)
            await settle()
            let crop = try #require(libraryRoutes.last?.crop)

            crop.makeCrop()
            await settle()

            expect(viewModel.shownDetails.front).toNot(equal(card.front))
            expect(routes.last?.name).to(equal("form"))
        }
    }
}
