import MyCardsDisplayData
import MyCardsKit

/// What `show` prints for a card (Behaviour.md "Executables and command line"): its photo as half blocks in colour, or
/// its name and identifier as plain text where colour is not wanted; with `--code`, its number drawn as its barcode
/// (Codes.md), for a terminal held up at a checkout. Reads the store only; the caller writes the text.
public struct CardShow: Sendable {
    /// What the user asked for on the command line.
    public struct Request: Equatable, Sendable {
        public var name: String
        public var side: Card.Side
        /// Columns for the photo; nil fits it to the terminal (or 80 columns when stdout is not one).
        public var width: Int?
        public var color: ShowColor
        /// `--code`: the card's barcode instead of a photo.
        public var code: Bool

        public init(
            name: String, side: Card.Side = .front, width: Int? = nil, color: ShowColor = .auto, code: Bool = false
        ) {
            self.name = name
            self.side = side
            self.width = width
            self.color = color
            self.code = code
        }
    }

    /// Where the text goes: whether stdout is a terminal, its size if known, and the environment (`NO_COLOR`).
    public struct Output: Equatable, Sendable {
        public var isTerminal: Bool
        public var size: Size?
        public var environment: [String: String]
        /// The pixels the terminal draws (`GraphicsDetection`); nil: half blocks.
        public var graphics: PixelGraphics?

        public init(
            isTerminal: Bool, size: Size? = nil, environment: [String: String] = [:], graphics: PixelGraphics? = nil
        ) {
            self.isTerminal = isTerminal
            self.size = size
            self.environment = environment
            self.graphics = graphics
        }
    }

    /// The width a photo gets when nothing says otherwise and stdout is no terminal.
    public static let defaultColumns = 80

    private let decoder: any PhotoDecoding
    private let renderer: HalfBlockRenderer

    public init(decoder: any PhotoDecoding = PhotoDecoder(), renderer: HalfBlockRenderer = HalfBlockRenderer()) {
        self.decoder = decoder
        self.renderer = renderer
    }

    /// The text to print.
    public func text(for request: Request, from store: any CardStoreReading, to output: Output) throws(ShowError)
        -> String
    {
        let card = try matchingCard(request.name, in: store)
        if request.code { return try code(of: card, request: request, output: output) }
        guard Self.drawsPhoto(request.color, output: output) else {
            return "\(card.trimmedName)\n\(card.identifier)\n"
        }
        guard let photo = card[request.side] else { throw .noPhoto(name: card.trimmedName, side: request.side) }
        let image: RGBAImage
        do {
            image = try decoder.decode(photo)
        } catch {
            throw .unreadablePhoto(name: card.trimmedName, side: request.side, error)
        }
        let area = Self.area(for: request.width, output: output)
        if let graphics = output.graphics,
            let text = InlinePicture.text(
                of: .image(image, outline: nil), cells: HalfBlockRenderer.fittedSize(for: image.size, in: area),
                graphics: graphics)
        {
            return text
        }
        let raster = renderer.render(image, fitting: area, mode: Self.colorMode(output: output))
        return ANSIText.text(of: raster)
    }

    /// The barcode at the largest whole scale that fits the width (a linear code 8 rows tall), with the number and
    /// its symbology under it; black on white where colour is wanted, the bare block elements otherwise.
    private func code(of card: Card, request: Request, output: Output) throws(ShowError) -> String {
        guard let number = card.trimmedNumber else { throw .noNumber(name: card.trimmedName) }
        let barcode = card.barcode ?? Barcode.guess(from: number)
        let matrix: ModuleMatrix
        switch BarcodeEncoder.modules(for: number, as: barcode) {
        case .success(let modules): matrix = modules
        case .failure(let error): throw .unencodable(name: card.trimmedName, reason: Messages.notDrawn(error))
        }
        let area = Self.area(for: request.width, output: output)
        let caption = "\(number)  \(barcode.displayName)\n"
        if let text = pixelCode(matrix, of: barcode, in: area, output: output, color: request.color) {
            return text + caption
        }
        let room = Size(width: area.width, height: barcode.isLinear ? min(area.height, Self.codeRows + 2) : area.height)
        guard let picture = BarcodePicture.fitting(matrix, of: barcode, in: room, linearRows: Self.codeRows + 2)
        else {
            throw BarcodePicture.misfit(matrix, of: barcode, in: room) == .tooWide
                ? .codeTooWide(name: card.trimmedName, columns: area.width)
                : .codeTooTall(name: card.trimmedName, rows: room.height)
        }
        let colored = Self.drawsPhoto(request.color, output: output)
        let style =
            colored ? ANSIText.escape(from: .plain, to: BarcodeStyle.style(for: Self.colorMode(output: output))) : ""
        let rows = picture.rows.map { colored ? "\(style)\($0)\u{1B}[0m" : $0 }
        return rows.joined(separator: "\n") + "\n" + caption
    }

    /// The code in pixels at the largest whole module width the width allows, where the terminal draws pixels and
    /// colour is wanted; nil otherwise (the block elements then).
    private func pixelCode(_ matrix: ModuleMatrix, of barcode: Barcode, in area: Size, output: Output, color: ShowColor)
        -> String?
    {
        guard let graphics = output.graphics, Self.drawsPhoto(color, output: output) else { return nil }
        let quiet = BarcodePicture.quietZone(of: barcode)
        guard
            let cells = InlinePicture.cells(
                for: matrix, quietZone: quiet, isLinear: barcode.isLinear, columns: area.width,
                rows: min(area.height, 4 * area.width), linearRows: Self.codeRows + 2, graphics: graphics)
        else { return nil }
        return InlinePicture.text(
            of: .code(matrix, quietZone: quiet, isLinear: barcode.isLinear), cells: cells, graphics: graphics)
    }

    /// The bars' height, in rows, of a linear code `--code` prints: tall enough for a scanner's line, short enough
    /// to leave the number on the screen; a matrix code takes the rows its width gives it.
    static let codeRows = 8

    /// 24-bit colour where the terminal announces it (`COLORTERM=truecolor` or `24bit`), as the full-screen app
    /// does; else the 256-colour palette every colour terminal of today draws.
    public static func colorMode(output: Output) -> ColorMode {
        ColorModeDetection.announcesTrueColor(output.environment) ? .trueColor : .palette256
    }

    /// `always` draws whatever stdout is; `auto` only on a terminal and only without `NO_COLOR`.
    public static func drawsPhoto(_ color: ShowColor, output: Output) -> Bool {
        switch color {
        case .always: true
        case .never: false
        case .auto: output.isTerminal && !ColorModeDetection.wantsNoColor(output.environment)
        }
    }

    /// The cells the photo may fill: `--width` columns and as many rows as its aspect needs; else the terminal less
    /// one row (so the shell's next prompt does not push the top off); else the default width.
    public static func area(for width: Int?, output: Output) -> Size {
        let unbounded = Int(Int32.max)
        if let width { return Size(width: width, height: unbounded) }
        if output.isTerminal, let size = output.size {
            return Size(width: size.width, height: max(1, size.height - 1))
        }
        return Size(width: defaultColumns, height: unbounded)
    }

    private func matchingCard(_ name: String, in store: any CardStoreReading) throws(ShowError) -> Card {
        do throws(PersistenceError) {
            if let summary = CardLookup.bestMatch(for: name, in: try store.summaries()),
                let card = try store.card(identifier: summary.identifier)
            {
                return card
            }
        } catch {
            throw .store(error)
        }
        throw .noCard(name: name)
    }
}

/// `--color`: draw the photo only on a terminal without `NO_COLOR` (auto), always, or never.
public enum ShowColor: String, CaseIterable, Sendable {
    case auto, always, never
}

/// Why `show` printed no photo. `description` is the line on stderr.
public enum ShowError: Error, Equatable, CustomStringConvertible {
    case noCard(name: String)
    case noStore(path: String)
    case noPhoto(name: String, side: Card.Side)
    case unreadablePhoto(name: String, side: Card.Side, ImageError)
    case store(PersistenceError)
    case noNumber(name: String)
    case unencodable(name: String, reason: String)
    case codeTooWide(name: String, columns: Int)
    case codeTooTall(name: String, rows: Int)

    /// "1 column", "80 columns".
    private static func count(_ value: Int, _ noun: String) -> String {
        value == 1 ? "1 \(noun)" : "\(value) \(noun)s"
    }

    public var description: String {
        switch self {
        case .noCard(let name): "No card named “\(name)”"
        case .noStore(let path): "No card store at \(path)"
        case .noPhoto(let name, let side): "“\(name)” has no \(side) photo"
        case .unreadablePhoto(let name, let side, let error):
            "The \(side) photo of “\(name)” cannot be shown: \(error.message)"
        case .store(let error): "The card store cannot be read: \(error.message)"
        case .noNumber(let name): "“\(name)” has no number"
        case .unencodable(let name, let reason): "The number of “\(name)” cannot be drawn: \(reason)"
        case .codeTooWide(let name, let columns):
            "The code of “\(name)” is too wide for \(Self.count(columns, "column")): widen the terminal or make the font "
                + "smaller"
        case .codeTooTall(let name, let rows):
            "The code of “\(name)” is too tall for \(Self.count(rows, "row")): make the terminal taller or the font "
                + "smaller"
        }
    }
}
