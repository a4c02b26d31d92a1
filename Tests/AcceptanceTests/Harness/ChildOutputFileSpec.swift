import Foundation
import MyCardsTestSupport
import Nimble
import Testing

@Suite("ChildOutputFile")
struct ChildOutputFileSpec {
    @Suite("when a child process writes to it")
    struct WhenWritten {
        @Test("holds what the child wrote, each stream in its own file")
        func holdsTheOutput() throws {
            let sandbox = try Sandbox()
            let output = try ChildOutputFile("child.out", in: sandbox.root)
            let errors = try ChildOutputFile("child.err", in: sandbox.root)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "echo listening; echo warning >&2"]
            process.standardOutput = output.handle
            process.standardError = errors.handle

            try process.run()
            process.waitUntilExit()

            expect(output.text).to(equal("listening\n"))
            expect(errors.text).to(equal("warning\n"))
        }
    }

    @Suite("when it is made again in the same place")
    struct WhenRemade {
        @Test("starts empty, forgetting an earlier child's output")
        func startsEmpty() throws {
            let sandbox = try Sandbox()
            try Data("old\n".utf8).write(to: sandbox.root.appendingPathComponent("child.out"))

            let output = try ChildOutputFile("child.out", in: sandbox.root)

            expect(output.text).to(beEmpty())
        }
    }
}
