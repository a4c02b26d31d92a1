import Foundation
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

extension Journeys {
    @Suite("when a card is shown from the command line")
    @MainActor
    struct ShowJourney {
        static let escape = "\u{1B}["

        @Test("--color always prints the card's photo as colour half blocks and exits 0", arguments: Variant.all)
        func photo(variant: Variant) async throws {
            let sandbox = try Sandbox()
            _ = try await StoredCards.fill(sandbox.store)

            let result = try CommandRun.run(
                variant.binary.path,
                ["show", "café aurora", "--color", "always", "--width", "40", "--store", sandbox.store.path])

            expect(result.status).to(equal(0))
            expect(result.errors).to(beEmpty())
            let lines = result.output.split(separator: "\n")
            expect(lines.count).to(equal(11), description: "a 600×338 photo in 40 columns takes 11 rows")
            expect(lines.allSatisfy { $0.contains("▀") && $0.hasPrefix(Self.escape) }).to(beTrue())
        }

        @Test(
            "prints 24-bit colour where COLORTERM announces it, the 256-colour palette elsewhere",
            arguments: Variant.all)
        func trueColor(variant: Variant) async throws {
            let sandbox = try Sandbox()
            _ = try await StoredCards.fill(sandbox.store)
            let arguments = [
                variant.binary.path, "show", "Café Aurora", "--color", "always", "--width", "20", "--store",
                sandbox.store.path,
            ]

            let direct = try CommandRun.run("/usr/bin/env", ["COLORTERM=truecolor"] + arguments)
            let palette = try CommandRun.run("/usr/bin/env", ["COLORTERM="] + arguments)

            expect(direct.output).to(contain("[38;2;"))
            expect(direct.output).toNot(contain("[38;5;"))
            expect(palette.output).to(contain("[38;5;"))
        }

        @Test("runs whatever MYCARDS_BACKEND says: show never uses the network", arguments: Variant.all)
        func badBackendVariable(variant: Variant) async throws {
            let sandbox = try Sandbox()
            _ = try await StoredCards.fill(sandbox.store)

            let result = try CommandRun.run(
                "/usr/bin/env",
                ["MYCARDS_BACKEND=garbage", variant.binary.path, "show", "aurora", "--store", sandbox.store.path])

            expect(result.status).to(equal(0))
            expect(result.output).to(contain("Café Aurora"))
        }

        @Test("--code prints the card's number as a barcode a scanner reads, and the number", arguments: Variant.all)
        func code(variant: Variant) async throws {
            let sandbox = try Sandbox()
            _ = try await StoredCards.fill(sandbox.store)

            let result = try CommandRun.run(
                variant.binary.path,
                ["show", "aurora", "--code", "--color", "always", "--width", "120", "--store", sandbox.store.path])

            expect(result.status).to(equal(0))
            expect(result.output).to(endWith("4006381333931  EAN-13\n"))
            let plain = result.output.replacingOccurrences(
                of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
            let picture = BarcodeSamples.rasterise(plain.split(separator: "\n").map(String.init))
            expect(BarcodeReader.read(grey: picture.grey, width: picture.width, height: picture.height)).to(
                equal(ReadBarcode(number: "4006381333931", barcode: .ean13)))
        }

        @Test("--code on a card without a number says so and exits 1", arguments: Variant.all)
        func codeWithoutNumber(variant: Variant) async throws {
            let sandbox = try Sandbox()
            _ = try await StoredCards.fill(
                sandbox.store, with: [WireCard(identifier: "P", name: "Plain", front: nil, back: nil)])

            let result = try CommandRun.run(
                variant.binary.path, ["show", "plain", "--code", "--store", sandbox.store.path])

            expect(result.status).to(equal(1))
            expect(result.errors).to(contain("“Plain” has no number"))
        }

        @Test("--back prints the other side", arguments: Variant.all)
        func back(variant: Variant) async throws {
            let sandbox = try Sandbox()
            _ = try await StoredCards.fill(sandbox.store)
            let arguments = [
                "show", "Café Aurora", "--color", "always", "--width", "40", "--store", sandbox.store.path,
            ]

            let front = try CommandRun.run(variant.binary.path, arguments)
            let back = try CommandRun.run(variant.binary.path, arguments + ["--back"])

            expect(back.status).to(equal(0))
            expect(back.output).toNot(equal(front.output))
        }

        @Test("a stdout that is not a terminal gets the name and identifier", arguments: Variant.all)
        func plainText(variant: Variant) async throws {
            let sandbox = try Sandbox()
            let cards = try await StoredCards.fill(sandbox.store)
            let aurora = try #require(cards.first { $0.name == "Café Aurora" })

            let result = try CommandRun.run(variant.binary.path, ["show", "aurora", "--store", sandbox.store.path])

            expect(result.status).to(equal(0))
            expect(result.output).to(equal("Café Aurora\n\(aurora.identifier)\n"))
        }

        @Test("in a terminal it draws the photo, and only the name under NO_COLOR", arguments: Variant.all)
        func terminal(variant: Variant) async throws {
            let sandbox = try Sandbox()
            _ = try await StoredCards.fill(sandbox.store)
            let command = [variant.binary.path, "show", "Green", "--width", "30", "--store", sandbox.store.path]

            // `swift test` sets NO_COLOR=1 when its output is not a terminal, and tmux passes it on: an empty value is
            // "not set" (no-color.org).
            let colour = try TmuxSession(command: command, statusFolder: sandbox.root, environment: ["NO_COLOR": ""])
            defer { colour.close() }
            let drawn = try await colour.waitFor("EXIT:0")
            let plain = try TmuxSession(command: command, statusFolder: sandbox.root, environment: ["NO_COLOR": "1"])
            defer { plain.close() }
            let named = try await plain.waitFor("EXIT:0")

            expect(drawn.text).to(contain("▀"))
            expect(drawn.text).toNot(contain("Green Grocer"))
            expect(named.text).to(contain("Green Grocer"))
            expect(named.text).toNot(contain("▀"))
        }

        @Test("no match exits 1 with “No card named” on stderr and nothing on stdout", arguments: Variant.all)
        func noMatch(variant: Variant) async throws {
            let sandbox = try Sandbox()
            _ = try await StoredCards.fill(sandbox.store)

            let result = try CommandRun.run(variant.binary.path, ["show", "Bakery", "--store", sandbox.store.path])

            expect(result.status).to(equal(1))
            expect(result.output).to(beEmpty())
            expect(result.errors).to(contain("No card named “Bakery”"))
            expect(result.errors.split(separator: "\n").count).to(equal(1))
        }

        @Test("reads the store only: a missing store is not created", arguments: Variant.all)
        func readsOnly(variant: Variant) async throws {
            let sandbox = try Sandbox()

            let result = try CommandRun.run(variant.binary.path, ["show", "Aurora", "--store", sandbox.store.path])

            expect(result.status).to(equal(1))
            expect(result.errors).to(contain("No card store at \(sandbox.store.path)"))
            expect(FileManager.default.fileExists(atPath: sandbox.store.deletingLastPathComponent().path)).to(beFalse())
        }
    }
}
