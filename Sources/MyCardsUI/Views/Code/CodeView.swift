import MyCardsDisplayData
import MyCardsKit

/// The Code screen: a card's number drawn as its barcode as large as the area allows at a whole scale, black on
/// white whatever the theme, the number in text under it, and nothing else — what a person holds up at a checkout.
/// It reports only that the user wants to close it.
@MainActor
public final class CodeView: Screen, SendsViewEvents {
    public var eventRoute: BoundaryRoute?
    public static let noNumber = "No number for this card"
    public static let tooWide = "This code is too wide for the screen: widen the terminal, or print it with show --code"
    public static let tooTall =
        "This code is too tall for the screen: make the terminal taller, or print it with show --code"

    public var data = CodeDisplayData(name: "") {
        didSet {
            told("set data")
            if data != oldValue { drawn = nil }
        }
    }
    public var onClose: (@MainActor () -> Void)?

    private let theme: Theme
    /// The modules of the number shown, made once per number: drawing at another size needs only the picture.
    private var drawn: Result<ModuleMatrix, BarcodeError>?

    public init(theme: Theme) {
        self.theme = theme
    }

    public var title: String { data.name.isEmpty ? "Code" : "Code · \(data.name)" }

    public var keyHints: [KeyHint] { [KeyHint(keys: "Esc q", label: "close")] }

    public func render(into buffer: inout ScreenBuffer, area: Rect) -> Point? {
        buffer.fill(area, style: theme.text)
        guard let number = data.number, let barcode = data.drawnBarcode else {
            CenteredText.draw(Self.noNumber, in: area, style: theme.text, into: &buffer)
            return nil
        }
        let modules = drawn ?? BarcodeEncoder.modules(for: number, as: barcode)
        drawn = modules
        switch modules {
        case .failure(let error):
            CenteredText.draw(Messages.notDrawn(error), in: area, style: theme.text, into: &buffer)
        case .success(let matrix):
            draw(matrix, of: barcode, number: number, in: area, into: &buffer)
        }
        return nil
    }

    /// The picture centred on the screen, then two lines under it: a blank one and the number with its symbology.
    /// Centred on the area rather than above the caption: a scanner aimed at the middle of the screen finds it there
    /// (zxing's Aztec detector starts its search for the bullseye at the picture's centre).
    private func draw(
        _ matrix: ModuleMatrix, of barcode: Barcode, number: String, in area: Rect, into buffer: inout ScreenBuffer
    ) {
        let room = Size(width: area.width, height: max(0, area.height - 2))
        let quiet = BarcodePicture.quietZone(of: barcode)
        let code = Picture.code(matrix, quietZone: quiet, isLinear: barcode.isLinear)
        let style = BarcodeStyle.style(for: theme.colorMode)
        let rect: Rect
        if let picture = BarcodePicture.fitting(matrix, of: barcode, in: room, linearRows: room.height) {
            rect = centred(Size(width: picture.width, height: picture.height), in: area, room: room)
            for (offset, row) in picture.rows.enumerated() {
                buffer.write(row, at: Point(x: rect.x, y: rect.y + offset), style: style)
            }
        } else if let pixels = theme.pixels,
            let cells = InlinePicture.cells(
                for: matrix, quietZone: quiet, isLinear: barcode.isLinear, columns: room.width, rows: room.height,
                linearRows: room.height, graphics: pixels)
        {
            // Too wide for half blocks, not for pixels: a 12-character Code 128 on 80 columns. The cells under the
            // picture are left light, as a code's quiet zone is.
            rect = centred(cells, in: area, room: room)
            buffer.fill(rect, style: style)
        } else {
            let misfit = BarcodePicture.misfit(matrix, of: barcode, in: room)
            CenteredText.draw(
                misfit == .tooWide ? Self.tooWide : Self.tooTall, in: area, style: theme.text, into: &buffer)
            return
        }
        buffer.place(code, in: rect)
        let caption = Ellipsis.fit("\(number)  \(barcode.displayName)", width: area.width - 2)
        let x = area.x + max(0, (area.width - DisplayWidth.of(caption)) / 2)
        buffer.write(caption, at: Point(x: x, y: rect.maxY + 1), style: theme.text)
    }

    private func centred(_ size: Size, in area: Rect, room: Size) -> Rect {
        let top = area.y + max(0, min((area.height - size.height) / 2, room.height - size.height))
        let left = area.x + max(0, (area.width - size.width) / 2)
        return Rect(x: left, y: top, width: size.width, height: size.height)
    }

    public func handle(_ event: InputEvent) -> Bool {
        guard case .key(let key) = event, key == .escape || key == .character("q") else { return false }
        send("close") { onClose?() }
        return true
    }
}

/// Dark bars on a light ground, as scanners read them, in whatever colours the terminal has: exact black and white
/// in 24-bit colour and from the 256-colour cube, black and bright white of the basic sixteen. With no colours at
/// all (NO_COLOR, a dumb terminal) the terminal's own foreground draws the bars.
public enum BarcodeStyle {
    public static func style(for mode: ColorMode) -> Style {
        switch mode {
        case .trueColor:
            Style(foreground: .rgb(red: 0, green: 0, blue: 0), background: .rgb(red: 255, green: 255, blue: 255))
        case .palette256: Style(foreground: .palette(16), background: .palette(231))
        case .basic: Style(foreground: .palette(0), background: .palette(15))
        case .monochrome: .plain
        }
    }
}
