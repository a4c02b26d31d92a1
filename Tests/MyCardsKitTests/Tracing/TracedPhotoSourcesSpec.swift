import ConcurrencyExtras
import Foundation
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@MainActor
@Suite("TracedPhotoLibrary", .mainSerialExecutor)
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
        func forwards() async {
            let answer = try? await spec.traced.items()

            expect(spec.library.listingCount).to(equal(1))
            expect(answer).to(equal([spec.item]))
        }

        @Test("writes the call line and the answer line, naming the library by its type")
        func writesLines() async {
            _ = try? await spec.traced.items()

            expect(spec.tracer.lines).to(
                equal(["App -> PhotoLibraryStub: items()", "PhotoLibraryStub -> App: items answered"]))
        }
    }

    @Suite("when reading a picture")
    @MainActor
    struct Reading {
        let spec = TracedPhotoLibrarySpec()

        @Test("forwards the item to the library behind and hands the caller its answer")
        func forwards() async {
            let answer = try? await spec.traced.image(of: spec.item)

            expect(spec.library.requestedImages).to(equal([spec.item.url]))
            expect(answer).to(equal(spec.picture))
        }

        @Test("writes the call line and the answer line")
        func writesLines() async {
            _ = try? await spec.traced.image(of: spec.item)

            expect(spec.tracer.lines).to(
                equal([
                    "App -> PhotoLibraryStub: image(PhotoLibraryItem)", "PhotoLibraryStub -> App: image answered",
                ]))
        }
    }
}

@MainActor
@Suite("TracedCamera", .mainSerialExecutor)
struct TracedCameraSpec {
    let camera = CameraStub()
    let tracer = TracerSpy()
    let traced: TracedCamera

    init() {
        traced = TracedCamera(camera, tracer: tracer)
    }

    /// Plays the traced frames into `recorder` in a task of its own, as a screen does, until it is cancelled.
    static func watch(_ frames: AsyncStream<RGBAImage>, into recorder: Recorder<RGBAImage>) async -> Task<Void, Never> {
        let watching = Task {
            for await frame in frames { recorder.record(frame) }
        }
        await Task.megaYield()
        return watching
    }

    @Suite("when started")
    @MainActor
    struct Starting {
        let spec = TracedCameraSpec()

        @Test("starts the camera behind and writes the call line, naming the camera by its type")
        func starts() throws {
            _ = try spec.traced.frames()

            expect(spec.camera.startCount).to(equal(1))
            expect(spec.tracer.lines).to(equal(["App -> CameraStub: frames()"]))
        }

        @Test("hands on each frame with an answer line")
        func framesAnswer() async throws {
            let recorder = Recorder<RGBAImage>()
            let frames = [Samples.image(), Samples.image(width: 8, height: 8)]
            let watching = await watch(try spec.traced.frames(), into: recorder)

            for frame in frames {
                spec.camera.deliver(frame)
                await Task.megaYield()
            }

            expect(recorder.values).to(equal(frames))
            expect(spec.tracer.lines).to(
                equal([
                    "App -> CameraStub: frames()", "CameraStub -> App: frames answered",
                    "CameraStub -> App: frames answered",
                ]))
            watching.cancel()
        }

        @Test("answers each frame to the role that started the camera")
        func framesAnswerStarter() async throws {
            let interactor = BoundaryRoute(tracer: spec.tracer, holder: "PhotoCapturePresenter", receiver: "Worker")
            let frames = try interactor.call("runCamera()") { () throws(CameraError) in try spec.traced.frames() }
            let watching = await watch(frames, into: Recorder())

            spec.camera.deliver(Samples.image())
            await Task.megaYield()

            expect(spec.tracer.lines.last).to(equal("CameraStub -> Worker: frames answered"))
            watching.cancel()
        }

        @Test("passes on the camera's start error as it is")
        func passesError() {
            spec.camera.startError = .noDecodableFrame(path: "/feed")

            let error = thrown(CameraError.self) { _ = try spec.traced.frames() }

            expect(error).to(equal(.noDecodableFrame(path: "/feed")))
            expect(spec.tracer.lines).to(equal(["App -> CameraStub: frames()"]))
        }
    }

    @Test("stops the camera behind when the watcher's task is cancelled")
    func stops() async throws {
        let watching = await Self.watch(try traced.frames(), into: Recorder())

        watching.cancel()
        await Task.megaYield()

        expect(camera.isRunning).to(beFalse())
    }
}
