import Foundation

/// A loyalty card: its name, photos of both sides, the number a checkout scans and the barcode it is drawn in,
/// whether the user marked it as a favourite, and the store's revision of it.
public struct Card: Identifiable, Equatable, Hashable, Sendable {
    /// The two sides of a card.
    public enum Side: String, CaseIterable, Sendable {
        case front, back
    }

    public let identifier: String
    public var name: String
    public var front: Photo?
    public var back: Photo?
    /// The card's number as a checkout scans it: digits or text; nil when the card has none.
    public var number: String?
    /// The symbology `number` is drawn in; nil: the one the number most likely has (`Barcode.guess(from:)`).
    public var barcode: Barcode?
    /// Marked by the user on the Card screen: listed first on Cards. Local to this store, never uploaded, kept
    /// through downloads.
    public var isFavourite: Bool
    /// The fields of a card imported from Catima that My Cards does not show (its note, balance, groups, …), kept
    /// for an export; nil for a card that never came from Catima. Local to this store: never uploaded. Part of
    /// equality: they are the user's data, even where no screen shows them yet.
    public var catima: CatimaExtras? {
        get { catimaBox.map { $0.value } }
        set { catimaBox = newValue.map(CatimaBox.boxed) }
    }
    /// `catima` on the heap: inline, its thirteen fields made every card 344 bytes instead of 152, for the few cards
    /// that have them — 1.9 MB more for each list of 10,000 cards a download or a launch holds
    /// (Benchmarks.md).
    private var catimaBox: CatimaBox?
    /// Which stored version of the card this is: the store gives a card a new revision at every write, so a
    /// save of a card another window changed or deleted since it was read is caught. 0 for a card never stored.
    /// Not part of equality: two cards are equal when they look the same to the user.
    public var revision: Int

    public var id: String { identifier }

    public init(
        identifier: String, name: String, front: Photo? = nil, back: Photo? = nil, number: String? = nil,
        barcode: Barcode? = nil, isFavourite: Bool = false, catima: CatimaExtras? = nil, revision: Int = 0
    ) {
        self.identifier = identifier
        self.name = name
        self.front = front
        self.back = back
        self.number = number
        self.barcode = barcode
        self.isFavourite = isFavourite
        self.catimaBox = catima.map(CatimaBox.boxed)
        self.revision = revision
    }

    public static func == (lhs: Card, rhs: Card) -> Bool {
        lhs.identifier == rhs.identifier && lhs.name == rhs.name && lhs.front == rhs.front && lhs.back == rhs.back
            && lhs.number == rhs.number && lhs.barcode == rhs.barcode && lhs.isFavourite == rhs.isFavourite
            && lhs.catima == rhs.catima
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
        hasher.combine(name)
        hasher.combine(front)
        hasher.combine(back)
        hasher.combine(number)
        hasher.combine(barcode)
        hasher.combine(isFavourite)
        hasher.combine(catima)
    }

    /// A new, empty card with a fresh UUID, as the create screen starts with.
    public static func new(identifier: String = UUID().uuidString) -> Card {
        Card(identifier: identifier, name: "")
    }

    public subscript(side: Side) -> Photo? {
        get { side == .front ? front : back }
        set {
            switch side {
            case .front: front = newValue
            case .back: back = newValue
            }
        }
    }
}

extension Card {
    /// A card can be saved with an identifier, a name, and a number or both photos (a checkout needs one or the
    /// other).
    public var isValid: Bool {
        !identifier.isEmpty && !trimmedName.isEmpty && (hasNumber || (front != nil && back != nil))
    }

    /// A number with something in it other than whitespace. An ASCII byte other than space and tab is such a
    /// thing, which answers for every number without asking Foundation (a first cast through it costs `show --code`
    /// a walk over every protocol-conformance record of the binary).
    public var hasNumber: Bool {
        guard let number else { return false }
        if number.utf8.contains(where: { $0 < 0x80 && $0 != 0x20 && $0 != 0x09 }) { return true }
        return !number.trimmingCharacters(in: .whitespaces).isEmpty
    }

    /// The number without surrounding whitespace, as it is saved and drawn (`trimmed(_:)`), or nil when there is none.
    public var trimmedNumber: String? {
        guard hasNumber, let number else { return nil }
        return Self.trimmed(number)
    }

    /// The name as shown and sorted: surrounding whitespace removed (`trimmed(_:)`).
    public var trimmedName: String {
        Self.trimmed(name)
    }

    /// `text` without surrounding whitespace and newlines. The Cards screen asks it of every card's name; through
    /// Foundation that was a tenth of a launch with 10,000 cards, so a text whose first and last bytes are ASCII
    /// other than whitespace — nearly every name — is returned as it is without asking Foundation.
    public static func trimmed(_ text: String) -> String {
        var text = text
        let untouched = text.withUTF8 { bytes in
            guard let first = bytes.first, let last = bytes.last else { return true }
            return isPlainASCII(first) && isPlainASCII(last)
        }
        return untouched ? text : text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// ASCII and not one of the ASCII members of `whitespacesAndNewlines` (tab, line feed to return, space).
    private static func isPlainASCII(_ byte: UInt8) -> Bool {
        byte < 0x80 && byte != 0x20 && !(0x09...0x0D).contains(byte)
    }
}

extension Card {
    /// The order of the Cards screen: favourites first, then by name ignoring case, then by identifier.
    public static func displayOrder(_ lhs: Card, _ rhs: Card) -> Bool {
        if lhs.isFavourite != rhs.isFavourite { return lhs.isFavourite }
        return switch DisplayTextOrder.compare(lhs.name, rhs.name) {
        case .orderedAscending: true
        case .orderedDescending: false
        case .orderedSame: lhs.identifier < rhs.identifier
        }
    }
}

/// A card's Catima fields on the heap, as an indirect case rather than a class: a value like any other field, so a
/// card stays a pure value — what TEA's rules ask of its state ("no reference types") holds for an imported card too.
private indirect enum CatimaBox: Sendable {
    case boxed(CatimaExtras)

    var value: CatimaExtras {
        switch self {
        case .boxed(let value): value
        }
    }
}
