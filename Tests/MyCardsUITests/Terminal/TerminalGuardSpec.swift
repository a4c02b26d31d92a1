import Foundation
import Nimble
import Testing

@testable import MyCardsUI

@Suite("TerminalGuard", .serialized)
@MainActor
struct TerminalGuardSpec {
    @Suite("when the reset sequence is built")
    @MainActor
    struct ResetSequence {
        @Test("joins the capabilities there are, in order")
        func joins() {
            let capabilities = ["\u{1B}[m", nil, "\u{1B}[?25h"]

            let sequence = TerminalGuard.resetSequence(capabilities: capabilities, mouseReporting: false)

            expect(sequence).to(equal(Array("\u{1B}[m\u{1B}[?25h".utf8)))
        }

        @Test("ends mouse reporting when it was on")
        func mouseOff() {
            let sequence = TerminalGuard.resetSequence(capabilities: [], mouseReporting: true)

            expect(sequence).to(equal(Array("\u{1B}[?1006;1000l".utf8)))
        }
    }

    @Suite("when armed and a crash or exit comes")
    @MainActor
    struct Armed {
        @Test("writes the reset sequence once, then is disarmed")
        func writesOnce() throws {
            let pipe = Pipe()
            let fd = pipe.fileHandleForWriting.fileDescriptor
            TerminalGuard.arm(fd: fd, modes: nil, resetSequence: Array("reset".utf8))

            TerminalGuard.emergencyRestore()
            TerminalGuard.emergencyRestore()
            try pipe.fileHandleForWriting.close()

            let written = pipe.fileHandleForReading.readDataToEndOfFile()
            expect(String(decoding: written, as: UTF8.self)).to(equal("reset"))
            expect(TerminalGuard.isArmed).to(beFalse())
        }

        @Test("does nothing after being disarmed")
        func disarmed() throws {
            let pipe = Pipe()
            TerminalGuard.arm(fd: pipe.fileHandleForWriting.fileDescriptor, modes: nil, resetSequence: [65])

            TerminalGuard.disarm()
            TerminalGuard.emergencyRestore()
            try pipe.fileHandleForWriting.close()

            expect(pipe.fileHandleForReading.readDataToEndOfFile()).to(beEmpty())
        }
    }
}
