import Foundation
import Nimble
import Testing

/// VIPER's rules, checked on the source: interactors know nothing of the terminal, presenters call no
/// service and see no entity, and a module names another module only through its builder and its module output
/// protocols.
@Suite("VIPER modules")
struct VIPERRulesSpec {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/MyCardsVIPER")

    static func files(endingWith suffix: String) throws -> [(name: String, code: String)] {
        let urls =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.lastPathComponent.hasSuffix(suffix) } ?? []
        return try urls.map { url in
            let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
            let code = lines.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            return (url.lastPathComponent, code.joined(separator: "\n"))
        }
    }

    @Test("no interactor imports MyCardsUI")
    func interactorsHaveNoTerminal() throws {
        let offenders = try Self.files(endingWith: "Interactor.swift").filter { $0.code.contains("import MyCardsUI") }

        expect(try Self.files(endingWith: "Interactor.swift").count).to(equal(6))
        expect(offenders.map(\.name)).to(beEmpty())
    }

    @Test("no presenter calls a service")
    func presentersCallNoService() throws {
        let services = [
            "PersistenceWorking", "CardsNetworking", "PhotoLibraryBrowsing", "CaptureDevice", "CardPhotoMaker.",
        ]
        let offenders = try Self.files(endingWith: "Presenter.swift").filter { file in
            services.contains { file.code.contains($0) }
        }

        expect(offenders.map(\.name)).to(beEmpty())
    }

    @Test("no presenter names the Card entity: an interactor hands it plain items (objc.io's rule)")
    func presentersSeeNoEntity() throws {
        // A type nested in Card (Card.Side, Card.InvalidReason) is a plain value; `Card` alone is the entity.
        let entity = try NSRegularExpression(pattern: #"\bCard\b(?!\.)"#)
        let offenders = try Self.files(endingWith: "Presenter.swift").filter { file in
            entity.firstMatch(in: file.code, range: NSRange(file.code.startIndex..., in: file.code)) != nil
        }

        expect(try Self.files(endingWith: "Presenter.swift").count).to(equal(7))
        expect(offenders.map(\.name)).to(beEmpty())
    }

    @Test("a module's router reaches other modules only through their builders")
    func routersUseBuilders() throws {
        let otherModuleTypes = ["Presenter(", "Interactor(", "Router("]
        let offenders = try Self.files(endingWith: "Router.swift").filter { file in
            otherModuleTypes.contains { file.code.contains($0) }
        }

        expect(offenders.map(\.name)).to(beEmpty())
    }
}
