/// What each symbology can carry, checked before anything is drawn, so a form can say why in a sentence; and the
/// symbology a number most likely has, for the form's "Guess".
extension Barcode {
    /// The longest number any of them takes here, in bytes: the largest symbols hold far more, but a card's number
    /// is never near it, and a screen could not show it.
    public static let maximumNumberLength = 300

    /// Why `number` cannot be drawn as this symbology, or nil when it can.
    public func reasonRefusing(_ number: String) -> String? {
        let digits = number.allSatisfy(\.isASCIIDigit)
        switch self {
        case .ean13:
            guard digits, [12, 13].contains(number.count) else { return "EAN-13 needs 12 or 13 digits" }
            return checkDigitReason(number, length: 13)
        case .ean8:
            guard digits, [7, 8].contains(number.count) else { return "EAN-8 needs 7 or 8 digits" }
            return checkDigitReason(number, length: 8)
        case .upcA:
            guard digits, [11, 12].contains(number.count) else { return "UPC-A needs 11 or 12 digits" }
            return checkDigitReason(number, length: 12)
        case .upcE:
            // Number systems 2–9 are not UPC-E: libzint would quietly make them 0.
            guard digits, [7, 8].contains(number.count), number.first == "0" || number.first == "1" else {
                return "UPC-E needs 7 or 8 digits starting with 0 or 1"
            }
            return nil
        case .itf:
            // Scanners (and zxing) do not read fewer than 6; an odd count would be padded with a 0.
            guard digits, number.count >= 6, number.count.isMultiple(of: 2) else {
                return "ITF needs an even number of digits, at least 6"
            }
            return nil
        case .code39:
            let allowed = Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ -.$/+%")
            guard !number.isEmpty, number.allSatisfy(allowed.contains) else {
                return "Code 39 takes capital letters, digits, spaces and - . $ / + %"
            }
            return nil
        case .codabar:
            let body = Set("0123456789-$:/.+")
            let guards = Set("ABCD")
            let inner =
                number.count >= 2 && guards.contains(number.first!) && guards.contains(number.last!)
                ? number.dropFirst().dropLast() : Substring(number)
            guard !inner.isEmpty, inner.allSatisfy(body.contains) else {
                return "Codabar takes digits and - $ : / . +, between optional A–D"
            }
            return nil
        case .code128, .code93:
            guard !number.isEmpty, number.allSatisfy({ $0.isASCII && !$0.isNewline }) else {
                return "\(displayName) takes plain ASCII characters only"
            }
            return nil
        case .qrCode, .pdf417, .aztec, .dataMatrix:
            return number.isEmpty || number.utf8.count > Self.maximumNumberLength
                ? "\(displayName) needs 1 to \(Self.maximumNumberLength) bytes" : nil
        }
    }

    /// The symbology a scanned or typed number most likely has: a retail code when the digits and the check digit
    /// say so, Code 128 for other plain text, QR for the rest.
    public static func guess(from number: String) -> Barcode {
        let digits = !number.isEmpty && number.allSatisfy(\.isASCIIDigit)
        switch number.count {
        case 13 where digits && hasValidCheckDigit(number): return .ean13
        case 12 where digits && hasValidCheckDigit(number): return .upcA
        case 8 where digits && hasValidCheckDigit(number): return .ean8
        default: break
        }
        if Barcode.code128.reasonRefusing(number) == nil, number.count <= 40 { return .code128 }
        return .qrCode
    }

    private func checkDigitReason(_ number: String, length: Int) -> String? {
        guard number.count == length, let expected = Self.checkDigit(of: number.dropLast()) else { return nil }
        return number.last == expected ? nil : "The last digit of this \(displayName) should be \(expected)"
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
