import Foundation
import MyCardsKit
import Nimble
import Testing

@Suite("DisplayTextOrder")
struct DisplayTextOrderSpec {
    static func foundation(_ lhs: String, _ rhs: String) -> ComparisonResult {
        lhs.trimmingCharacters(in: .whitespacesAndNewlines)
            .caseInsensitiveCompare(rhs.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Suite("when both names are ASCII")
    struct ASCII {
        @Test("orders every pair of ASCII characters as Foundation's case-insensitive comparison does")
        func everyPair() {
            let characters = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
            var mismatches: [String] = []

            for lhs in characters {
                for rhs in characters
                where DisplayTextOrder.compare("a\(lhs)b", "a\(rhs)b")
                    != DisplayTextOrderSpec.foundation("a\(lhs)b", "a\(rhs)b")
                {
                    mismatches.append(
                        "\(lhs.unicodeScalars.first?.value ?? 0) vs \(rhs.unicodeScalars.first?.value ?? 0)")
                }
            }

            expect(mismatches).to(beEmpty())
        }

        @Test("orders names as Foundation does, whitespace around them ignored")
        func names() {
            let names = [
                "Aurora", "aurora", " Aurora ", "Aurora Books", "aurora books 2", "Aurora_Books", "Bakery",
                "\tbakery\n",
                "swifting.io", "Swift", "", " ", "A", "a1", "A10", "a9", "Zed", "zed!",
            ]

            for lhs in names {
                for rhs in names {
                    expect(DisplayTextOrder.compare(lhs, rhs)).to(
                        equal(DisplayTextOrderSpec.foundation(lhs, rhs)), description: "\(lhs) vs \(rhs)")
                }
            }
        }
    }

    @Suite("when a name is not ASCII")
    struct Unicode {
        @Test("orders it as Foundation does")
        func unicode() {
            let names = [
                "Émile", "émile", "Emile", "北京 Tea House", "Bücherwurm", "Bucherwurm", "\u{00A0}Zed\u{2003}", "zed",
            ]

            for lhs in names {
                for rhs in names {
                    expect(DisplayTextOrder.compare(lhs, rhs)).to(
                        equal(DisplayTextOrderSpec.foundation(lhs, rhs)), description: "\(lhs) vs \(rhs)")
                }
            }
        }
    }
}
