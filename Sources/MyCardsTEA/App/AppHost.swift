import MyCardsDisplayData
import MyCardsKit
import MyCardsUI

/// A pushed screen's host: draws its destination's state and sends its view's events as actions.
@MainActor
protocol DestinationHosting: Screen {
    func update(_ destination: Destination)
}

/// Makes the terminal show the store's state, after every change: the shell's navigation stack follows
/// `AppState.path` (one host per destination, pushed and popped), every host draws its state, the status line shows
/// `AppState.statusLine`, a question or menu in the state is asked, and `isQuitting` quits. It owns no state of the
/// app's, and decides nothing about what shows: it remembers only the hosts it pushed and the question it asked.
/// The root screen owns it (and so the store); it holds the root weakly, so neither keeps the other alive.
@MainActor
final class AppHost {
    private(set) weak var root: CardsViewController?
    /// The store as the hosts reach it, as the context hands it over (`interpose`).
    let store: any ViewStore<AppState, AppAction>
    private let shell: any AppShelling
    private let theme: Theme
    private let photoCache: PhotoCache
    private var hosts: [(id: DestinationID, screen: any DestinationHosting)] = []
    /// The screen whose question or menu is open.
    private var asking: DestinationID?
    private var choosing: DestinationID?

    /// Shows the store's state on `root`, the first screen, and on the screens it pushes.
    init(store: Store<AppState, AppAction>, root: CardsViewController, context: AppContext) {
        self.store = context.interpose(store as any ViewStore<AppState, AppAction>, for: AppHost.self)
        self.root = root
        shell = context.shell
        theme = context.theme
        photoCache = context.photoCache
        root.send = sender { .cards($0) }
        root.update(store.state.cards)
        self.store.observe { [weak self] old, new in self?.render(old: old, new: new) }
    }

    /// How a host sends its actions: wrapped into the app's action.
    private func sender<Action>(_ wrap: @escaping (Action) -> AppAction) -> @MainActor (Action) -> Void {
        { [weak store] action in store?.send(wrap(action)) }
    }

    private func render(old: AppState, new: AppState) {
        syncStack(with: new.path)
        root?.update(new.cards)
        for element in new.path {
            if let host = host(element.id) {
                host.update(element.destination)
            }
            if case .cardDetails(let details) = element.destination { ask(details, of: element.id) }
        }
        if new.statusLine != old.statusLine {
            let line = new.statusLine
            shell.showStatusLine(line?.text ?? "", busy: line?.busy ?? false, isError: line?.isError ?? false)
        }
        if new.isQuitting && !old.isQuitting { shell.quit() }
        shell.setNeedsDisplay()
    }

    /// Pops the hosts whose screens left the path (one `pop`, or a `pop(to:)` past several), then pushes a host for
    /// each new one, drawn before it appears.
    private func syncStack(with path: [PathElement]) {
        let kept = zip(hosts, path).prefix { $0.id == $1.id }.count
        let removed = hosts.count - kept
        if removed > 0 {
            for host in hosts[kept...] {
                if asking == host.id { asking = nil }
                if choosing == host.id { choosing = nil }
            }
            hosts.removeSubrange(kept...)
            let below: (any Screen)? = hosts.last.map { $0.screen } ?? root
            if removed == 1 {
                shell.pop()
            } else if let below {
                shell.pop(to: below)
            }
        }
        for element in path.dropFirst(kept) {
            let screen = makeHost(element.id, for: element.destination)
            screen.update(element.destination)
            hosts.append((element.id, screen))
            shell.push(screen)
        }
    }

    private func host(_ id: DestinationID) -> (any DestinationHosting)? {
        hosts.first { $0.id == id }?.screen
    }

    private func makeHost(_ id: DestinationID, for destination: Destination) -> any DestinationHosting {
        switch destination {
        case .cardDetails:
            CardDetailsViewController(
                theme: theme, photoCache: photoCache,
                send: sender { .path(id, .cardDetails($0)) })
        case .cardPhoto:
            CardPhotoViewController(
                theme: theme, photoCache: photoCache,
                send: sender { .path(id, .cardPhoto($0)) })
        case .code:
            CodeViewController(theme: theme, send: sender { .path(id, .code($0)) })
        case .photoLibrary:
            PhotoLibraryViewController(
                theme: theme, send: sender { .path(id, .photoLibrary($0)) })
        case .crop:
            CropViewController(theme: theme, send: sender { .path(id, .crop($0)) })
        case .camera:
            PhotoCaptureViewController(
                theme: theme, send: sender { .path(id, .camera($0)) })
        }
    }

    /// The question or photo source menu the Card screen's state holds, asked once; the answer is an action. The
    /// dialog shows at once (`Task.immediate`), in the render that found it in the state, and its task ends with the
    /// user's answer; an answer for a screen that has left meanwhile is an action no reducer takes.
    private func ask(_ details: CardDetailsState, of id: DestinationID) {
        let send = sender { .path(id, .cardDetails($0)) }
        if let question = details.question, asking == nil {
            asking = id
            let shell = shell
            Task.immediate { [weak self] in
                let answer = await shell.confirm(question.text)
                self?.asking = nil
                send(.questionAnswered(yes: answer == .yes))
            }
        }
        if details.photoSourceMenu != nil, choosing == nil {
            choosing = id
            let menu = Menu(
                title: Messages.photoSourceTitle,
                items: PhotoSource.allCases.map { Menu.Item(key: $0.key, label: $0.label) }, theme: theme)
            let shell = shell
            Task.immediate { [weak self] in
                let item = await shell.showMenu(menu)
                self?.choosing = nil
                send(.photoSourceChosen(item.flatMap { PhotoSource(key: $0.key) }))
            }
        }
    }
}
