import Foundation
import Nimble
import Testing

/// Clean Swift's one rule, checked on the source: the VIP cycle runs one way, view controller → interactor →
/// presenter → view controller. No presenter names an interactor; no interactor names a view controller or
/// display logic.
@Suite("The VIP cycle")
struct OneWayCycleSpec {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/MyCardsVIP")

    static func files(endingWith suffix: String) throws -> [(name: String, code: String)] {
        let urls =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.lastPathComponent.hasSuffix(suffix) } ?? []
        return try urls.map { url in
            let text = try String(contentsOf: url, encoding: .utf8)
            // Comments may name anything; only code counts.
            let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            return (url.lastPathComponent, code.joined(separator: "\n"))
        }
    }

    @Test("there are seven presenters and seven interactors")
    func sevenScenes() throws {
        expect(try Self.files(endingWith: "Presenter.swift").count).to(equal(7))
        expect(try Self.files(endingWith: "Interactor.swift").count).to(equal(7))
    }

    @Test("no presenter refers to an interactor or its business logic")
    func presentersDoNotCallBack() throws {
        let offenders = try Self.files(endingWith: "Presenter.swift").filter {
            $0.code.contains("Interactor") || $0.code.contains("BusinessLogic")
        }

        expect(offenders.map(\.name)).to(beEmpty())
    }

    @Test("no interactor refers to a view controller or display logic")
    func interactorsDoNotDisplay() throws {
        let offenders = try Self.files(endingWith: "Interactor.swift").filter {
            $0.code.contains("ViewController") || $0.code.contains("DisplayLogic")
        }

        expect(offenders.map(\.name)).to(beEmpty())
    }
}
