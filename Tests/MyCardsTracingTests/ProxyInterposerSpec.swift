import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsTracing

@MainActor
@Suite("ProxyInterposer")
struct ProxyInterposerSpec {
    let tracer = TracerSpy()
    let interposer: ProxyInterposer

    init() {
        interposer = ProxyInterposer(tracer: tracer, kinds: ProxyKind.module)
    }

    /// A module wired as a builder wires it: the view owns its presenter, the presenter holds its view weakly, the
    /// interactor its output weakly.
    private func wire(_ view: View, _ presenter: Presenter, _ interactor: Interactor) {
        view.output = interposer.interpose(presenter as any ViewOutput, for: view)
        presenter.view = interposer.interpose(view as any ViewInput, for: presenter)
        interactor.output = interposer.interpose(presenter as any InteractorOutput, for: interactor)
    }

    @Suite("when a protocol has a proxy")
    @MainActor
    struct Traced {
        let spec = ProxyInterposerSpec()

        @Test("puts the proxy in front of the role: each call through it is a line from the holder")
        func writesCalls() {
            let (view, presenter) = (View(), Presenter())

            let output = spec.interposer.interpose(presenter as any ViewOutput, for: view)
            output.viewWillAppear()

            expect(output).to(beAKindOf(TracedViewOutput.self))
            expect(spec.tracer.lines).to(equal(["View -> Presenter: viewWillAppear()"]))
        }

        @Test("hands a proxy back as it is")
        func keepsProxies() {
            let presenter = Presenter()
            let proxy = spec.interposer.interpose(presenter as any ViewOutput, for: View.self)

            let again = spec.interposer.interpose(proxy, for: View.self)

            expect(again).to(beIdenticalTo(proxy))
        }
    }

    @Suite("when no proxy stands for the protocol the holder sees")
    @MainActor
    struct Untraced {
        let spec = ProxyInterposerSpec()

        @Test("hands the role over as it is, and names it")
        func handsRoleOver() {
            let presenter = Presenter()

            let role = spec.interposer.interpose(presenter, for: View.self)

            expect(role).to(beIdenticalTo(presenter))
            expect(spec.interposer.untraced).to(equal(["Presenter for View"]))
        }
    }

    @Suite("when it wires a module")
    @MainActor
    struct Lifetimes {
        let spec = ProxyInterposerSpec()

        @Test("keeps the presenter alive for as long as the view that owns it")
        func ownerKeepsRole() {
            let view = View()
            weak var presenter: Presenter?
            do {
                let made = Presenter()
                spec.wire(view, made, Interactor())
                presenter = made
            }

            expect(presenter).toNot(beNil())
        }

        @Test("lets the presenter go with its view, and the interactor's weak output reads nil")
        func releasesWithOwner() {
            let interactor = Interactor()
            weak var presenter: Presenter?
            do {
                let (view, made) = (View(), Presenter())
                spec.wire(view, made, interactor)
                presenter = made
            }

            expect(presenter).to(beNil())
            expect(interactor.output).to(beNil())
        }

        @Test("keeps the presenter while the interactor holds its output strongly, as without tracing")
        func strongHolderKeepsRole() {
            let interactor = Interactor()
            weak var presenter: Presenter?
            do {
                let (view, made) = (View(), Presenter())
                spec.wire(view, made, interactor)
                interactor.outputAwaitingAnswer = interactor.output
                presenter = made
            }

            expect(presenter).toNot(beNil())
            interactor.outputAwaitingAnswer = nil
            expect(presenter).to(beNil())
        }

        @Test("holds a screen weakly: the presenter's view reads nil once the view is gone")
        func screenGoesWithItself() {
            let presenter = Presenter()
            weak var view: View?
            do {
                let made = View()
                spec.wire(made, presenter, Interactor())
                view = made
            }

            expect(view).to(beNil())
            expect(presenter.view).to(beNil())
        }

        @Test("traces the presenter's calls into its view while the view lives")
        func screenProxyCalls() {
            let (view, presenter) = (View(), Presenter())
            spec.wire(view, presenter, Interactor())

            view.output?.viewWillAppear()

            expect(view.shown).to(equal(1))
            expect(spec.tracer.lines).to(equal(["View -> Presenter: viewWillAppear()", "Presenter -> View: show()"]))
        }

        @Test("hands a screen over untraced while it holds no proxy to hang its own on")
        func screenWithoutAnchor() {
            let (view, presenter) = (View(), Presenter())

            let held = spec.interposer.interpose(view as any ViewInput, for: presenter)

            expect(held).to(beIdenticalTo(view))
            expect(spec.interposer.untraced).to(equal(["ViewInput for Presenter"]))
        }

        @Test("lets a child's proxy of its parent go with the child, though the parent stays")
        func childOutputGoesWithChild() {
            let (view, presenter) = (View(), Presenter())
            spec.wire(view, presenter, Interactor())
            weak var childOutput: AnyObject?

            for _ in 0..<100 {
                let child = Interactor()
                child.output = spec.interposer.interpose(presenter as any InteractorOutput, for: child)
                childOutput = child.output
            }
            spec.wire(View(), presenter, Interactor())

            expect(childOutput).to(beNil())
        }

        @Test("keeps nothing of a thousand modules gone once the next is wired")
        func indexEmpties() {
            for _ in 0..<1_000 { spec.wire(View(), Presenter(), Interactor()) }
            let (view, presenter, interactor) = (View(), Presenter(), Interactor())

            spec.wire(view, presenter, interactor)

            // The live module's two: its presenter, owned, and its view (a screen) holding it.
            expect(spec.interposer.indexed).to(equal(2))
            withExtendedLifetime((view, presenter, interactor)) {}
        }
    }
}
