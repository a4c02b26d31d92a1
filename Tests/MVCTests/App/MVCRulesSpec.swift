import Foundation
import Nimble
import Testing

/// MVC's rules as this code keeps them, checked on the source: a controller does the work but draws nothing itself
/// (its view, one of the shared dumb views, does), and it reaches the model through the services it is handed,
/// never by making a store or a client of its own.
@Suite("MVC controllers")
struct MVCRulesSpec {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/MyCardsMVC")

    static func controllers() throws -> [(name: String, code: String)] {
        let urls =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.lastPathComponent.hasSuffix("Controller.swift") } ?? []
        return try urls.map { url in
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
            // Comments may name anything; only code counts.
            let code = lines.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            return (url.lastPathComponent, code.joined(separator: "\n"))
        }
    }

    @Test("there is one for each of the seven screens")
    func sevenControllers() throws {
        expect(try Self.controllers().count).to(equal(7))
    }

    @Test("draw nothing themselves: no screen buffer, no curses")
    func drawNothing() throws {
        let drawing = ["ScreenBuffer", "import CNcursesw"]
        let offenders = try Self.controllers().filter { file in drawing.contains { file.code.contains($0) } }

        expect(offenders.map(\.name)).to(beEmpty())
    }

    @Test("make no store, database or network client of their own")
    func makeNoServices() throws {
        let makers = ["CardDatabase(", "PersistenceWorker(", "NetworkLoader(", "FolderCamera(", "import GRDB"]
        let offenders = try Self.controllers().filter { file in makers.contains { file.code.contains($0) } }

        expect(offenders.map(\.name)).to(beEmpty())
    }
}
