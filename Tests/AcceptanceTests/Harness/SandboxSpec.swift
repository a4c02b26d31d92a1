import Foundation
import MyCardsKit
import Nimble
import Testing

@Suite("Sandbox")
struct SandboxSpec {
    @Suite("when made")
    struct WhenMade {
        @Test("holds three sample photos and a broken one the decoder refuses")
        func photos() throws {
            let sandbox = try Sandbox()

            let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.photos.path).sorted()

            expect(names).to(equal(Sandbox.photoNames + [Sandbox.brokenPhotoName]))
            expect { try ImageDecoder.inspect(ImageFile.read(sandbox.brokenPhoto)) }.to(throwError())
        }

        @Test("holds three camera frames")
        func camera() throws {
            let sandbox = try Sandbox()

            let names = try FileManager.default.contentsOfDirectory(atPath: sandbox.camera.path).sorted()

            expect(names).to(equal(Sandbox.frameNames))
        }

        @Test("seeds the backend with the three cards")
        func seed() throws {
            let sandbox = try Sandbox()

            let cards = try WireCard.decodeArray(Data(contentsOf: sandbox.backendSeed))

            expect(cards.map(\.name)).to(equal(SeedCards.sortedNames))
        }

        @Test("seeds a custom body when given one")
        func customSeed() throws {
            let card = WireCard(identifier: "ID-1", name: "Only One", front: "", back: nil)
            let sandbox = try Sandbox(seed: [card])

            let cards = try WireCard.decodeArray(Data(contentsOf: sandbox.backendSeed))

            expect(cards).to(equal([card]))
        }

        @Test("leaves the store's folder for the app to create")
        func storeFolder() throws {
            let sandbox = try Sandbox()

            let exists = FileManager.default.fileExists(atPath: sandbox.store.deletingLastPathComponent().path)

            expect(exists).to(beFalse())
        }
    }

    @Suite("when asked for the app's arguments")
    struct WhenAskedForArguments {
        @Test("points every path into the sandbox and names the backend")
        func withBackend() throws {
            let sandbox = try Sandbox()

            let arguments = sandbox.appArguments(backend: "http://127.0.0.1:9")

            expect(arguments).to(
                equal([
                    "--backend", "http://127.0.0.1:9", "--store", sandbox.store.path, "--photos", sandbox.photos.path,
                    "--camera", sandbox.camera.path, "--trace", sandbox.trace.path, "--log", sandbox.log.path,
                ]))
        }

        @Test("asks for --offline when there is no backend")
        func offline() throws {
            let sandbox = try Sandbox()

            let arguments = sandbox.appArguments(backend: nil)

            expect(arguments.first).to(equal("--offline"))
            expect(arguments).toNot(contain("--backend"))
        }
    }

    @Suite("when let go")
    struct WhenLetGo {
        @Test("removes its folder")
        func removes() throws {
            var sandbox: Sandbox? = try Sandbox()
            let root = try #require(sandbox?.root)

            sandbox = nil

            expect(sandbox).to(beNil())
            expect(FileManager.default.fileExists(atPath: root.path)).to(beFalse())
        }
    }
}
