import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

extension AppShellSpec {
    @Suite("when the spinner's timer is kept")
    @MainActor
    struct Spinner {
        @Test("keeps none while nothing is busy")
        func noneWhileIdle() {
            let harness = Harness().started()

            harness.shell.showStatus("Downloaded 6 cards", busy: false, isError: false, about: harness.root)

            expect(harness.scheduler.activeTimerCount).to(equal(0))
        }

        @Test("keeps one while one busy message follows another")
        func oneWhileBusy() {
            let harness = Harness().started()
            harness.shell.showStatus("Downloading cards…", busy: true, isError: false, about: harness.root)

            harness.shell.showStatus("Uploading 2 cards…", busy: true, isError: false, about: harness.root)

            expect(harness.scheduler.activeTimerCount).to(equal(1))
        }

        @Test("stops it once the busy message is replaced by a settled one")
        func stopsWhenSettled() {
            let harness = Harness().started()
            harness.shell.showStatus("Downloading cards…", busy: true, isError: false, about: harness.root)

            harness.shell.showStatus("Downloaded 6 cards", busy: false, isError: false, about: harness.root)

            expect(harness.scheduler.activeTimerCount).to(equal(0))
        }

        @Test("turns the spinner again when a whole busy status line comes back")
        func spinsAgain() {
            let harness = Harness().started()
            harness.shell.showStatusLine("Deleting…", busy: true, isError: false)
            harness.shell.showStatusLine("Deleted", busy: false, isError: false)
            harness.shell.showStatusLine("Deleting…", busy: true, isError: false)

            harness.scheduler.advance(by: .milliseconds(300))

            expect(harness.shell.frame?.spinner.tick).to(equal(3))
        }
    }
}
