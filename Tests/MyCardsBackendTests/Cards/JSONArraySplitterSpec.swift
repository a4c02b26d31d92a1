import Foundation
import Nimble
import Testing

@testable import MyCardsBackend

@Suite("JSONArraySplitter")
struct JSONArraySplitterSpec {
    private static func split(_ text: String) -> [String]? {
        JSONArraySplitter.elements(of: Data(text.utf8))?.map { String(decoding: $0, as: UTF8.self) }
    }

    @Suite("when the array holds objects")
    struct Objects {
        @Test("returns each object's text as written")
        func returnsObjects() {
            let text = #" [ {"b": 1, "a": [2, {"c": "}"}]} ,{"x":"\"]"}] "#

            let elements = JSONArraySplitterSpec.split(text)

            expect(elements).to(equal([#"{"b": 1, "a": [2, {"c": "}"}]}"#, #"{"x":"\"]"}"#]))
        }
    }

    @Suite("when the array holds scalars")
    struct Scalars {
        @Test("returns each scalar without the surrounding whitespace")
        func returnsScalars() {
            let elements = JSONArraySplitterSpec.split("[1.50 , \"a,b\",true,null ,[]]")

            expect(elements).to(equal(["1.50", "\"a,b\"", "true", "null", "[]"]))
        }
    }

    @Suite("when the array is empty")
    struct Empty {
        @Test("returns no elements")
        func returnsNothing() {
            expect(JSONArraySplitterSpec.split(" [ ] \n")).to(equal([]))
        }
    }

    @Suite("when the text is not a well-formed array")
    struct Malformed {
        @Test(
            "returns nil",
            arguments: ["", "{}", "[", "[1", "[1,]", "[,]", "[] x", "[1] 2", "[\"open]", "[{\"a\": 1]", "[1 2]"])
        func returnsNil(text: String) {
            expect(JSONArraySplitterSpec.split(text)).to(beNil())
        }
    }
}
