import MyCardsKit
import MyCardsTestSupport
import MyCardsUI
import Nimble
import Testing

extension AppShellSpec {
    @Suite("when the status changes")
    @MainActor
    struct Status {
        @Test("shows the message on the status line and redraws")
        func showsStatus() {
            let harness = Harness().started()

            harness.shell.showStatus("Downloading cards…", busy: true, isError: false, about: harness.root)
            harness.shell.loop.drawIfNeeded()

            expect(harness.screen).to(contain("Downloading cards…"))
        }

        @Test("clears on a push, so an old message does not follow the user to a new screen")
        func clearsOnPush() {
            let harness = Harness().started()
            harness.shell.showStatus("Downloaded 6 cards", busy: false, isError: false, about: harness.root)

            harness.shell.push(ScreenSpy(title: "Card"))

            expect(harness.shell.frame?.statusText).to(equal(""))
        }

        @Test("shows a screen's message again when the user comes back to it")
        func showsAgainOnReturn() {
            let harness = Harness().started()
            harness.shell.showStatus("Downloaded 6 cards", busy: false, isError: false, about: harness.root)
            harness.shell.push(ScreenSpy(title: "Card"))

            harness.shell.pop()

            expect(harness.shell.frame?.statusText).to(equal("Downloaded 6 cards"))
        }

        @Test("keeps a message for the screen below off the top one, and shows it when that screen is back")
        func waitsForItsScreen() {
            let harness = Harness().started()
            harness.shell.push(ScreenSpy(title: "New card"))

            harness.shell.showStatus(
                "Offline: the backend did not answer in time", busy: false, isError: true, about: harness.root)
            let onForm = harness.shell.frame?.statusText
            harness.shell.pop()

            expect(onForm).to(equal(""))
            expect(harness.shell.frame?.statusText).to(equal("Offline: the backend did not answer in time"))
        }

        @Test("clears on a pop the message of the screen that was left")
        func clearsLeftScreensMessage() {
            let harness = Harness().started()
            let card = ScreenSpy(title: "Card")
            harness.shell.push(card)
            harness.shell.showStatus("Added to favourites", busy: false, isError: false, about: card)

            harness.shell.pop()

            expect(harness.shell.frame?.statusText).to(equal(""))
        }

        @Test("keeps on a pop a busy message whose answer is still to come (“Saved” while uploading)")
        func keepsBusyOfLeftScreen() {
            let harness = Harness().started()
            let form = ScreenSpy(title: "New card")
            harness.shell.push(form)
            harness.shell.showStatus("Saved", busy: true, isError: false, about: form)

            harness.shell.pop()

            expect(harness.shell.frame?.statusText).to(equal("Saved"))
        }

        /// Cards says "Downloaded 6 cards"; a Card screen opened over it says `busy`, still running.
        static func cardBusyOverCards(_ busy: String) -> Harness {
            let harness = Harness().started()
            harness.shell.showStatus("Downloaded 6 cards", busy: false, isError: false, about: harness.root)
            let card = ScreenSpy(title: "Card")
            harness.shell.push(card)
            harness.shell.showStatus(busy, busy: true, isError: false, about: card)
            return harness
        }

        @Test("keeps on a pop a busy message over an older one of the screen below (“⠋ Deleted” on Cards)")
        func keepsBusyOverOlderMessage() {
            let harness = Self.cardBusyOverCards("Deleted")

            harness.shell.pop()

            expect(harness.shell.frame?.statusText).to(equal("Deleted"))
            expect(harness.shell.frame?.isBusy).to(beTrue())
        }

        @Test("does not bring the older message back once the busy one's answer has come")
        func dropsOlderMessageForGood() {
            let harness = Self.cardBusyOverCards("Deleted")
            harness.shell.pop()
            harness.shell.showStatus("Deleted on the backend", busy: false, isError: false, about: nil)

            harness.shell.push(ScreenSpy(title: "Card"))
            harness.shell.pop()

            expect(harness.shell.frame?.statusText).to(equal("Deleted on the backend"))
        }

        @Test("shows a message that came later for the screen the user is back on, over a busy one of a gone screen")
        func newerMessageBelowWins() {
            let harness = Harness().started()
            let form = ScreenSpy(title: "Card")
            harness.shell.push(form)
            harness.shell.showStatus("Saved", busy: true, isError: false, about: form)
            harness.shell.pop()
            let other = ScreenSpy(title: "Card")
            harness.shell.push(other)
            harness.shell.showStatus("Downloaded 6 cards", busy: false, isError: false, about: harness.root)

            harness.shell.pop()

            expect(harness.shell.frame?.statusText).to(equal("Downloaded 6 cards"))
        }

        @Test("shows the answer about a screen that is gone on the screen the user is on")
        func showsAnswerOfGoneScreen() {
            let harness = Harness().started()
            harness.shell.push(ScreenSpy(title: "Card"))

            harness.shell.showStatus("Uploaded", busy: false, isError: false, about: nil)

            expect(harness.shell.frame?.statusText).to(equal("Uploaded"))
        }

        @Test("shows a whole status line as given, whatever the screen, and keeps it over a push and a pop")
        func showsWholeLine() {
            let harness = Harness().started()

            harness.shell.showStatusLine("Deleted", busy: true, isError: false)
            harness.shell.push(ScreenSpy(title: "Card"))
            harness.shell.pop()

            expect(harness.shell.frame?.statusText).to(equal("Deleted"))
            expect(harness.shell.frame?.isBusy).to(beTrue())
        }

        @Test("turns the spinner about ten times a second while busy")
        func spins() {
            let harness = Harness().started()
            harness.shell.showStatus("Downloading cards…", busy: true, isError: false, about: harness.root)

            harness.scheduler.advance(by: .seconds(1))

            expect(harness.shell.frame?.spinner.tick).to(equal(10))
        }
    }
}
