import Foundation
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@MainActor
@Suite("TracedPhotoLibrary")
struct TracedPhotoLibrarySpec {
    let item = PhotoLibraryItem(url: URL(fileURLWithPath: "/photos/tesco.png"))
    let picture = Samples.image()
    let library: PhotoLibraryStub
    let tracer = TracerSpy()
    let traced: TracedPhotoLibrary

    init() {
        library = PhotoLibraryStub(
            folder: URL(fileURLWithPath: "/home/me/Pictures"), items: .success([item]),
            images: [item.url: .success(picture)])
        traced = TracedPhotoLibrary(library, tracer: tracer)
    }

    @Test("answers the folder of the library behind, writing nothing")
    func folder() {
        let folder = traced.folder

        expect(folder).to(equal(URL(fileURLWithPath: "/home/me/Pictures")))
        expect(tracer.lines).to(beEmpty())
    }

    @Suite("when listing")
    @MainActor
    struct Listing {
        let spec = TracedPhotoLibrarySpec()

        @Test("forwards the listing to the library behind and hands the caller its answer")
        func forwards() {
            let recorder = Recorder<Result<[PhotoLibraryItem], PhotoLibraryError>>()

            spec.traced.items { recorder.record($0) }

            expect(spec.library.listingCount).to(equal(1))
            expect(recorder.values).to(equal([.success([spec.item])]))
        }

        @Test("writes the call line and the answer line, naming the library by its type")
        func writesLines() {
            spec.traced.items { _ in }

            expect(spec.tracer.lines).to(
                equal(["App -> PhotoLibraryStub: items()", "PhotoLibraryStub -> App: items answered"]))
        }
    }

    @Suite("when reading a picture")
    @MainActor
    struct Reading {
        let spec = TracedPhotoLibrarySpec()

        @Test("forwards the item to the library behind and hands the caller its answer")
        func forwards() {
            let recorder = Recorder<Result<RGBAImage, ImageError>>()

            spec.traced.image(of: spec.item) { recorder.record($0) }

            expect(spec.library.requestedImages).to(equal([spec.item.url]))
            expect(recorder.values).to(equal([.success(spec.picture)]))
        }

        @Test("writes the call line and the answer line")
        func writesLines() {
            spec.traced.image(of: spec.item) { _ in }

            expect(spec.tracer.lines).to(
                equal([
                    "App -> PhotoLibraryStub: image(PhotoLibraryItem)", "PhotoLibraryStub -> App: image answered",
                ]))
        }
    }
}

@MainActor
@Suite("TracedCamera")
struct TracedCameraSpec {
    let camera = CameraStub()
    let tracer = TracerSpy()
    let traced: TracedCamera

    init() {
        traced = TracedCamera(camera, tracer: tracer)
    }

    @Suite("when started")
    @MainActor
    struct Starting {
        let spec = TracedCameraSpec()

        @Test("starts the camera behind and writes the call line, naming the camera by its type")
        func starts() throws {
            try spec.traced.start { _ in }

            expect(spec.camera.startCount).to(equal(1))
            expect(spec.tracer.lines).to(equal(["App -> CameraStub: start()"]))
        }

        @Test("hands on each frame with an answer line")
        func framesAnswer() throws {
            let recorder = Recorder<RGBAImage>()
            let frames = [Samples.image(), Samples.image(width: 8, height: 8)]
            try spec.traced.start { recorder.record($0) }

            frames.forEach(spec.camera.deliver)

            expect(recorder.values).to(equal(frames))
            expect(spec.tracer.lines).to(
                equal([
                    "App -> CameraStub: start()", "CameraStub -> App: start answered",
                    "CameraStub -> App: start answered",
                ]))
        }

        @Test("answers each frame to the role that started the camera")
        func framesAnswerStarter() throws {
            let interactor = BoundaryRoute(tracer: spec.tracer, holder: "PhotoCapturePresenter", receiver: "Worker")
            try interactor.call("runCamera()") { () throws(CameraError) in try spec.traced.start { _ in } }

            spec.camera.deliver(Samples.image())

            expect(spec.tracer.lines.last).to(equal("CameraStub -> Worker: start answered"))
        }

        @Test("passes on the camera's start error as it is")
        func passesError() {
            spec.camera.startError = .noDecodableFrame(path: "/feed")

            let error = thrown(CameraError.self) { try spec.traced.start { _ in } }

            expect(error).to(equal(.noDecodableFrame(path: "/feed")))
            expect(spec.tracer.lines).to(equal(["App -> CameraStub: start()"]))
        }
    }

    @Test("stops the camera behind and writes the call line")
    func stops() throws {
        try traced.start { _ in }

        traced.stop()

        expect(camera.isRunning).to(beFalse())
        expect(tracer.lines.last).to(equal("App -> CameraStub: stop()"))
    }
}
