import Foundation
import Nimble
import Testing

@testable import MyCardsUI

@Suite("Base64")
struct Base64Spec {
    /// Bytes of every value, in an order that is not a simple count, long enough to cross many triples.
    static let bytes: [UInt8] = (0..<300).map { UInt8(truncatingIfNeeded: $0 &* 151 &+ 7) }

    static func encoded(_ bytes: ArraySlice<UInt8>) -> String {
        var out: [UInt8] = Array("kept".utf8)
        Base64.append(bytes, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    @Suite("when encoding into a buffer")
    struct Encoding {
        @Test("writes what Foundation writes, padding included", arguments: [0, 1, 2, 3, 4, 5, 299, 300])
        func matchesFoundation(count: Int) {
            let slice = Base64Spec.bytes[0..<count]

            expect(Base64Spec.encoded(slice)).to(equal("kept" + Data(slice).base64EncodedString()))
        }

        @Test("reads a slice from its own start")
        func slice() {
            let slice = Base64Spec.bytes[7..<20]

            expect(Base64Spec.encoded(slice)).to(equal("kept" + Data(slice).base64EncodedString()))
        }
    }
}
