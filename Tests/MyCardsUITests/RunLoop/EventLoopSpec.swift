import Foundation
import MyCardsKit
import Nimble
import Testing

@testable import MyCardsUI

@Suite("EventLoop")
@MainActor
struct EventLoopSpec {
    @Suite("when the screen is marked dirty")
    @MainActor
    struct Dirty {
        @Test("renders a frame of the terminal's size and presents it with the cursor")
        func presents() {
            let terminal = HeadlessTerminal(size: Size(width: 12, height: 2))
            let loop = EventLoop(terminal: terminal, dispatcher: ImmediateDispatcher())
            loop.render = { buffer in
                buffer.write("My Cards", at: .zero)
                return Point(x: 3, y: 1)
            }

            loop.setNeedsDisplay()

            expect(terminal.snapshot()).to(equal("My Cards\n"))
            expect(terminal.cursor).to(equal(Point(x: 3, y: 1)))
            expect(loop.needsDisplay).to(beFalse())
        }

        @Test("draws once however often it is marked before the main queue turns")
        func coalesces() {
            let terminal = HeadlessTerminal()
            let dispatcher = QueuedDispatcher()
            let loop = EventLoop(terminal: terminal, dispatcher: dispatcher)

            loop.setNeedsDisplay()
            loop.setNeedsDisplay()
            loop.setNeedsDisplay()
            dispatcher.runAll()

            expect(dispatcher.pendingCount).to(equal(0))
            expect(terminal.presentCount).to(equal(1))
        }

        @Test("schedules a new draw once the previous one ran")
        func schedulesAgain() {
            let terminal = HeadlessTerminal()
            let dispatcher = QueuedDispatcher()
            let loop = EventLoop(terminal: terminal, dispatcher: dispatcher)
            loop.setNeedsDisplay()
            dispatcher.runAll()

            loop.setNeedsDisplay()
            dispatcher.runAll()

            expect(terminal.presentCount).to(equal(2))
        }

        @Test("does not draw before the main queue turns")
        func waitsForQueue() {
            let terminal = HeadlessTerminal()
            let loop = EventLoop(terminal: terminal, dispatcher: QueuedDispatcher())

            loop.setNeedsDisplay()

            expect(terminal.presentCount).to(equal(0))
            expect(loop.needsDisplay).to(beTrue())
        }

        @Test("does not draw again from inside render")
        func noReentrantDraw() {
            let terminal = HeadlessTerminal()
            let loop = EventLoop(terminal: terminal, dispatcher: ImmediateDispatcher())
            loop.render = { _ in
                loop.setNeedsDisplay()
                return nil
            }

            loop.setNeedsDisplay()

            expect(terminal.presentCount).to(equal(1))
            expect(loop.needsDisplay).to(beTrue())
        }
    }

    @Suite("when the screen is clean")
    @MainActor
    struct Clean {
        @Test("draws nothing")
        func drawsNothing() {
            let terminal = HeadlessTerminal()
            let loop = EventLoop(terminal: terminal, dispatcher: ImmediateDispatcher())

            loop.drawIfNeeded()

            expect(terminal.presentCount).to(equal(0))
        }
    }

    @Suite("when input arrives")
    @MainActor
    struct Input {
        @Test("hands every pending event to the handler in order")
        func handsEvents() {
            let terminal = HeadlessTerminal()
            let loop = EventLoop(terminal: terminal, dispatcher: ImmediateDispatcher())
            var received: [InputEvent] = []
            loop.onEvent = { received.append($0) }
            terminal.type("ab")
            terminal.send(.escape)

            let count = loop.drainEvents()

            expect(count).to(equal(3))
            expect(received).to(equal([.key(.character("a")), .key(.character("b")), .key(.escape)]))
        }

        @Test("redraws once after a burst of events")
        func redrawsOnce() {
            let terminal = HeadlessTerminal()
            let dispatcher = QueuedDispatcher()
            let loop = EventLoop(terminal: terminal, dispatcher: dispatcher)
            terminal.type("abc")

            loop.drainEvents()
            dispatcher.runAll()

            expect(terminal.presentCount).to(equal(1))
        }

        @Test("draws a resize at the new size")
        func resize() {
            let terminal = HeadlessTerminal(size: Size(width: 80, height: 24))
            let loop = EventLoop(terminal: terminal, dispatcher: ImmediateDispatcher())
            terminal.resize(to: Size(width: 40, height: 12))

            loop.drainEvents()

            expect(terminal.screen.size).to(equal(Size(width: 40, height: 12)))
        }

        @Test("stops handing out events once stopped")
        func stopsHandling() {
            let terminal = HeadlessTerminal()
            let loop = EventLoop(terminal: terminal, dispatcher: ImmediateDispatcher(), exitProcess: { _ in })
            var received: [InputEvent] = []
            loop.onEvent = { event in
                received.append(event)
                loop.stop(exitCode: 0)
            }
            terminal.type("qq")

            loop.drainEvents()

            expect(received).to(equal([.key(.character("q"))]))
            expect(terminal.pendingEvents.count).to(equal(1))
        }
    }

    @Suite("when stdin turns readable")
    @MainActor
    struct Readable {
        @Test("handles what is pending")
        func handles() {
            let terminal = HeadlessTerminal()
            let exits = ExitRecorder()
            let loop = EventLoop(terminal: terminal, dispatcher: ImmediateDispatcher(), exitProcess: exits.record)
            var received: [InputEvent] = []
            loop.onEvent = { received.append($0) }
            terminal.send(.enter)

            loop.inputArrived(bytesAvailable: 1)

            expect(received).to(equal([.key(.enter)]))
            expect(exits.codes).to(beEmpty())
        }

        @Test("treats end of input as a hang-up")
        func endOfInput() {
            let terminal = HeadlessTerminal()
            let exits = ExitRecorder()
            let loop = EventLoop(terminal: terminal, dispatcher: ImmediateDispatcher(), exitProcess: exits.record)

            loop.inputArrived(bytesAvailable: 0)

            expect(exits.codes).to(equal([129]))
        }
    }

    @Suite("when stopped")
    @MainActor
    struct Stopping {
        @Test("restores the terminal, then exits with the code")
        func restoresThenExits() {
            let terminal = HeadlessTerminal()
            let exits = ExitRecorder()
            var restoredBeforeExit = false
            let loop = EventLoop(terminal: terminal, dispatcher: ImmediateDispatcher()) { code in
                restoredBeforeExit = terminal.restoreCount == 1
                exits.record(code)
            }

            loop.stop(exitCode: 0)

            expect(exits.codes).to(equal([0]))
            expect(restoredBeforeExit).to(beTrue())
            expect(loop.isStopped).to(beTrue())
        }

        @Test("does it only once")
        func onlyOnce() {
            let terminal = HeadlessTerminal()
            let exits = ExitRecorder()
            let loop = EventLoop(terminal: terminal, dispatcher: ImmediateDispatcher(), exitProcess: exits.record)

            loop.stop(exitCode: 70, message: "My Cards: boom")
            loop.stop(exitCode: 0)

            expect(exits.codes).to(equal([70]))
            expect(terminal.restoreCount).to(equal(1))
        }

        @Test("draws no more frames")
        func noMoreFrames() {
            let terminal = HeadlessTerminal()
            let loop = EventLoop(terminal: terminal, dispatcher: ImmediateDispatcher(), exitProcess: { _ in })
            loop.stop(exitCode: 0)

            loop.setNeedsDisplay()
            loop.handle(.key(.enter))

            expect(terminal.presentCount).to(equal(0))
        }
    }

    @Suite("when a termination signal arrives")
    @MainActor
    struct Signals {
        nonisolated static let exitCodes: [(Int32, Int32)] = [(SIGINT, 130), (SIGTERM, 143), (SIGHUP, 129)]

        @Test("stops with 128 + the signal when the app set no handler", arguments: exitCodes)
        func defaultStop(signal: Int32, code: Int32) {
            let terminal = HeadlessTerminal()
            let exits = ExitRecorder()
            let loop = EventLoop(terminal: terminal, dispatcher: ImmediateDispatcher(), exitProcess: exits.record)

            loop.handleTerminationSignal(signal)

            expect(exits.codes).to(equal([code]))
            expect(terminal.restoreCount).to(equal(1))
        }

        @Test("asks the app's handler instead when there is one")
        func appHandler() {
            let terminal = HeadlessTerminal()
            let exits = ExitRecorder()
            let loop = EventLoop(terminal: terminal, dispatcher: ImmediateDispatcher(), exitProcess: exits.record)
            var asked: [Int32] = []
            loop.onTerminationSignal = { asked.append($0) }

            loop.handleTerminationSignal(SIGTERM)

            expect(asked).to(equal([143]))
            expect(exits.codes).to(beEmpty())
        }
    }

    @Suite("when suspended with Ctrl-Z")
    @MainActor
    struct Suspending {
        @Test("stops the process with the terminal handed back, and takes it over again after")
        func stopsTheProcess() {
            let terminal = HeadlessTerminal()
            var suspendedWhileStopped: [Bool] = []
            let loop = EventLoop(
                terminal: terminal, dispatcher: ImmediateDispatcher(), exitProcess: { _ in },
                suspendProcess: { suspendedWhileStopped.append(terminal.isSuspended) })

            loop.suspend()

            expect(suspendedWhileStopped).to(equal([true]))
            expect(terminal.isSuspended).to(beFalse())
        }

        @Test("neither restores the terminal for good nor exits")
        func keepsRunning() {
            let terminal = HeadlessTerminal()
            let exits = ExitRecorder()
            let loop = EventLoop(
                terminal: terminal, dispatcher: ImmediateDispatcher(), exitProcess: exits.record,
                suspendProcess: {})

            loop.suspend()

            expect(terminal.restoreCount).to(equal(0))
            expect(exits.codes).to(beEmpty())
            expect(loop.isStopped).to(beFalse())
        }

        @Test("on resume takes in a resize that happened meanwhile and draws again")
        func redrawsAtTheNewSize() {
            let terminal = HeadlessTerminal(size: Size(width: 80, height: 24), colorMode: .monochrome)
            var received: [InputEvent] = []
            let loop = EventLoop(
                terminal: terminal, dispatcher: ImmediateDispatcher(), exitProcess: { _ in },
                suspendProcess: { terminal.resize(to: Size(width: 100, height: 32)) })
            loop.onEvent = { received.append($0) }
            let presentsBefore = terminal.presentCount

            loop.suspend()

            expect(received).to(equal([.resize(Size(width: 100, height: 32))]))
            expect(terminal.presentCount).to(equal(presentsBefore + 1))
        }

        @Test("does nothing once stopped")
        func ignoredWhenStopped() {
            var suspensions = 0
            let loop = EventLoop(
                terminal: HeadlessTerminal(), dispatcher: ImmediateDispatcher(), exitProcess: { _ in },
                suspendProcess: { suspensions += 1 })
            loop.stop(exitCode: 0)

            loop.suspend()

            expect(suspensions).to(equal(0))
        }
    }
}

/// Records exit codes instead of ending the test process.
@MainActor
final class ExitRecorder {
    private(set) var codes: [Int32] = []

    func record(_ code: Int32) {
        codes.append(code)
    }
}
