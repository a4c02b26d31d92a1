import Foundation
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

/// The JSON the parser reads itself (it walks the body's bytes rather than going through JSONSerialization):
/// everything RFC 8259 allows is read, everything else refuses the whole body.
@Suite("CardParser reading JSON")
struct CardParserJSONSpec {
    private let parser = CardParser(photoReader: StubPhotoReader(refused: []))

    private func parse(_ text: String) throws(ParserError) -> ParsedCards {
        try parser.parse(Data(text.utf8))
    }

    private func isNotJSON(_ text: String) -> Bool {
        do {
            _ = try parse(text)
            return false
        } catch {
            if case .notJSON = error { return true }
            return false
        }
    }

    @Suite("when strings have escapes")
    struct Escapes {
        private let spec = CardParserJSONSpec()

        @Test("resolves the named escapes and \\u, surrogate pairs included")
        func resolvesEscapes() throws {
            let parsed = try spec.parse(#"[{"identifier":"A\/1","name":"Caf\u00e9 \"\ud83c\udf70\" \\ Tab\t"}]"#)

            expect(parsed.cards.map(\.identifier)).to(equal(["A/1"]))
            expect(parsed.cards.first?.name).to(equal(CardName.cleaned("Café \"🍰\" \\ Tab\t")))
        }

        @Test("reads a photo whose base64 escapes its slashes")
        func readsEscapedSlashes() throws {
            let bytes = Data([0xFF, 0xFF, 0xFE])
            let escaped = bytes.base64EncodedString().replacingOccurrences(of: "/", with: "\\/")

            let parsed = try spec.parse(#"[{"identifier":"A","name":"A","front":"\#(escaped)"}]"#)

            expect(bytes.base64EncodedString()).to(contain("/"))
            expect(parsed.cards.first?.front?.data).to(equal(bytes))
        }

        @Test("reads a key written with escapes as the same key")
        func readsEscapedKey() throws {
            let parsed = try spec.parse(#"[{"identifi\u0065r":"A","name":"A"}]"#)

            expect(parsed.cards.map(\.identifier)).to(equal(["A"]))
        }
    }

    @Suite("when values are of other kinds")
    struct Kinds {
        private let spec = CardParserJSONSpec()

        @Test("skips unknown members of any kind, nested ones included")
        func skipsNested() throws {
            let parsed = try spec.parse(
                #"[{"x":{"y":[1,-2.5e+3,true,false,null,{"z":"é"}]},"identifier":"A","name":"A","n":0}]"#)

            expect(parsed.cards.map(\.identifier)).to(equal(["A"]))
        }

        @Test("takes the last of a repeated key")
        func takesLastRepeatedKey() throws {
            let parsed = try spec.parse(#"[{"identifier":"A","name":"First","name":"Second"}]"#)

            expect(parsed.cards.map(\.name)).to(equal(["Second"]))
        }

        @Test("skips a card whose text member is a number, true or null, saying so")
        func skipsNonStrings() throws {
            let parsed = try spec.parse(
                #"[{"identifier":1,"name":"A"},{"identifier":"B","name":true},{"identifier":null,"name":"C"}]"#)

            expect(parsed.skipped.map(\.reason)).to(
                equal(["identifier is not a string", "name is not a string", "identifier is not a string"]))
        }

        @Test("skips an array, a string or null where a card should be")
        func skipsNonObjects() throws {
            let parsed = try spec.parse(#"[[1,2], "card", null, {"identifier":"A","name":"A"}]"#)

            expect(parsed.skipped.map(\.index)).to(equal([0, 1, 2]))
            expect(parsed.cards.map(\.identifier)).to(equal(["A"]))
        }

        @Test("reads whitespace anywhere between tokens and a UTF-8 byte order mark before the array")
        func readsWhitespace() throws {
            let parsed = try spec.parse("\u{FEFF} \n[ \t{ \"identifier\" : \"A\" ,\r\n \"name\":\"A\" } ] \n")

            expect(parsed.cards.map(\.identifier)).to(equal(["A"]))
        }

        @Test("calls JSON that is not an array not a list of cards")
        func refusesScalar() {
            expect { try spec.parse(#""cards""#) }.to(throwError(ParserError.notAnArray))
        }
    }

    @Suite("when the body is not JSON")
    struct Malformed {
        private let spec = CardParserJSONSpec()

        @Test(
            "refuses the whole body",
            arguments: [
                "", "[", "[{}", #"[{"identifier":"A","name":"A"}] x"#, #"[{"identifier":"A" "name":"A"}]"#,
                #"[{"identifier":"A",}]"#, "[1,]", "[01]", "[1.]", "[-]", "[1e]", "[tru]", "[nul]",
                #"["unclosed]"#, #"["bad \q escape"]"#, #"["\u12"]"#, #"["\ud83c alone"]"#, #"["\udf70"]"#,
                "[\"tab\tinside\"]", "[{1:2}]",
            ])
        func refuses(body: String) {
            expect(spec.isNotJSON(body)).to(beTrue())
        }

        @Test("refuses bytes that are not UTF-8 inside a string")
        func refusesInvalidUTF8() {
            var body = Data(#"[{"identifier":"A","name":""#.utf8)
            body.append(contentsOf: [0xC3, 0x28])
            body.append(contentsOf: Data(#""}]"#.utf8))

            expect(thrown(ParserError.self) { try spec.parser.parse(body) }).to(beNotJSON())
        }

        @Test("refuses nesting deeper than 512 instead of running out of stack")
        func refusesDeepNesting() {
            let body = "[" + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_001)

            expect(spec.isNotJSON(body)).to(beTrue())
        }
    }
}

private func beNotJSON() -> Matcher<ParserError> {
    Matcher.simple("be notJSON") { expression in
        guard case .notJSON = try expression.evaluate() else { return .fail }
        return .matches
    }
}
