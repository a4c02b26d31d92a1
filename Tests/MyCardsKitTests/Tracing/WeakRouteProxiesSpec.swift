import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@MainActor
@Suite("WeakRouteProxies")
struct WeakRouteProxiesSpec {
    /// A role another role holds weakly (a presenter's view, an interactor's output); it may own another role.
    private final class Role {
        var owned: Role?
    }

    /// A traced proxy of a weak reference: it holds the role behind it weakly, as a generated one does.
    private final class Proxy {
        weak var base: Role?

        init(_ base: Role) {
            self.base = base
        }
    }

    /// An interactor keeping its output while an upload is out.
    private final class Interactor {
        var output: Proxy?
    }

    /// A traced call: each one starts by letting go of the pairs nobody else owns.
    private func traceACall() {
        BoundaryRoute(tracer: TracerSpy(), holder: "App", receiver: "CardsWorker").call("get(PersistenceQuery)") {}
    }

    @Test("keeps a proxy while something else owns the role behind it")
    func keepsWhileRoleOwned() {
        let role = Role()
        weak var proxy: Proxy?
        do {
            let made = Proxy(role)
            WeakRouteProxies.shared.keep(made, for: role)
            proxy = made
        }

        traceACall()

        expect(proxy?.base).to(beIdenticalTo(role))
    }

    @Test("lets go of the proxy and the role once nothing else owns either")
    func releasesUnowned() {
        weak var role: Role?
        weak var proxy: Proxy?
        do {
            let made = Role()
            let madeProxy = Proxy(made)
            WeakRouteProxies.shared.keep(madeProxy, for: made)
            (role, proxy) = (made, madeProxy)
        }

        traceACall()

        expect(role).to(beNil())
        expect(proxy).to(beNil())
    }

    @Test("keeps the role alive while a role holds its proxy strongly")
    func strongProxyKeepsRole() {
        let interactor = Interactor()
        weak var role: Role?
        do {
            let made = Role()
            interactor.output = Proxy(made)
            WeakRouteProxies.shared.keep(interactor.output!, for: made)
            role = made
        }

        traceACall()

        expect(role).toNot(beNil())
        expect(interactor.output?.base).to(beIdenticalTo(role))
    }

    @Test("lets go of the role once the role holding its proxy lets go of it")
    func releasesAfterStrongProxy() {
        let interactor = Interactor()
        weak var role: Role?
        do {
            let made = Role()
            interactor.output = Proxy(made)
            WeakRouteProxies.shared.keep(interactor.output!, for: made)
            role = made
        }
        traceACall()

        interactor.output = nil
        traceACall()

        expect(role).to(beNil())
    }

    @Test("lets go of a role another released role owned, in the same call")
    func cascades() {
        weak var presenter: Role?
        weak var view: Role?
        do {
            let madePresenter = Role()
            let madeView = Role()
            madePresenter.owned = madeView
            WeakRouteProxies.shared.keep(Proxy(madeView), for: madeView)
            WeakRouteProxies.shared.keep(Proxy(madePresenter), for: madePresenter)
            (presenter, view) = (madePresenter, madeView)
        }

        traceACall()

        expect(presenter).to(beNil())
        expect(view).to(beNil())
    }
}
