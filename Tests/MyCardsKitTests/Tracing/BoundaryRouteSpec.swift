import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@MainActor
@Suite("BoundaryRoute")
struct BoundaryRouteSpec {
    private final class CardsPresenter {}
    private final class Box<Value> {}

    let tracer = TracerSpy()

    private func route(_ holder: String, _ receiver: String) -> BoundaryRoute {
        BoundaryRoute(tracer: tracer, holder: holder, receiver: receiver)
    }

    @Suite("when an async call is made")
    @MainActor
    struct AsyncCalling {
        let spec = BoundaryRouteSpec()

        @Test("writes the call, then its return as an answer to the sender")
        func answers() async {
            let route = spec.route("CardsPresenter", "CardsInteractor")

            let count = await route.call("fetchCards(Request)") { () async in 3 }

            expect(count).to(equal(3))
            expect(spec.tracer.lines).to(
                equal([
                    "CardsPresenter -> CardsInteractor: fetchCards(Request)",
                    "CardsInteractor -> CardsPresenter: fetchCards answered",
                ]))
        }

        @Test("keeps the receiver as the sender of what it calls after an await")
        func keepsRoleAcrossAwait() async {
            let outer = spec.route("CardsView", "CardsInteractor")
            let store = spec.route("App", "CardsWorker")

            await outer.call("load()") { () async in
                await Task.yield()
                store.call("get(PersistenceQuery)") {}
            }

            expect(spec.tracer.lines[1]).to(equal("CardsInteractor -> CardsWorker: get(PersistenceQuery)"))
        }

        @Test("passes on a typed error and still writes the answer")
        func passesTypedError() async {
            let route = spec.route("CardsPresenter", "CardsInteractor")
            var thrown: CameraError?

            do {
                try await route.call("start()") { () async throws(CameraError) in throw .feedMissing(path: "/feed") }
            } catch {
                thrown = error
            }

            expect(thrown).to(equal(.feedMissing(path: "/feed")))
            expect(spec.tracer.lines.last).to(equal("CardsInteractor -> CardsPresenter: start answered"))
        }

        @Test("names the role that started a task as the sender of the task's calls")
        func taskInheritsRole() async {
            let outer = spec.route("CardsView", "CardsViewController")
            let store = spec.route("App", "CardsWorker")
            var task: Task<Void, Never>?

            outer.call("viewDidAppear()") {
                task = Task { store.call("get(PersistenceQuery)") {} }
            }
            await task?.value

            expect(spec.tracer.lines.last).to(equal("CardsViewController -> CardsWorker: get(PersistenceQuery)"))
        }
    }

    @Suite("when a call is made")
    @MainActor
    struct Calling {
        let spec = BoundaryRouteSpec()

        @Test("writes the holder as the sender when no traced call runs")
        func holderSends() {
            let route = spec.route("CardsViewController", "CardsWorker")

            route.call("get(PersistenceQuery)") {}

            expect(spec.tracer.lines).to(equal(["CardsViewController -> CardsWorker: get(PersistenceQuery)"]))
        }

        @Test("writes the running role as the sender inside another traced call")
        func runningRoleSends() {
            let outer = spec.route("CardsView", "CardsPresenter")
            let inner = spec.route("CardsPresenter", "CardsInteractor")
            let store = spec.route("App", "CardsWorker")

            outer.call("open") {
                inner.call("load()") { store.call("get(PersistenceQuery)") {} }
            }

            expect(spec.tracer.lines).to(
                equal([
                    "CardsView -> CardsPresenter: open",
                    "CardsPresenter -> CardsInteractor: load()",
                    "CardsInteractor -> CardsWorker: get(PersistenceQuery)",
                ]))
        }

        @Test("answers what the body answers")
        func returnsBodyResult() {
            let route = spec.route("CardsViewController", "CardsWorker")

            let answer = route.call("count()") { 3 }

            expect(answer).to(equal(3))
        }

        @Test("passes on what the body throws, and names the holder as the sender again afterwards")
        func passesThrownError() {
            let route = spec.route("CardsViewController", "Camera")

            let error = thrown(CameraError.self) {
                try route.call("start()") { () throws(CameraError) in throw .feedMissing(path: "/feed") }
            }
            route.call("stop()") {}

            expect(error).to(equal(.feedMissing(path: "/feed")))
            expect(spec.tracer.lines.last).to(equal("CardsViewController -> Camera: stop()"))
        }

        @Test("names the role running now as the sender, or the holder when none runs")
        func sender() {
            let outer = spec.route("CardsView", "CardsPresenter")
            let store = spec.route("App", "CardsWorker")
            var inside: String?

            outer.call("open") { inside = store.sender }

            expect(inside).to(equal("CardsPresenter"))
            expect(store.sender).to(equal("App"))
        }

        @Test("names holder and receiver by their types when given values")
        func namesValues() {
            let route = BoundaryRoute(tracer: spec.tracer, holder: CardsPresenter(), receiver: Box<Int>.self)

            route.call("load()") {}

            expect(spec.tracer.lines).to(equal(["CardsPresenter -> Box: load()"]))
            expect(route.receiver).to(equal("Box"))
        }
    }

    @Suite("when the receiver answers")
    @MainActor
    struct Answering {
        let spec = BoundaryRouteSpec()

        @Test("writes a line from the receiver to the role it answers")
        func answerLine() {
            let route = spec.route("App", "CardsWorker")

            route.answer("get answered", to: "CardsPresenter") {}

            expect(spec.tracer.lines).to(equal(["CardsWorker -> CardsPresenter: get answered"]))
        }

        @Test("runs the answered closure as the role it answers")
        func answerRunsAsCaller() {
            let route = spec.route("App", "CardsWorker")
            let network = spec.route("App", "NetworkLoader")

            route.answer("get answered", to: "CardsPresenter") { network.call("download()") {} }

            expect(spec.tracer.lines.last).to(equal("CardsPresenter -> NetworkLoader: download()"))
        }
    }

    @Suite("when the receiver speaks to its holder")
    @MainActor
    struct Speaking {
        let spec = BoundaryRouteSpec()

        @Test("reply writes a line from the receiver to the holder, whatever runs")
        func reply() {
            let route = spec.route("CardsView", "CardsViewController")

            spec.route("App", "Other").call("run()") { route.reply("set data") }

            expect(spec.tracer.lines.last).to(equal("CardsViewController -> CardsView: set data"))
        }

        @Test("deliver writes a line from the receiver to the holder and answers what the holder's body answers")
        func deliver() {
            let route = spec.route("CardsViewController", "CardsViewModel")

            let shown = route.deliver("cards") { "2 tiles" }

            expect(spec.tracer.lines).to(equal(["CardsViewModel -> CardsViewController: cards"]))
            expect(shown).to(equal("2 tiles"))
        }

        @Test("deliver runs the body as the holder")
        func deliverRunsAsHolder() {
            let route = spec.route("CardsViewController", "CardsViewModel")
            let shell = spec.route("App", "AppShell")

            route.deliver("cards") { shell.call("setNeedsDisplay()") {} }

            expect(spec.tracer.lines.last).to(equal("CardsViewController -> AppShell: setNeedsDisplay()"))
        }

        @Test("notify names the holder as the sender even inside another traced call")
        func notifyAsHolder() {
            let route = spec.route("AppShell", "CardsViewController")

            spec.route("App", "Other").call("run()") { route.notify("screenWillAppear()") {} }

            expect(spec.tracer.lines.last).to(equal("AppShell -> CardsViewController: screenWillAppear()"))
        }

        @Test("notify runs the body as the receiver")
        func notifyRunsAsReceiver() {
            let route = spec.route("AppShell", "CardsViewController")
            let store = spec.route("App", "CardsWorker")

            route.notify("screenWillAppear()") { store.call("get(PersistenceQuery)") {} }

            expect(spec.tracer.lines.last).to(equal("CardsViewController -> CardsWorker: get(PersistenceQuery)"))
        }

        @Test("routing(to:) keeps the holder and names the new receiver")
        func routingTo() {
            let route = spec.route("CardsViewController", "CardsViewModel")

            let inputs = route.routing(to: CardsPresenter())
            inputs.call("load()") {}

            expect(spec.tracer.lines).to(equal(["CardsViewController -> CardsPresenter: load()"]))
        }
    }

    @Suite("when naming a role")
    struct Naming {
        @Test("gives an instance its type's name")
        func instance() {
            expect(BoundaryRoute.name(of: CardsPresenter())).to(equal("CardsPresenter"))
        }

        @Test("gives a type its own name")
        func metatype() {
            expect(BoundaryRoute.name(of: CardsPresenter.self)).to(equal("CardsPresenter"))
        }

        @Test("leaves out a generic type's arguments")
        func generic() {
            expect(BoundaryRoute.name(of: Box<Int>())).to(equal("Box"))
            expect(BoundaryRoute.name(of: Box<[String]>.self)).to(equal("Box"))
        }

        @Test("gives a value its type's name")
        func value() {
            expect(BoundaryRoute.name(of: "Tesco")).to(equal("String"))
        }
    }
}
