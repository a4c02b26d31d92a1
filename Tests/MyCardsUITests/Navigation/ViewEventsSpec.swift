import MyCardsDisplayData
import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@MainActor
@Suite("ViewEvents")
struct ViewEventsSpec {
    /// A screen's owner showing the shared Cards view.
    @MainActor
    private final class CardsScreen: ScreenHosting {
        let hostedView = CardsView(theme: .monochrome, photoCache: PhotoCache())
    }

    /// A screen's owner showing the shared card details view.
    @MainActor
    private final class CardDetailsScreen: ScreenHosting {
        let hostedView = CardDetailsView(theme: .monochrome, photoCache: PhotoCache())
    }

    /// A screen's owner whose view sends no events.
    @MainActor
    private final class PlainScreen: ScreenHosting {
        let hostedView = ScreenSpy(title: "Plain")
    }

    /// A tracer that is off, as `NoTracing` is, but keeps what it is handed: nothing must reach it.
    private struct SwitchedOffTracer: Tracing {
        let spy = TracerSpy()

        var isEnabled: Bool { false }

        func trace(_ sender: String, _ receiver: String, _ message: String) {
            spy.trace(sender, receiver, message)
        }
    }

    let tracer = TracerSpy()
    let log = CallLog()
    let tiles = CardsDisplayData(tiles: [CardTile(identifier: "a", name: "Tesco", front: nil)])

    @Suite("with tracing")
    @MainActor
    struct Traced {
        let spec = ViewEventsSpec()

        @Test("writes an event of the view as a message from the view to its screen")
        func event() {
            let screen = CardsScreen()
            screen.hostedView.data = spec.tiles
            screen.routeViewEvents(spec.tracer)

            _ = screen.handle(.key(.enter))

            expect(spec.tracer.lines).to(equal(["CardsView -> CardsScreen: open"]))
        }

        @Test("still fires the event")
        func eventFires() {
            let screen = CardsScreen()
            screen.hostedView.data = spec.tiles
            screen.hostedView.onOpen = { [log = spec.log] in log.record("open \($0)") }
            screen.routeViewEvents(spec.tracer)

            _ = screen.handle(.key(.enter))

            expect(spec.log.calls).to(equal(["open a"]))
        }

        @Test("runs the event's handler as the screen, so what it calls comes from the screen")
        func handlerRunsAsScreen() {
            let screen = CardsScreen()
            let store = BoundaryRoute(tracer: spec.tracer, holder: "App", receiver: "CardsWorker")
            screen.hostedView.onRefresh = { store.call("get(PersistenceQuery)") {} }
            screen.routeViewEvents(spec.tracer)

            _ = screen.handle(.key(.character("r")))

            expect(spec.tracer.lines).to(
                equal(["CardsView -> CardsScreen: refresh", "CardsScreen -> CardsWorker: get(PersistenceQuery)"]))
        }

        @Test("writes an event as the view's, though the screen's work is running (the shell handing it a key)")
        func eventWhileScreenRuns() {
            let screen = CardsScreen()
            screen.hostedView.data = spec.tiles
            screen.routeViewEvents(spec.tracer)

            _ = BoundaryRoute.running(as: screen) { screen.handle(.key(.enter)) }

            expect(spec.tracer.lines).to(equal(["CardsView -> CardsScreen: open"]))
        }

        @Test("writes setting the view's data as a message from the screen to the view")
        func setData() {
            let screen = CardsScreen()
            screen.routeViewEvents(spec.tracer)

            screen.hostedView.data = spec.tiles

            expect(spec.tracer.lines).to(equal(["CardsScreen -> CardsView: set data"]))
        }

        @Test("names the card details view and its screen in the lines of another shared view")
        func otherView() {
            let screen = CardDetailsScreen()
            screen.routeViewEvents(spec.tracer)

            screen.hostedView.data = CardDetailsDisplayData(mode: .normal, name: "Tesco")
            _ = screen.handle(.key(.character("e")))

            expect(spec.tracer.lines).to(
                equal(["CardDetailsScreen -> CardDetailsView: set data", "CardDetailsView -> CardDetailsScreen: edit"]))
        }

        @Test("leaves a hosted view that sends no events alone")
        func plainView() {
            let screen = PlainScreen()

            screen.routeViewEvents(spec.tracer)
            _ = screen.handle(.key(.enter))

            expect(spec.tracer.lines).to(beEmpty())
            expect(screen.hostedView.events).to(equal([.key(.enter)]))
        }
    }

    @Suite("without tracing")
    @MainActor
    struct Untraced {
        let spec = ViewEventsSpec()

        @Test("gives the view no route")
        func noRoute() {
            let screen = CardsScreen()

            screen.routeViewEvents(NoTracing())

            expect(screen.hostedView.eventRoute).to(beNil())
        }

        @Test("writes nothing for events or data")
        func writesNothing() {
            let tracer = SwitchedOffTracer()
            let screen = CardsScreen()
            screen.routeViewEvents(tracer)

            screen.hostedView.data = spec.tiles
            _ = screen.handle(.key(.enter))

            expect(tracer.spy.lines).to(beEmpty())
        }

        @Test("still fires the event")
        func eventFires() {
            let screen = CardsScreen()
            screen.hostedView.data = spec.tiles
            screen.hostedView.onOpen = { [log = spec.log] in log.record("open \($0)") }
            screen.routeViewEvents(NoTracing())

            _ = screen.handle(.key(.enter))

            expect(spec.log.calls).to(equal(["open a"]))
        }
    }
}
