import ArgumentParser
import Foundation
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

/// Regression: `MYCARDS_BACKEND=garbage` started the app, which then only said "unreachable".
@Suite("AppOptions checking the environment")
struct AppOptionsEnvironmentSpec {
    @Test("refuses a MYCARDS_BACKEND that is not an http URL, naming the variable and the value")
    func refusesGarbage() {
        expect(thrown(ValidationError.self) { try AppOptions.validateEnvironment(["MYCARDS_BACKEND": "garbage"]) }).to(
            map(\.message, equal("MYCARDS_BACKEND must be an http URL with a host, not 'garbage'")))
    }

    @Test("refuses an https URL: the app speaks plain http")
    func refusesHTTPS() {
        expect(
            thrown(ValidationError.self) {
                try AppOptions.validateEnvironment(["MYCARDS_BACKEND": "https://cards.example"])
            }
        ).to(
            map(
                \.message, equal("MYCARDS_BACKEND must be an http URL with a host, not 'https://cards.example'")))
    }

    @Test("accepts an http URL with a host")
    func acceptsURL() {
        expect(try AppOptions.validateEnvironment(["MYCARDS_BACKEND": "http://127.0.0.1:8000"])).toNot(throwError())
    }

    @Test("treats an empty value as unset")
    func acceptsEmpty() {
        expect(try AppOptions.validateEnvironment(["MYCARDS_BACKEND": ""])).toNot(throwError())
    }

    @Test("leaves MYCARDS_BACKEND alone in an offline run")
    func offlineRunIgnoresIt() throws {
        let options = try AppOptions.parse(["--offline"])

        expect(try options.validateBackendEnvironment(["MYCARDS_BACKEND": "garbage"])).toNot(throwError())
    }

    @Test("checks MYCARDS_BACKEND in a run that uses the backend")
    func onlineRunChecksIt() throws {
        let options = try AppOptions.parse([])

        expect(try options.validateBackendEnvironment(["MYCARDS_BACKEND": "garbage"])).to(throwError())
    }

    @Test("refuses a port TCP does not have")
    func refusesPortOutOfRange() {
        expect(AppConfiguration.backendURL(from: "http://127.0.0.1:99999")).to(beNil())
        expect(AppConfiguration.backendURL(from: "http://127.0.0.1:65535")).toNot(beNil())
    }

    @Test("refuses --photos naming a file, saying it is not a folder")
    func refusesPhotosFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("mycards-\(UUID().uuidString).png")
        try Data("x".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        var options = try AppOptions.parse([])
        options.photos = file.path

        expect(thrown(ValidationError.self) { try options.validate() }).to(
            map(\.message, equal("--photos names a file, not a folder: \(file.path)")))
    }
}
