import Foundation
import Logging
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@MainActor
@Suite("AppServices.tracingBoundaries")
struct TracingBoundariesSpec {
    let store = CardsStoreSpy()
    let network = NetworkSpy()
    let photoLibrary = PhotoLibraryStub()
    let camera = CameraStub()
    let scheduler = ManualScheduler()

    private func services(tracer: any Tracing) throws -> AppServices {
        AppServices(
            configuration: AppConfiguration(options: try AppOptions.parse(["--offline"]), environment: [:]),
            logger: .silent, tracer: tracer, cards: store, network: network, photoLibrary: photoLibrary,
            camera: camera, scheduler: scheduler)
    }

    @Suite("without tracing")
    @MainActor
    struct Untraced {
        let spec = TracingBoundariesSpec()

        @Test("answers the same services")
        func sameServices() throws {
            let services = try spec.services(tracer: NoTracing())

            let traced = services.tracingBoundaries()

            expect(traced.cards as? CardsStoreSpy).to(beIdenticalTo(spec.store))
            expect(traced.network as? NetworkSpy).to(beIdenticalTo(spec.network))
            expect(traced.photoLibrary as? PhotoLibraryStub).to(beIdenticalTo(spec.photoLibrary))
            expect(traced.camera as? CameraStub).to(beIdenticalTo(spec.camera))
        }
    }

    @Suite("with tracing")
    @MainActor
    struct Traced {
        let spec = TracingBoundariesSpec()
        let tracer = TracerSpy()

        @Test("puts the store, the backend client, the photo library and the camera behind traced boundaries")
        func tracesServices() throws {
            let services = try spec.services(tracer: tracer)

            let traced = services.tracingBoundaries()

            expect(traced.cards is TracedStore<Card>).to(beTrue())
            expect(traced.network is TracedNetwork).to(beTrue())
            expect(traced.photoLibrary is TracedPhotoLibrary).to(beTrue())
            expect(traced.camera is TracedCamera).to(beTrue())
        }

        @Test("keeps the configuration, the tracer and the scheduler")
        func keepsTheRest() throws {
            let services = try spec.services(tracer: tracer)

            let traced = services.tracingBoundaries()

            expect(traced.configuration).to(equal(services.configuration))
            expect(traced.tracer as? TracerSpy).to(beIdenticalTo(tracer))
            expect(traced.scheduler as? ManualScheduler).to(beIdenticalTo(spec.scheduler))
        }

        @Test("traces calls through the services it answers to the services it was given")
        func forwards() throws {
            let traced = try spec.services(tracer: tracer).tracingBoundaries()

            traced.network.download { _ in }

            expect(spec.network.calls).to(equal([.download]))
            expect(tracer.lines.first).to(equal("App -> NetworkSpy: download()"))
        }
    }
}

@Suite("Tracing")
struct TracingSpec {
    @Test("is off for a run without --trace")
    func noTracingIsOff() {
        expect(NoTracing().isEnabled).to(beFalse())
    }

    @Test("is on for any other tracer")
    func tracersAreOn() throws {
        let file = try TemporaryFolder.make().appendingPathComponent("trace.log")

        expect(TracerSpy().isEnabled).to(beTrue())
        expect(try FileTracer(url: file).isEnabled).to(beTrue())
    }
}
