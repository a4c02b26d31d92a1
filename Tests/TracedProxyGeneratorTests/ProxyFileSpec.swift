import Nimble
import Testing

@testable import TracedProxyGenerator

/// The file the TracedProxies plugin writes for an architecture module, from sources given as text.
@Suite("ProxyFile")
struct ProxyFileSpec {
    static let module = "MyCardsVIPER"

    static func generated(_ sources: [String: String], dependencies: [String: Set<String>] = [:]) -> String {
        let files = sources.sorted { $0.key < $1.key }.map { SourceFile(path: $0.key, text: $0.value) }
        return ProxyFile(module: module, files: files, dependencies: dependencies).render()
    }

    static let contract = """
        import MyCardsDisplayData
        import MyCardsKit

        /// What the view is told.
        @MainActor
        package protocol CardsViewInput: AnyObject {
            func show(_ cards: CardsDisplayData)
            // A comment between requirements.
            func select(identifier: String)
        }
        """

    @Suite("when a package protocol is class-bound and isolated")
    struct ClassBound {
        let text = ProxyFileSpec.generated(["Cards/CardsContract.swift": ProxyFileSpec.contract])

        @Test("writes its proxy on the same actor, able to hold a screen weakly")
        func writesClass() {
            expect(text).to(contain("@MainActor\nfinal class TracedCardsViewInput: CardsViewInput, TracedBoundary {"))
            expect(text).to(contain("    private weak let weakBase: (any CardsViewInput)?"))
            expect(text).to(
                contain("ProxyKind((any CardsViewInput).self, holdsWeakly: true) { TracedCardsViewInput($0, $1) }"))
        }

        @Test("writes a Sendable protocol's proxy off any actor with only constants, so checked Sendable (no escape)")
        func sendableOffActor() {
            let text = ProxyFileSpec.generated([
                "Cards/Worker.swift": "package protocol CardsWorking: AnyObject, Sendable { func sync() }"
            ])

            expect(text).to(contain("final class TracedCardsWorking: CardsWorking, TracedBoundary {"))
            expect(text).to(contain("    private weak let weakBase: (any CardsWorking)?"))
            expect(text).toNot(contain("@unchecked"))
        }

        @Test("traces each method with its name and its parameters' types")
        func tracesMethods() {
            expect(text).to(contain("link.route.call(\"show(CardsDisplayData)\") {\n            base.show(cards)"))
            expect(text).to(
                contain("link.route.call(\"select(String)\") {\n            base.select(identifier: identifier)"))
        }

        @Test("imports the module, MyCardsKit, MyCardsTracing, and the modules whose types the requirements name")
        func imports() {
            let text = ProxyFileSpec.generated(
                ["Cards/CardsContract.swift": ProxyFileSpec.contract],
                dependencies: ["MyCardsDisplayData": ["CardsDisplayData"], "MyCardsKit": ["Card"]])

            expect(text).to(
                contain("import MyCardsDisplayData\nimport MyCardsKit\nimport MyCardsTracing\nimport MyCardsVIPER\n"))
        }

        @Test("imports no module whose types no requirement names")
        func noUnusedImport() {
            let text = ProxyFileSpec.generated(
                ["Cards/CardsContract.swift": ProxyFileSpec.contract],
                dependencies: ["MyCardsDisplayData": ["Photo"], "MyCardsKit": ["Card"]])

            expect(text).toNot(contain("import MyCardsDisplayData"))
        }
    }

    @Suite("when a requirement answers a value")
    struct Answers {
        let text = ProxyFileSpec.generated([
            "Cards/CardsContract.swift": """
            @MainActor
            package protocol CardsInteractorInput: AnyObject {
                var isSyncing: Bool { get }
                var draft: Card? { get set }
                func card(identifier: String) -> Card?
            }
            """
        ])

        @Test("holds its role strongly: it always has one to answer from")
        func holdsStrongly() {
            expect(text).to(contain("    private let base: any CardsInteractorInput"))
            expect(text).to(contain("holdsWeakly: false"))
            expect(text).toNot(contain("!"))
        }

        @Test("forwards a getter untraced, traces a setter, and answers a method's value through the traced call")
        func forwards() {
            expect(text).to(contain("    var isSyncing: Bool {\n        base.isSyncing\n    }"))
            expect(text).to(contain("link.route.call(\"set draft(Card?)\") { base.draft = newValue }"))
            expect(text).to(contain("        return link.route.call(\"card(String)\") {"))
        }
    }

    @Suite("when a method takes a callback")
    struct Callbacks {
        let text = ProxyFileSpec.generated([
            "Cards/CardsSyncWorker.swift": """
            typealias Completion = @MainActor @Sendable (Result<[Card], PersistenceError>) -> Void

            @MainActor
            package protocol CardsSyncWorking: AnyObject {
                func fetch(completion: @escaping Completion)
                func save(_ card: Card, then done: (@MainActor @Sendable (Bool) -> Void)?)
            }
            """
        ])

        @Test("wraps it so that calling it back is a line from the receiver, and leaves it out of the message")
        func wraps() {
            expect(text).to(contain("let completionAnswer: Completion = { [route = link.route] a0 in"))
            expect(text).to(contain("route.answer(\"fetch answered\", to: caller) { completion(a0) }"))
            expect(text).to(contain("link.route.call(\"fetch()\") {"))
        }

        @Test("keeps an optional callback nil when none was given")
        func optional() {
            expect(text).to(contain("let doneAnswer: (@MainActor @Sendable (Bool) -> Void)? = done.map { handler in"))
            expect(text).to(contain("link.route.call(\"save(Card)\") {"))
        }
    }

    @Suite("when a method is async")
    struct Async {
        let text = ProxyFileSpec.generated([
            "Cards/CardsInteractor.swift": """
            @MainActor
            package protocol CardsBusinessLogic: AnyObject {
                func fetchCards(request: Cards.Fetch.Request) async
                func save(_ card: Card) async throws(PersistenceError) -> Card
                func refresh() async throws
            }
            """
        ])

        @Test("awaits its role through the traced call, which traces the return as an answer")
        func awaits() {
            expect(text).to(contain("    func fetchCards(request: Cards.Fetch.Request) async {"))
            expect(text).to(contain("        await link.route.call(\"fetchCards(Cards.Fetch.Request)\") {"))
            expect(text).to(contain("            await base.fetchCards(request: request)"))
        }

        @Test("keeps a typed throw typed inside the traced call")
        func typedThrows() {
            expect(text).to(contain("    func save(_ card: Card) async throws(PersistenceError) -> Card {"))
            expect(text).to(
                contain("return try await link.route.call(\"save(Card)\") { () async throws(PersistenceError) in"))
        }

        @Test("forwards an untyped throw")
        func untypedThrows() {
            expect(text).to(contain("    func refresh() async throws {"))
            expect(text).to(contain("        try await link.route.call(\"refresh()\") {"))
        }
    }

    @Suite("when a folder writes a composition of its protocols")
    struct Compositions {
        let text = ProxyFileSpec.generated([
            "Cards/CardsRouter.swift": """
            @MainActor
            package protocol CardsRoutingLogic: AnyObject {
                func routeToCard()
            }
            @MainActor
            package protocol CardsDataPassing: AnyObject {
                var dataStore: (any CardsDataStore)? { get }
            }
            """,
            "Cards/CardsViewController.swift": """
            final class CardsViewController {
                var router: (any CardsRoutingLogic & CardsDataPassing)?
            }
            """,
        ])

        @Test("writes one proxy conforming to every part")
        func writesOne() {
            expect(text).to(
                contain("final class TracedCardsRoutingLogicAndCardsDataPassing: CardsRoutingLogic, CardsDataPassing"))
            expect(text).to(contain("ProxyKind((any CardsRoutingLogic & CardsDataPassing).self"))
        }
    }

    @Suite("when an MVVM view model's protocols answer each other")
    struct ViewModels {
        let text = ProxyFileSpec.generated([
            "Cards/CardsViewModelType.swift": """
            import Observation

            @MainActor
            package protocol CardsViewModelInputs: AnyObject {
                func refresh()
            }
            @MainActor
            package protocol CardsViewModelOutputs: AnyObject {
                var registrar: ObservationRegistrar { get }
            }
            @MainActor
            package protocol CardsViewModelType: AnyObject, Sendable {
                var inputs: any CardsViewModelInputs { get }
            }
            """
        ])

        @Test("forwards an output's read untraced")
        func outputs() {
            expect(text).to(contain("base.registrar\n"))
        }

        @Test("answers a getter of another proxied protocol behind that protocol's proxy, unless it is one")
        func getters() {
            expect(text).to(contain("if value is any TracedBoundary { return value }"))
            expect(text).to(contain("return TracedCardsViewModelInputs(value, link.routing(to: value))"))
        }

        @Test("imports a module it reads no types of when a requirement names a type it cannot place")
        func unplacedImports() {
            expect(text).to(contain("import Observation"))
        }
    }

    @Suite("when a protocol cannot be proxied")
    struct Skipped {
        let text = ProxyFileSpec.generated([
            "Cards/Contract.swift": """
            protocol Internal: AnyObject { func a() }
            package protocol Generic<Value>: AnyObject { func b() }
            package protocol Subscripted: AnyObject { subscript(index: Int) -> Int { get } }
            package protocol Statics: AnyObject { static func make() }
            package protocol Fine: AnyObject { func c() }
            """
        ])

        @Test("leaves it untraced and says why at the end of the file, and proxies the others")
        func notes() {
            expect(text).to(contain("// Not proxied, so not traced: Internal (internal"))
            expect(text).to(contain("Generic (associated types)"))
            expect(text).to(contain("Subscripted (a subscript)"))
            expect(text).to(contain("Statics (static requirement make)"))
            expect(text).to(contain("final class TracedFine: Fine, TracedBoundary"))
        }
    }

    @Suite("when a folder declares no protocol")
    struct Empty {
        @Test("writes an empty list of proxies")
        func empty() {
            let text = ProxyFileSpec.generated(["App/Root.swift": "enum Root {}"])

            expect(text).to(contain("        [\n        ]"))
            expect(text).toNot(contain("final class"))
        }
    }
}
