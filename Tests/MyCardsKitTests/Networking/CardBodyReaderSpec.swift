import Foundation
import Nimble
import Testing

@testable import MyCardsKit

/// The cards of a body read as it arrives, split wherever a socket may split it: the same answers as the whole.
@Suite("CardBodyReader")
struct CardBodyReaderSpec {
    private let parser = CardParser(photoReader: StubPhotoReader(refused: []))

    /// Strings holding brackets, commas, escaped quotes and backslashes, \u escapes, multi-byte UTF-8 (two, three
    /// and four bytes), numbers and nested values in an unknown member, base64 photo data with escaped slashes,
    /// an element that is not an object and one that is skipped.
    static let body = #"""
        [ {"identifier":"A\/1","name":"Caf\u00e9 北京 🍰 \"],}{[\\","front":"\#(photo)","back":null,
        "extra":[1,-2.5e+3,0.25E-2,true,false,null,{"z":"]},["}],"number":"12,3"} ,
        {"identifier":"B","name":"Ünïcode","barcode":"EAN_13","number":"4006381333931","back":"\#(photo)"},
        42, {"name":"no identifier"} ]
        """#
    static let photo = Data([0xFF, 0xFE, 0xFD, 0x00, 0x3E, 0x3F]).base64EncodedString()
        .replacingOccurrences(of: "/", with: "\\/")

    /// `text`'s bytes fed in the given pieces, then the reader's answer.
    func read(_ text: String, splitAt points: [Int]) -> Result<ParsedCards, ParserError> {
        read(bytes: Array(text.utf8), splitAt: points)
    }

    func read(bytes: [UInt8], splitAt points: [Int]) -> Result<ParsedCards, ParserError> {
        let reader = CardBodyReader(parser: parser)
        for (start, end) in zip([0] + points, points + [bytes.count]) {
            bytes[start..<end].withUnsafeBytes { reader.read($0) }
        }
        return Result { () throws(ParserError) in try reader.parsedCards() }
    }

    /// The split points of `text` (one each) whose answer differs from the whole body's.
    func splitsDiffering(_ text: String) -> [Int] {
        let whole = read(text, splitAt: [])
        return (0...text.utf8.count).filter { read(text, splitAt: [$0]) != whole }
    }

    @Suite("when the body is an array of cards")
    struct Cards {
        private let spec = CardBodyReaderSpec()

        @Test("reads the same cards and skips as the whole body, split at any byte")
        func readsAnySplit() throws {
            let whole = try spec.read(CardBodyReaderSpec.body, splitAt: []).get()

            let differing = spec.splitsDiffering(CardBodyReaderSpec.body)

            expect(whole.cards.map(\.identifier)).to(equal(["A/1", "B"]))
            expect(whole.skipped.map(\.index)).to(equal([2, 3]))
            expect(differing).to(beEmpty())
        }

        @Test("reads the same cards from pieces of one byte each")
        func readsBytePieces() throws {
            let body = CardBodyReaderSpec.body
            let whole = try spec.read(body, splitAt: []).get()

            let pieces = try spec.read(body, splitAt: Array(1..<body.utf8.count)).get()

            expect(pieces).to(equal(whole))
        }

        @Test("reads a body with a byte order mark, split inside the mark")
        func readsByteOrderMark() {
            let body = "\u{FEFF} [{\"identifier\":\"A\",\"name\":\"A\"}]"

            let answers = (0...4).map { spec.read(body, splitAt: [$0]).map(\.cards.count) }

            expect(answers).to(equal(Array(repeating: .success(1), count: 5)))
        }

        @Test("reads an empty array")
        func readsEmptyArray() {
            expect(spec.read(" [ ] ", splitAt: [2])).to(equal(.success(ParsedCards(cards: []))))
        }
    }

    @Suite("when the body turns out wrong")
    struct WrongBody {
        private let spec = CardBodyReaderSpec()

        @Test("answers nothing but not JSON for cards followed by a malformed tail, split at any byte")
        func refusesMalformedTail() {
            let body = #"[{"identifier":"A","name":"A"},{"identifier":"B","name":"B"},}"#

            let answers = (0...body.utf8.count).map { spec.read(body, splitAt: [$0]).isNotJSON }

            expect(answers).to(allPass(beTrue()))
        }

        @Test(
            "answers not JSON for bodies cut short, with bytes after the array, a mark cut short or no value",
            arguments: [
                #"[{"identifier":"A","name":"A"}"#, #"[{"identifier":"A","name":"A"}]x"#, "[1,,2]", "[1,]", "[1}",
                #"[{"identifier":"A","name":"A}]"#, " \u{FEFF}[]", "[{\"a\":[}]]", "", "  ",
            ])
        func refusesMalformed(body: String) {
            expect(spec.read(body, splitAt: []).isNotJSON).to(beTrue())
        }

        @Test("answers not JSON for a byte order mark cut short before the array")
        func refusesShortMark() {
            let body: [UInt8] = [0xEF, 0xBB, UInt8(ascii: "["), UInt8(ascii: "]")]

            expect(spec.read(bytes: body, splitAt: [1]).isNotJSON).to(beTrue())
        }

        @Test("answers not a list for JSON that is not an array, split at any byte")
        func refusesObject() {
            let body = #" {"cards":[]} "#

            let answers = (0...body.utf8.count).map { spec.read(body, splitAt: [$0]) }

            expect(answers).to(allPass(equal(.failure(.notAnArray))))
        }

        @Test("answers too large, counting every byte, for a body over the limit")
        func refusesOversize() {
            let reader = CardBodyReader(parser: spec.parser, maximumBytes: 8)
            let pieces = [Array("[1,2,".utf8), Array("3,4,5]".utf8)]

            for piece in pieces { piece.withUnsafeBytes { reader.read($0) } }

            expect { try reader.parsedCards() }.to(throwError(ParserError.tooLarge(bytes: 11)))
        }
    }
}

extension Result where Failure == ParserError {
    fileprivate var isNotJSON: Bool {
        guard case .failure(.notJSON) = self else { return false }
        return true
    }
}
