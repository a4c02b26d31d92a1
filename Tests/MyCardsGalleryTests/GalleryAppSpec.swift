import MyCardsKit
import MyCardsUI
import Nimble
import Testing

@testable import MyCardsGallery

@MainActor
@Suite("GalleryApp")
struct GalleryAppSpec {
    let terminal = HeadlessTerminal(size: Size(width: 100, height: 32), colorMode: .monochrome)
    let app: GalleryApp

    init() {
        app = GalleryApp(terminal: terminal)
        app.show(0)
    }

    func screenText() -> String {
        var buffer = ScreenBuffer(size: terminal.size)
        app.frame.render(into: &buffer)
        return buffer.text()
    }

    @Suite("when paging")
    @MainActor
    struct Paging {
        let spec = GalleryAppSpec()

        @Test("shows every view in turn with ] and comes back round")
        func forward() {
            var titles: [String] = []

            for _ in spec.app.pages {
                titles.append(spec.app.frame.navigation.top.title)
                spec.app.handle(.key(.character("]")))
            }

            expect(titles).to(
                equal(
                    [
                        "Cards", "Cards", "Card", "Edit card", "New card", "Photo", "Photo library", "Crop", "Camera",
                        "Camera",
                    ] + Barcode.samples.map { "Code · \($0.barcode.displayName)" } + ["Edit card", "Edit card"]))
            expect(spec.app.index).to(equal(0))
        }

        @Test("goes back with [ from the first view to the last, with its menu")
        func backward() {
            spec.app.handle(.key(.character("[")))

            expect(spec.app.index).to(equal(spec.app.pages.count - 1))
            expect(spec.app.frame.navigation.modal).to(beAKindOf(MenuModal.self))
            expect(spec.screenText()).to(contain("Photo source"))
        }

        @Test("names the page in the status line and the paging keys in the key bar")
        func status() {
            spec.app.handle(.key(.character("]")))

            let text = spec.screenText()

            expect(text).to(contain("View 2 of 25: Cards"))
            expect(text).to(contain("[ ] page"))
        }
    }

    @Suite("when a view reports an event")
    @MainActor
    struct Events {
        let spec = GalleryAppSpec()

        @Test("shows it in the status line")
        func reports() {
            spec.app.handle(.key(.character("n")))

            expect(spec.app.frame.statusText).to(equal("The view reported onNew"))
        }

        @Test("plays the owner on every view, so each one comes alive")
        func owners() {
            let script: [(page: Int, keys: [Key])] = [
                (0, [.right, .enter, .character("r")]), (2, [.character("e"), .character("f"), .escape]),
                (3, [.character("x"), .tab, .enter, .tab, .enter, .tab, .enter, .tab, .enter, .control("s"), .escape]),
                (5, [.escape]), (6, [.down, .character("G"), .up, .enter, .escape]),
                (7, [.right, .character("+"), .enter, .escape]), (8, [.enter, .escape]),
                (10, [.escape]), (22, [.character("q")]), (23, [.character("y")]), (24, [.escape]),
            ]
            var reports: [String] = []

            for (page, keys) in script {
                spec.app.show(page)
                for key in keys {
                    spec.app.handle(.key(key))
                    reports.append(spec.app.frame.statusText)
                }
            }

            expect(reports.filter { $0.hasPrefix("The view reported") }.count).to(equal(reports.count))
            expect(spec.screenText()).toNot(beEmpty())
        }
    }
}
