import Testing

@testable import MetricsCore

@Suite("BoundaryProxyGenerator: inheritance, compositions, skipped protocols")
struct BoundaryProxyResolutionTests {
    static let routing = """
        @MainActor
        protocol CardsRoutingLogic: AnyObject {
            func routeToCardDetails()
        }

        @MainActor
        protocol CardsDataPassing: AnyObject {
            var dataStore: (any CardsDataStore)? { get }
        }

        @MainActor
        protocol CardsDataStore: AnyObject {}

        @MainActor
        protocol CardsLogging: CardsRoutingLogic {
            func log(_ line: String)
        }

        final class CardsViewController {
            var router: (any CardsRoutingLogic & CardsDataPassing)?
        }
        """

    static let others = """
        protocol CardsWorking: Sendable {
            func fetch(completion: @escaping @Sendable (Result<[Card], PersistenceError>) -> Void)
        }

        protocol Keyed: Hashable { func key() -> String }
        protocol Listing { associatedtype Item; func list() -> [Item] }
        protocol Making { static func make() -> Self }
        protocol Counting { var count: Int { get set } }
        """

    static func generated(_ source: String) throws -> String {
        try #require(BoundaryProxyGenerator.generate(["Cards/Cards.swift": source]))
    }

    @Test("forwards the requirements of a folder protocol the protocol inherits, and keeps it class-bound")
    func inheritance() throws {
        let text = try Self.generated(Self.routing)

        let header = try #require(text.range(of: "final class TracedCardsLogging: CardsLogging, TracedBoundary {"))
        let proxy = text[header.upperBound...]
        #expect(proxy.contains("private weak var weakBase: (any CardsLogging)?"))
        #expect(proxy.contains("route.call(\"routeToCardDetails()\") { base.routeToCardDetails() }"))
        #expect(proxy.contains("route.call(\"log(String)\") { base.log(line) }"))
    }

    @Test("writes one proxy for a composition of folder protocols, after the protocols, conforming to every part")
    func composition() throws {
        let text = try Self.generated(Self.routing)

        let name = "TracedCardsRoutingLogicAndCardsDataPassing"
        #expect(text.contains("@MainActor\nfinal class \(name): CardsRoutingLogic, CardsDataPassing, TracedBoundary {"))
        #expect(text.contains(") -> any CardsRoutingLogic & CardsDataPassing {"))
        #expect(
            text.contains(
                """
                    var dataStore: (any CardsDataStore)? {
                        guard let value = (strongBase ?? weakBase)?.dataStore else { return nil }
                """))
        #expect(text.range(of: name)!.lowerBound > text.range(of: "TracedCardsLogging")!.lowerBound)
    }

    @Test("holds a protocol that is not class-bound strongly, with an install without weakly")
    func strongOnly() throws {
        let text = try Self.generated(Self.others)

        #expect(
            text.contains(
                """
                final class TracedCardsWorking: CardsWorking, TracedBoundary {
                    private let route: BoundaryRoute
                """))
        #expect(text.contains("    private let base: any CardsWorking\n"))
        #expect(text.contains("static func install(_ base: any CardsWorking, for holder: Any, _ tracer: any Tracing)"))
        #expect(!text.contains("weakly"))
    }

    @Test("names its route otherwise when a requirement is named route (an MVVM output's publisher)")
    func routeRequirement() throws {
        let outputs = """
            @MainActor
            protocol CropViewModelOutputs: AnyObject {
                var route: AnyPublisher<CropRoute, Never> { get }
            }
            """

        let text = try Self.generated(outputs)

        #expect(text.contains("    private let boundaryRoute: BoundaryRoute\n"))
        #expect(text.contains("        self.boundaryRoute = route\n"))
        #expect(
            text.contains(
                """
                    var route: AnyPublisher<CropRoute, Never> { (strongBase ?? weakBase)!.route.traced(as: "route", by: boundaryRoute) }

                """))
    }

    @Test("skips what no class can forward and lists it, with the reason, at the end of the file")
    func skipped() throws {
        let text = try Self.generated(Self.others)

        #expect(!text.contains("class TracedKeyed"))
        #expect(!text.contains("class TracedCounting"))
        #expect(
            text.hasSuffix(
                """
                // Not proxied: Keyed (inherits Hashable); Listing (associated type Item); Making (static requirement make); Counting
                // (settable count, not class-bound).

                """))
    }
}
