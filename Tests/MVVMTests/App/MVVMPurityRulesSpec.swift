import Foundation
import Nimble
import Testing

/// MVVM's rules, checked on the source: a view model knows nothing of the terminal, and it is seen through its
/// inputs and its read-only outputs (Kickstarter's style), observable properties since issue 36.
@Suite("MVVM view models")
struct MVVMPurityRulesSpec {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/MyCardsMVVM")

    /// Every source file that declares a view model, with its text.
    static func viewModelFiles() throws -> [(name: String, text: String)] {
        let files =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try files.map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
            .filter { $0.text.range(of: #"class \w+ViewModel\b"#, options: .regularExpression) != nil }
    }

    @Test("there is one for each of the seven screens")
    func sevenViewModels() throws {
        let names = try Self.viewModelFiles().map(\.name).sorted()

        expect(names).to(
            equal([
                "CardDetailsViewModel.swift", "CardPhotoViewModel.swift", "CardsViewModel.swift", "CodeViewModel.swift",
                "CropViewModel.swift", "PhotoCaptureViewModel.swift", "PhotoLibraryViewModel.swift",
            ]))
    }

    // That a view model imports neither MyCardsUI nor CNcursesw is read off the syntax tree (`make rules`).
    @Test("the services they are made with are terminal-free too")
    func servicesHaveNoTerminal() throws {
        let text = try String(
            contentsOf: Self.folder.appendingPathComponent("App/ViewModelServices.swift"), encoding: .utf8)

        expect(text).toNot(contain("import MyCardsUI"))
    }

    @Test("each conforms to its own Type, Inputs and Outputs protocols")
    func inputsAndOutputs() throws {
        let offenders = try Self.viewModelFiles().filter { file in
            let name = file.name.replacingOccurrences(of: ".swift", with: "")
            return !file.text.contains("final class \(name): \(name)Type, \(name)Inputs, \(name)Outputs")
        }

        expect(offenders.map(\.name)).to(beEmpty())
    }

    @Test("are observable, and no one else can set what they show")
    func observableReadOnly() throws {
        // A stored property a controller could set: `var` at the type's level, neither private nor computed.
        let settable = #"^    (@ObservationIgnored )?var \w+(: [^{]+)?( = [^{]+)?$"#
        let offenders = try Self.viewModelFiles().filter { file in
            !file.text.contains("@Observable\nfinal class")
                || file.text.split(separator: "\n").contains { line in
                    String(line).range(of: settable, options: .regularExpression) != nil
                }
        }

        expect(offenders.map(\.name)).to(beEmpty())
    }

    @Test("assume the main actor nowhere: the view models are on it, and observation re-reads on it")
    func assumeIsolatedNowhere() throws {
        let files =
            FileManager.default.enumerator(at: Self.folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        let users = try files.filter { try String(contentsOf: $0, encoding: .utf8).contains("assumeIsolated") }

        expect(users.map(\.lastPathComponent)).to(beEmpty())
    }
}
