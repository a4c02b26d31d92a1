import ArgumentParser
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
}
