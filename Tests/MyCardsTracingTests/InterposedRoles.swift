import MyCardsKit
import MyCardsTracing
import MyCardsUI

/// A module's roles as the interposer specs wire them: a view (a screen) that owns its presenter, a presenter that
/// holds its view and its interactor, an interactor that holds its output weakly, and the proxies the TracedProxies
/// plugin would write for their protocols.
@MainActor
protocol ViewInput: AnyObject {
    func show()
}

@MainActor
protocol ViewOutput: AnyObject {
    func viewWillAppear()
}

@MainActor
protocol InteractorOutput: AnyObject {
    func didLoad()
}

@MainActor
final class View: Screen, ViewInput {
    var output: (any ViewOutput)?
    private(set) var shown = 0
    let title = "View"
    let keyHints: [KeyHint] = []

    func render(into buffer: inout ScreenBuffer, area: Rect) -> Point? { nil }
    func handle(_ event: InputEvent) -> Bool { false }
    func show() { shown += 1 }
}

@MainActor
final class Presenter: ViewOutput, InteractorOutput {
    weak var view: (any ViewInput)?
    var interactor: Interactor?

    func viewWillAppear() { view?.show() }
    func didLoad() {}
}

@MainActor
final class Interactor {
    weak var output: (any InteractorOutput)?
    /// Held strongly while an answer is due, as a VIPER interactor keeps its output while an upload is out.
    var outputAwaitingAnswer: (any InteractorOutput)?
}

@MainActor
final class TracedViewInput: ViewInput, TracedBoundary {
    private let link: ProxyLink
    private let strongBase: (any ViewInput)?
    private weak var weakBase: (any ViewInput)?

    init(_ base: any ViewInput, _ link: ProxyLink) {
        self.link = link
        if link.holdsWeakly {
            strongBase = nil
            weakBase = base
        } else {
            strongBase = base
        }
    }

    func show() {
        guard let base = strongBase ?? weakBase else { return }
        link.route.call("show()") { base.show() }
    }
}

@MainActor
final class TracedViewOutput: ViewOutput, TracedBoundary {
    private let link: ProxyLink
    private let base: any ViewOutput

    init(_ base: any ViewOutput, _ link: ProxyLink) {
        self.link = link
        self.base = base
    }

    func viewWillAppear() {
        link.route.call("viewWillAppear()") { base.viewWillAppear() }
    }
}

@MainActor
final class TracedInteractorOutput: InteractorOutput, TracedBoundary {
    private let link: ProxyLink
    private let base: any InteractorOutput

    init(_ base: any InteractorOutput, _ link: ProxyLink) {
        self.link = link
        self.base = base
    }

    func didLoad() {
        link.route.call("didLoad()") { base.didLoad() }
    }
}

extension ProxyKind {
    @MainActor static let module: [ProxyKind] = [
        ProxyKind((any ViewInput).self, holdsWeakly: true) { TracedViewInput($0, $1) },
        ProxyKind((any ViewOutput).self, holdsWeakly: false) { TracedViewOutput($0, $1) },
        ProxyKind((any InteractorOutput).self, holdsWeakly: false) { TracedInteractorOutput($0, $1) },
    ]
}
