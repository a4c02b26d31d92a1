import Testing

@testable import MetricsCore

@Suite("DeclarationCut")
struct DeclarationCutTests {
    static let source = """
        protocol Opening {
            func open(_ identifier: String)
        }

        final class Controller: Opening {
            private var cards: [String] = []

            init(cards: [String]) {
                self.cards = cards
            }

            // MARK: Opening

            /// The card the view chose.
            func open(_ identifier: String) {
                let chosen = cards.filter { $0 == identifier }
                show(chosen)
            }
        }

        extension Controller {
            func show(_ cards: [String]) {}
        }
        """

    @Test("cuts a function with the comment above it, not the protocol's requirement nor a MARK")
    func function() throws {
        let cut = try #require(DeclarationCut.find("open", in: Self.source))

        #expect(cut.symbol == "Controller.open(_:)")
        #expect(cut.startLine == 14)
        #expect(cut.endLine == 18)
        #expect(
            cut.text == """
                /// The card the view chose.
                func open(_ identifier: String) {
                    let chosen = cards.filter { $0 == identifier }
                    show(chosen)
                }
                """)
    }

    @Test("finds an initialiser as init, with its labels")
    func initialiser() throws {
        let cut = try #require(DeclarationCut.find("init", in: Self.source))

        #expect(cut.symbol == "Controller.init(cards:)")
        #expect((cut.startLine, cut.endLine) == (8, 10))
    }

    @Test("finds a property by its name")
    func property() throws {
        let cut = try #require(DeclarationCut.find("cards", in: Self.source))

        #expect(cut.symbol == "Controller.cards")
        #expect(cut.lineCount == 1)
        #expect(cut.text == "private var cards: [String] = []")
    }

    @Test("names a member of an extension by the type it extends")
    func extensionMember() throws {
        let cut = try #require(DeclarationCut.find("show", in: Self.source))

        #expect(cut.symbol == "Controller.show(_:)")
    }

    @Test("answers nil for a name that is not declared, or only as a local or a parameter")
    func missing() {
        #expect(DeclarationCut.find("close", in: Self.source) == nil)
        #expect(DeclarationCut.find("chosen", in: Self.source) == nil)
        #expect(DeclarationCut.find("identifier", in: Self.source) == nil)
    }
}
