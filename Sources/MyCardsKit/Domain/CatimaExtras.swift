import Foundation

/// What a card imported from Catima carries that My Cards has no field for, kept so an export gives every field back
/// (Codes.md "Catima import and export"). Each value is the text of its column as the file had it ("" for an empty
/// cell or a column the file lacked), never reformatted: a balance of `12.50` stays `12.50`. Local to this store, like
/// the favourite mark: never uploaded, kept through downloads and edits.
public struct CatimaExtras: Equatable, Hashable, Sendable, Codable {
    /// Catima's `_id`: the number its images and group links name the card by. An export keeps it when it is free.
    public var id: String
    public var note: String
    /// When the card starts being valid and when it expires: Catima's timestamps, as written.
    public var validFrom: String
    public var expiry: String
    /// The balance as a decimal number, and its currency (an ISO 4217 code, or "" for points).
    public var balance: String
    public var balanceType: String
    /// The barcode's value where it differs from the card's number, and the character set it is encoded in.
    public var barcodeID: String
    public var barcodeEncoding: String
    /// An Android colour (a signed 32-bit ARGB number).
    public var headerColor: String
    public var lastUsed: String
    /// "1" when the card is archived in Catima.
    public var archive: String
    /// The names of the Catima groups the card is in, in the file's order.
    public var groups: [String]
    /// Catima's `card_<id>_icon.png`: PNG or JPEG bytes, checked to decode when imported.
    public var icon: Data?

    /// The store keeps the icon's bytes in a column of their own, not in the JSON of the rest.
    enum CodingKeys: String, CodingKey {
        case id, note, validFrom, expiry, balance, balanceType, barcodeID, barcodeEncoding, headerColor, lastUsed
        case archive, groups
    }

    public init(
        id: String = "", note: String = "", validFrom: String = "", expiry: String = "", balance: String = "",
        balanceType: String = "", barcodeID: String = "", barcodeEncoding: String = "", headerColor: String = "",
        lastUsed: String = "", archive: String = "", groups: [String] = [], icon: Data? = nil
    ) {
        self.id = id
        self.note = note
        self.validFrom = validFrom
        self.expiry = expiry
        self.balance = balance
        self.balanceType = balanceType
        self.barcodeID = barcodeID
        self.barcodeEncoding = barcodeEncoding
        self.headerColor = headerColor
        self.lastUsed = lastUsed
        self.archive = archive
        self.groups = groups
        self.icon = icon
    }
}
