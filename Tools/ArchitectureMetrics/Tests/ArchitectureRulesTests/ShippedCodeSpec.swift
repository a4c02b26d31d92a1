import Nimble
import Testing

@testable import ArchitectureRules

@Suite("The rules on the shipped code")
struct ShippedCodeSpec {
    @Test("each holds", arguments: Rules.all.map { "\($0.architecture): \($0.sentence)" })
    func holds(name: String) throws {
        let rule = try #require(Rules.all.first { "\($0.architecture): \($0.sentence)" == name })

        expect(rule.violations(in: try shippedModule(rule.architecture)).map(\.description)).to(beEmpty())
    }

    @Test(
        "find the roles they read by their names",
        arguments: [
            ("MVC", "Controller", 7), ("MVVM", "ViewModel", 7), ("VIPER", "Presenter", 7), ("VIPER", "Interactor", 6),
            ("VIPER", "Router", 7),
            ("VIP", "Presenter", 7), ("VIP", "Interactor", 7), ("TEA", "Reducer", 9),
        ])
    func findsRoles(architecture: String, suffix: String, count: Int) throws {
        let roles = try shippedModule(architecture).roleCode { $0.hasSuffix(suffix) }.map(\.role)

        expect(Set(roles).count).to(equal(count))
    }
}
