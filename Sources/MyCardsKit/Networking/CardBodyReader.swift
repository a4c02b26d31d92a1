/// `CardParser` reading a body as it arrives: each card is made once its element has arrived and the body's bytes
/// are dropped as they are read, so the body is never held whole beside the cards it makes (a 10,000-card download
/// held its 6 MB body and the cards with their photos at once: 15 MB of heap, valgrind massif). The answers are those
/// of the whole body: nothing but an error for a body that is not JSON however far it got, `tooLarge` for one over
/// `CardParser.maximumBytes`.
public final class CardBodyReader: BodyReader {
    private let parser: CardParser
    private let maximumBytes: Int
    /// Locked, though one thread reads at a time: the session's while the body arrives, then its caller's.
    private let state = Locked(ReadState())

    public convenience init(parser: CardParser) {
        self.init(parser: parser, maximumBytes: CardParser.maximumBytes)
    }

    init(parser: CardParser, maximumBytes: Int) {
        self.parser = parser
        self.maximumBytes = maximumBytes
    }

    public func read(_ bytes: UnsafeRawBufferPointer) {
        state.withLock { state in
            state.read(bytes.assumingMemoryBound(to: UInt8.self), parser: parser, maximumBytes: maximumBytes)
        }
    }

    public func model() throws(NetworkError) -> ParsedCards {
        do {
            return try parsedCards()
        } catch {
            throw .invalidData(detail: error.message)
        }
    }

    /// The cards of the body read, or why it is refused.
    func parsedCards() throws(ParserError) -> ParsedCards {
        try state.withLock { (state) throws(ParserError) in try state.parsedCards(maximumBytes: maximumBytes) }
    }
}

/// Where a `CardBodyReader` stands in its body.
private struct ReadState {
    private var framer = JSONArrayFramer()
    private var cards = ParsedCardsBuilder()
    /// A body that does not start as an array is read whole at its end, which says why it is refused.
    private var whole: [UInt8]?
    private var malformed: JSONScanner.Malformed?
    private var byteCount = 0

    mutating func read(_ piece: UnsafeBufferPointer<UInt8>, parser: CardParser, maximumBytes: Int) {
        byteCount += piece.count
        guard byteCount <= maximumBytes, malformed == nil else { return drop() }
        if whole != nil {
            whole?.append(contentsOf: piece)
            return
        }
        // Moved out while the framer hands it cards, so they are added in place, not to a copy.
        var taken = cards
        cards = ParsedCardsBuilder()
        defer { cards = taken }
        do throws(JSONScanner.Malformed) {
            let notAnArray = try framer.take(piece) { (element, origin, index) throws(JSONScanner.Malformed) in
                try parser.read(element: element, origin: origin, index: index, into: &taken)
            }
            if let notAnArray { whole = notAnArray.bodyStart + piece[notAnArray.restStart...] }
        } catch {
            malformed = error
            taken = ParsedCardsBuilder()
        }
    }

    mutating func parsedCards(maximumBytes: Int) throws(ParserError) -> ParsedCards {
        guard byteCount <= maximumBytes else { throw .tooLarge(bytes: byteCount) }
        if let malformed { throw .notJSON(detail: malformed.detail) }
        if let whole { throw CardParser.refusal(ofWhole: whole) }
        let blank: JSONArrayFramer.NotAnArray?
        do throws(JSONScanner.Malformed) {
            blank = try framer.finish()
        } catch {
            throw .notJSON(detail: error.detail)
        }
        if let blank { throw CardParser.refusal(ofWhole: blank.bodyStart) }
        return cards.build()
    }

    /// The body is refused whatever follows: what was read of it goes at once.
    private mutating func drop() {
        cards = ParsedCardsBuilder()
        whole = nil
    }
}

/// The cards of a body as they are read, in batches, joined once at the end: an array grown by doubling held
/// 2.5 MB for 10,000 cards (3.7 MB while it moved) where they need 1.5 MB (valgrind massif).
struct ParsedCardsBuilder {
    private static let batchSize = 1024

    private var batches: [[Card]] = []
    private var count = 0
    private var skipped: [ParsedCards.Skipped] = []

    mutating func append(_ card: Card) {
        if batches.isEmpty || batches[batches.count - 1].count == Self.batchSize {
            batches.append([])
            batches[batches.count - 1].reserveCapacity(Self.batchSize)
        }
        batches[batches.count - 1].append(card)
        count += 1
    }

    mutating func skip(_ skipped: ParsedCards.Skipped) {
        self.skipped.append(skipped)
    }

    /// The cards in order; each batch goes as it is copied.
    mutating func build() -> ParsedCards {
        var cards: [Card] = []
        cards.reserveCapacity(count)
        for index in batches.indices {
            cards.append(contentsOf: batches[index])
            batches[index] = []
        }
        batches = []
        return ParsedCards(cards: cards, skipped: skipped)
    }
}
