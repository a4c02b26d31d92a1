import Testing

@testable import MetricsCore

@Suite("CodeIndex")
struct CodeIndexTests {
    static func classification(of name: String, in source: String) -> CodeIndex.TypeInfo.Classification? {
        Fixtures.index(["Cards/Cards.swift": source]).types[name]?.classification
    }

    @Suite("when it classifies a type")
    struct Classifying {
        @Test("makes a class with a method, and an enum of static functions, roles")
        func roles() {
            let source = """
                final class CardsInteractor { func load() {} }
                enum CardsReducer { static func reduce(into state: inout Int, action: Int) -> Int { 0 } }
                """

            #expect(CodeIndexTests.classification(of: "CardsInteractor", in: source) == .role)
            #expect(CodeIndexTests.classification(of: "CardsReducer", in: source) == .role)
        }

        @Test("makes VIP's requests, responses and view models carriers and their caseless enums name spaces")
        func vipModels() {
            let source = """
                enum ListCards {
                    enum FetchCards {
                        struct Request {}
                        struct Response { let cards: [String] }
                        struct ViewModel { let names: [String]; var count: Int { names.count } }
                    }
                }
                """
            let index = Fixtures.index(["Cards/CardsModels.swift": source])

            #expect(index.types["ListCards"]?.classification == .namespace)
            #expect(index.types["ListCards.FetchCards"]?.classification == .namespace)
            #expect(index.types["ListCards.FetchCards.Request"]?.classification == .carrier)
            #expect(index.types["ListCards.FetchCards.ViewModel"]?.classification == .carrier)
        }

        @Test("keeps a value with named constructors, mutating functions, == and hash(into:) a carrier")
        func valuesWithFunctions() {
            let source = """
                struct StatusMessage: Hashable {
                    let text: String
                    static func info(_ text: String) -> StatusMessage { StatusMessage(text: text) }
                    static func error(_ text: String) -> Self { Self(text: text) }
                    static func == (a: Self, b: Self) -> Bool { a.text == b.text }
                    func hash(into hasher: inout Hasher) { hasher.combine(text) }
                }
                struct StatusLine { private(set) var serial = 0; mutating func show() { serial += 1 } }
                enum CardsAction { case appeared, openTapped(String) }
                final class WeakReference { weak var object: AnyObject? }
                """

            for name in ["StatusMessage", "StatusLine", "CardsAction", "WeakReference"] {
                #expect(CodeIndexTests.classification(of: name, in: source) == .carrier, "\(name)")
            }
        }

        @Test("makes a carrier a role when an extension in the folder gives it a method")
        func extensionMethod() {
            let index = Fixtures.index([
                "Cards/CardTile.swift": "struct CardTile { let name: String }",
                "Cards/CardTile+Caption.swift": "extension CardTile { func caption() -> String { name } }",
            ])

            #expect(index.types["CardTile"]?.classification == .role)
            #expect(index.types["CardTile"]?.files.count == 2)
        }

        @Test("makes a protocol a contract")
        func contract() {
            #expect(
                CodeIndexTests.classification(of: "CardsDisplayLogic", in: "protocol CardsDisplayLogic {}") == .contract
            )
        }
    }

    @Test("sums a type's complexity over its functions, initialisers, accessors and extensions")
    func complexity() {
        let index = Fixtures.index([
            "Cards/Presenter.swift": """
            final class Presenter {
                init(flag: Bool) { if flag {} }
                var title: String { flag ? "a" : "b" }
                let flag = true
                func show(_ a: Bool, _ b: Bool) { if a && b {} }
            }
            """,
            "Cards/Presenter+More.swift": "extension Presenter { func more() { guard flag else { return } } }",
        ])

        // init 2, title 2, show 3, more 2.
        #expect(index.types["Presenter"]?.complexity == 9)
    }

    @Test("reads a member's type from its annotation, or from the type its initialiser makes")
    func memberTypes() throws {
        let index = Fixtures.index([
            "Cards/Spec.swift": """
            struct Spec {
                let doubles = Doubles(cards: 3)
                var presenter: (any CardsPresenting)?
                func make() -> Presenter { Presenter() }
            }
            """
        ])
        let spec = try #require(index.types["Spec"])

        #expect(index.memberType("doubles", of: spec) == "Doubles")
        #expect(index.memberType("presenter", of: spec) == "(any CardsPresenting)?")
        #expect(index.memberType("make", of: spec) == "Presenter")
    }

    @Test("leaves generated files out")
    func generated() {
        let index = Fixtures.index([
            "App/Traced.swift": "// Generated by `make proxies`\nfinal class Traced { func a() {} }"
        ])

        #expect(index.types.isEmpty)
    }
}
