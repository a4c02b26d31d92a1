import ArgumentParser
import Foundation
import MyCardsKit
import Nimble
import Testing

@Suite("AppConfiguration")
struct AppConfigurationSpec {
    private let home = URL(fileURLWithPath: "/home/ada")

    private func configuration(
        _ arguments: [String], environment: [String: String] = [:], picturesExist: Bool = false
    ) throws -> AppConfiguration {
        AppConfiguration(
            options: try AppOptions.parse(arguments), environment: environment, homeDirectory: home,
            folderExists: { _ in picturesExist })
    }

    @Suite("when no option is given")
    struct Defaults {
        private let spec = AppConfigurationSpec()

        @Test("uses localhost:8000, the XDG store, the bundled camera feed and no trace or log")
        func usesDefaults() throws {
            let configuration = try spec.configuration([])

            expect(configuration.backendURL.absoluteString).to(equal("http://localhost:8000"))
            expect(configuration.isOffline).to(beFalse())
            expect(configuration.storeURL.path).to(equal("/home/ada/.local/share/mycards/cards.sqlite"))
            expect(configuration.cameraFolder).to(equal(BundledMedia.cameraFeed))
            expect(configuration.traceFile).to(beNil())
            expect(configuration.logFile).to(beNil())
        }

        @Test("browses ~/Pictures when it exists")
        func browsesPictures() throws {
            let configuration = try spec.configuration([], picturesExist: true)

            expect(configuration.photosFolder.path).to(equal("/home/ada/Pictures"))
        }

        @Test("browses the sample photos when ~/Pictures does not exist")
        func browsesSamples() throws {
            let configuration = try spec.configuration([])

            expect(configuration.photosFolder).to(equal(BundledMedia.samplePhotos))
        }

        @Test("takes the backend from MYCARDS_BACKEND")
        func readsEnvironment() throws {
            let configuration = try spec.configuration([], environment: ["MYCARDS_BACKEND": "http://10.0.0.2:9000"])

            expect(configuration.backendURL.absoluteString).to(equal("http://10.0.0.2:9000"))
        }
    }

    @Suite("when options are given")
    struct Options {
        private let spec = AppConfigurationSpec()

        @Test("prefers them to the environment and defaults")
        func prefersOptions() throws {
            let configuration = try spec.configuration(
                [
                    "--backend", "http://cards.example:8443", "--offline", "--store", "/tmp/s.sqlite", "--photos",
                    "/tmp/p", "--camera", "/tmp/c", "--trace", "/tmp/t.log", "--log", "/tmp/l.log",
                ], environment: ["MYCARDS_BACKEND": "http://ignored"])

            expect(configuration.backendURL.absoluteString).to(equal("http://cards.example:8443"))
            expect(configuration.isOffline).to(beTrue())
            expect(configuration.storeURL.path).to(equal("/tmp/s.sqlite"))
            expect(configuration.photosFolder.path).to(equal("/tmp/p"))
            expect(configuration.cameraFolder.path).to(equal("/tmp/c"))
            expect(configuration.traceFile?.path).to(equal("/tmp/t.log"))
            expect(configuration.logFile?.path).to(equal("/tmp/l.log"))
        }

        @Test(
            "refuses a backend that is not an http URL with a host",
            arguments: ["ftp://host", "localhost:8000", "http://", "not a url"])
        func refusesBadBackend(backend: String) {
            expect { try AppOptions.parse(["--backend", backend]) }.to(throwError())
        }

        @Test("refuses an empty path")
        func refusesEmptyPath() {
            expect { try AppOptions.parse(["--store", ""]) }.to(throwError())
        }

        @Test("refuses an unknown option with exit code 64")
        func refusesUnknownOption() {
            let code = AppOptions.exitCode(for: ValidationError("x"))

            expect(code.rawValue).to(equal(64))
            expect { try AppOptions.parse(["--colour"]) }.to(throwError())
        }
    }
}
