import Foundation
import Nimble
import Testing

/// Clean Swift's one rule, checked on the source: the VIP cycle runs one way, view controller → interactor →
/// presenter → view controller. No presenter names an interactor; no interactor names a view controller or
/// display logic; and no request answers its caller: a view controller's task may await an `async` request, but all
/// it gets back is that the request is done, and the answer goes round through the presenter.
@Suite("The VIP cycle")
struct OneWayCycleSpec {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/MyCardsVIP")

    static func files(endingWith suffix: String) throws -> [(name: String, code: String)] {
        try files { $0.hasSuffix(suffix) }
    }

    /// The interactors' files, their use cases in extensions of their own (`CardDetailsInteractor+Saving.swift`)
    /// included.
    static func interactorFiles() throws -> [(name: String, code: String)] {
        try files { $0.hasSuffix("Interactor.swift") || $0.contains("Interactor+") }
    }

    static func files(named isIncluded: (String) -> Bool) throws -> [(name: String, code: String)] {
        let urls =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { isIncluded($0.lastPathComponent) } ?? []
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
        let offenders = try Self.interactorFiles().filter {
            $0.code.contains("ViewController") || $0.code.contains("DisplayLogic")
        }

        expect(try Self.interactorFiles().count).to(beGreaterThan(7))
        expect(offenders.map(\.name)).to(beEmpty())
    }

    @Test("no business-logic request returns a value to the view controller that sent it")
    func requestsAnswerNothing() throws {
        let requirements = try Self.interactorFiles().flatMap { file in
            Self.businessLogicRequirements(in: file.code).map { (file.name, $0) }
        }

        expect(requirements.count).to(beGreaterThan(20))
        expect(requirements.filter { $0.1.contains("->") }.map(\.1)).to(beEmpty())
    }

    /// The `func` lines of the `…BusinessLogic` protocols declared in `code`.
    static func businessLogicRequirements(in code: String) -> [String] {
        var inside = false
        var found: [String] = []
        for line in code.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.contains("protocol ") && line.contains("BusinessLogic") {
                inside = true
            } else if inside && line == "}" {
                inside = false
            } else if inside && line.hasPrefix("func ") {
                found.append(line)
            }
        }
        return found
    }
}
