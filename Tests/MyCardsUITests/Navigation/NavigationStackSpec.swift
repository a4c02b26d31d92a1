import MyCardsUI
import Nimble
import Testing

@MainActor
@Suite("NavigationStack")
struct NavigationStackSpec {
    let root = ScreenSpy(title: "Cards")
    let details = ScreenSpy(title: "Card")
    let library = ScreenSpy(title: "Photo library")

    @Suite("when screens are pushed and popped")
    @MainActor
    struct PushPop {
        let spec = NavigationStackSpec()

        @Test("shows the last pushed screen on top")
        func pushes() {
            let stack = NavigationStack(root: spec.root)

            stack.push(spec.details)

            expect(stack.top === spec.details).to(beTrue())
            expect(stack.count).to(equal(2))
            expect(stack.screens.map(\.title)).to(equal(["Cards", "Card"]))
        }

        @Test("goes back to the screen below")
        func pops() {
            let stack = NavigationStack(root: spec.root)
            stack.push(spec.details)

            let popped = stack.pop()

            expect(popped === spec.details).to(beTrue())
            expect(stack.top === spec.root).to(beTrue())
        }

        @Test("refuses to pop the root")
        func refusesRootPop() {
            let stack = NavigationStack(root: spec.root)

            let popped = stack.pop()

            expect(popped).to(beNil())
            expect(stack.count).to(equal(1))
        }

        @Test("pops back to the root")
        func popsToRoot() {
            let stack = NavigationStack(root: spec.root)
            stack.push(spec.details)
            stack.push(spec.library)

            stack.popToRoot()

            expect(stack.top === spec.root).to(beTrue())
            expect(stack.count).to(equal(1))
        }

        @Test("pops back to a given screen")
        func popsToScreen() {
            let stack = NavigationStack(root: spec.root)
            stack.push(spec.details)
            stack.push(spec.library)
            stack.push(ScreenSpy(title: "Crop"))

            stack.pop(to: spec.details)

            expect(stack.top === spec.details).to(beTrue())
        }

        @Test("ignores a pop to a screen not on the stack")
        func ignoresUnknownScreen() {
            let stack = NavigationStack(root: spec.root)
            stack.push(spec.details)

            stack.pop(to: spec.library)

            expect(stack.count).to(equal(2))
        }

        @Test("pops to the root when asked to pop to it")
        func popsToRootScreen() {
            let stack = NavigationStack(root: spec.root)
            stack.push(spec.details)

            stack.pop(to: spec.root)

            expect(stack.count).to(equal(1))
        }

        @Test("reports every change")
        func reportsChanges() {
            let stack = NavigationStack(root: spec.root)
            var changes = 0
            stack.onChange = { changes += 1 }

            stack.push(spec.details)
            stack.pop()
            stack.pop()

            expect(changes).to(equal(2))
        }
    }

    @Suite("when a modal is presented")
    @MainActor
    struct Modals {
        let spec = NavigationStackSpec()

        @Test("shows it over the top screen until dismissed")
        func presentsAndDismisses() {
            let stack = NavigationStack(root: spec.root)
            let dialog = ScreenSpy(title: "dialog")

            stack.present(dialog)
            let shown = stack.modal
            stack.dismiss()

            expect(shown === dialog).to(beTrue())
            expect(stack.modal).to(beNil())
            expect(stack.top === spec.root).to(beTrue())
        }

        @Test("drops it when another screen is pushed")
        func dropsOnPush() {
            let stack = NavigationStack(root: spec.root)
            stack.present(ScreenSpy(title: "menu"))

            stack.push(spec.library)

            expect(stack.modal).to(beNil())
        }

        @Test("ignores a dismiss with no modal")
        func ignoresEmptyDismiss() {
            let stack = NavigationStack(root: spec.root)
            var changes = 0
            stack.onChange = { changes += 1 }

            stack.dismiss()

            expect(changes).to(equal(0))
        }

        @Test("asks a question, dismisses itself and passes on the answer")
        func confirms() {
            let stack = NavigationStack(root: spec.root)
            var answers: [ConfirmDialog.Result] = []
            stack.confirm("Discard changes?", theme: .monochrome) { answers.append($0) }

            let usedOther = stack.modal?.handle(.key(.character("x")))
            let stillShown = stack.modal != nil
            _ = stack.modal?.handle(.key(.escape))

            expect(usedOther).to(beTrue())
            expect(stillShown).to(beTrue())
            expect(answers).to(equal([.no]))
            expect(stack.modal).to(beNil())
        }

        @Test("shows a menu, dismisses it and passes on the item")
        func showsMenu() {
            let stack = NavigationStack(root: spec.root)
            var picked: [Menu.Item?] = []
            let menu = Menu(items: [Menu.Item(key: "c", label: "Camera")], theme: .monochrome)
            stack.showMenu(menu) { picked.append($0) }

            _ = stack.modal?.handle(.mouse(MouseEvent(kind: .click, position: .zero)))
            _ = stack.modal?.handle(.key(.character("c")))

            expect(picked).to(equal([Menu.Item(key: "c", label: "Camera")]))
            expect(stack.modal).to(beNil())
        }

        @Test("closes a menu on Esc with no item")
        func closesMenu() {
            let stack = NavigationStack(root: spec.root)
            var picked: [Menu.Item?] = []
            stack.showMenu(Menu(items: [Menu.Item(key: "c", label: "Camera")], theme: .monochrome)) {
                picked.append($0)
            }

            _ = stack.modal?.handle(.key(.character("z")))
            _ = stack.modal?.handle(.key(.escape))

            expect(picked).to(equal([nil]))
        }
    }
}
