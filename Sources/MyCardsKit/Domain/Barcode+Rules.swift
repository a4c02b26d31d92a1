/// What each symbology can carry, checked before anything is drawn, so a form can say why (the sentences are the
/// display's, MyCardsDisplayData's `Messages`); and the symbology a number most likely has, for the form's "Guess".
extension Barcode {
    /// Why a number cannot be drawn as a symbology.
    public enum Refusal: Equatable, Sendable {
        /// Not what the symbology carries: its one rule (how many digits, which characters, which first digit, how
        /// many bytes) says no.
        case notCarried(by: Barcode)
        /// A retail code whose last digit is not the check digit of the others, which is `expected`.
        case wrongCheckDigit(of: Barcode, expected: Character)
    }

    /// The longest number any of them takes here, in bytes: the largest symbols hold far more, but a card's number
    /// is never near it, and a screen could not show it.
    public static let maximumNumberLength = 300

    /// Why `number` cannot be drawn as this symbology, or nil when it can.
    public func refusal(of number: String) -> Refusal? {
        let digits = number.allSatisfy(\.isASCIIDigit)
        switch self {
        case .ean13:
            guard digits, [12, 13].contains(number.count) else { return .notCarried(by: self) }
            return checkDigitRefusal(number, length: 13)
        case .ean8:
            guard digits, [7, 8].contains(number.count) else { return .notCarried(by: self) }
            return checkDigitRefusal(number, length: 8)
        case .upcA:
            guard digits, [11, 12].contains(number.count) else { return .notCarried(by: self) }
            return checkDigitRefusal(number, length: 12)
        case .upcE:
            // Number systems 2–9 are not UPC-E: libzint would quietly make them 0.
            guard digits, [7, 8].contains(number.count), number.first == "0" || number.first == "1" else {
                return .notCarried(by: self)
            }
            return nil
        case .itf:
            // Scanners (and zxing) do not read fewer than 6; an odd count would be padded with a 0.
            guard digits, number.count >= 6, number.count.isMultiple(of: 2) else {
                return .notCarried(by: self)
            }
            return nil
        case .code39:
            let allowed = Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ -.$/+%")
            guard !number.isEmpty, number.allSatisfy(allowed.contains) else {
                return .notCarried(by: self)
            }
            return nil
        case .codabar:
            let body = Set("0123456789-$:/.+")
            let guards = Set("ABCD")
            let inner =
                number.count >= 2 && guards.contains(number.first!) && guards.contains(number.last!)
                ? number.dropFirst().dropLast() : Substring(number)
            guard !inner.isEmpty, inner.allSatisfy(body.contains) else {
                return .notCarried(by: self)
            }
            return nil
        case .code128, .code93:
            guard !number.isEmpty, number.allSatisfy({ $0.isASCII && !$0.isNewline }) else {
                return .notCarried(by: self)
            }
            return nil
        case .qrCode, .pdf417, .aztec, .dataMatrix:
            return number.isEmpty || number.utf8.count > Self.maximumNumberLength ? .notCarried(by: self) : nil
        }
    }

    /// The symbology a scanned or typed number most likely has: a retail code when the digits and the check digit
    /// say so, Code 128 for other plain text, QR for the rest. Surrounding whitespace does not count: it is not stored.
    public static func guess(from typed: String) -> Barcode {
        let number = Card.trimmed(typed)
        let digits = !number.isEmpty && number.allSatisfy(\.isASCIIDigit)
        switch number.count {
        case 13 where digits && hasValidCheckDigit(number): return .ean13
        case 12 where digits && hasValidCheckDigit(number): return .upcA
        case 8 where digits && hasValidCheckDigit(number): return .ean8
        default: break
        }
        if Barcode.code128.refusal(of: number) == nil, number.count <= 40 { return .code128 }
        return .qrCode
    }

    private func checkDigitRefusal(_ number: String, length: Int) -> Refusal? {
        guard number.count == length, let expected = Self.checkDigit(of: number.dropLast()) else { return nil }
        return number.last == expected ? nil : .wrongCheckDigit(of: self, expected: expected)
    }

    /// The GS1 check digit (EAN, UPC): digits weighted 3 and 1 from the right, the difference to the next ten.
    static func checkDigit(of payload: Substring) -> Character? {
        var sum = 0
        for (index, character) in payload.reversed().enumerated() {
            guard let digit = character.wholeNumberValue else { return nil }
            sum += digit * (index.isMultiple(of: 2) ? 3 : 1)
        }
        return Character(String((10 - sum % 10) % 10))
    }

    static func hasValidCheckDigit(_ number: String) -> Bool {
        checkDigit(of: number.dropLast()) == number.last
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
