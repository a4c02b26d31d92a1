import Nimble
import Testing

@testable import MyCardsBackend

@Suite("BackendStartupError")
struct BackendStartupErrorSpec {
    @Suite("when the backend cannot start")
    struct Reporting {
        @Test(
            "gives a one-line reason and a sysexits code",
            arguments: [
                (
                    BackendStartupError.invalidHost("x"), "--host must be an IPv4 or IPv6 address or localhost, not x.",
                    64
                ),
                (.invalidPort(-1), "--port must be between 0 and 65535, not -1.", 64),
                (
                    .corruptDataFile(path: "/d.json", .notJSON),
                    "The data file /d.json is not a valid cards array (The body is not valid JSON.) It was left untouched.",
                    65
                ),
                (
                    .corruptSeed(path: "/s.json", .notAnArray),
                    "The seed file /s.json is not a valid cards array (The body must be a JSON array of cards.)", 65
                ),
                (
                    .unreadableFile(path: "/d.json", reason: "Is a directory"),
                    "Could not read /d.json: Is a directory", 66
                ),
                (
                    .cannotListen(address: "http://1.2.3.4:1", reason: "in use"),
                    "Could not listen on http://1.2.3.4:1: in use", 69
                ),
                (.cannotSave(FailingFileWriter.error), FailingFileWriter.error.message, 73),
            ])
        func reports(error: BackendStartupError, message: String, code: Int32) {
            expect(error.message).to(equal(message))
            expect(error.message).toNot(contain("\n"))
            expect(error.exitCode).to(equal(code))
        }
    }
}
