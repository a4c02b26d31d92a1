import Foundation
import MyCardsKit
import MyCardsUI

/// Runs the gallery: a real terminal, the app frame tagged "GALLERY", and the pages made by `GalleryPages`.
/// `]` and `[` turn the pages before anything else sees them, so they work in text fields and under modals too.
@MainActor
final class GalleryApp {
    private let loop: EventLoop
    let frame: AppFrame
    let pages: [GalleryPage]
    private(set) var index = 0

    init(terminal: any Terminal) {
        let loop = EventLoop(terminal: terminal)
        let theme = Theme(colorMode: terminal.colorMode)
        let status = StatusRelay()
        let pages = GalleryPages.make(
            theme: theme, report: { status.frame?.setStatus("The view reported \($0)") },
            redraw: { loop.setNeedsDisplay() }, quit: { loop.stop(exitCode: 0) })
        let frame = AppFrame(architecture: "GALLERY", navigation: NavigationStack(root: pages[0]), theme: theme)
        self.loop = loop
        self.frame = frame
        self.pages = pages
        status.frame = frame
        frame.onChange = { loop.setNeedsDisplay() }
        frame.onQuit = { loop.stop(exitCode: 0) }
        loop.render = { frame.render(into: &$0) }
        loop.onEvent = { [weak self] in self?.handle($0) }
    }

    static func start() -> Never {
        do {
            let app = GalleryApp(terminal: try NcursesTerminal())
            app.show(0)
            app.loop.run()
        } catch {
            FileHandle.standardError.write(Data("mycards-gallery: \(error.message)\n".utf8))
            exit(70)
        }
    }

    func handle(_ event: InputEvent) {
        switch event {
        case .key(.character("]")): show((index + 1) % pages.count)
        case .key(.character("[")): show((index + pages.count - 1) % pages.count)
        default: frame.handle(event)
        }
    }

    func show(_ newIndex: Int) {
        pages[index].onHide()
        index = newIndex
        let page = pages[index]
        frame.navigation.popToRoot()
        if index > 0 { frame.navigation.push(page) }
        if let makeModal = page.makeModal { frame.navigation.present(makeModal()) }
        page.onShow()
        frame.setStatus("View \(index + 1) of \(pages.count): \(page.title) — ] next, [ previous, Ctrl-C quits")
    }
}

/// Carries the pages' reports to the frame, which is made after the pages it shows.
@MainActor
private final class StatusRelay {
    weak var frame: AppFrame?
}
