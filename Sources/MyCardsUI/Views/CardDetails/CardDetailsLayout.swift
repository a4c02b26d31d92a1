import MyCardsDisplayData
import MyCardsKit

/// Where the parts of the card details screen go: the name row, the number row (in normal mode of a card that has
/// one; in a form that offers it, with the barcode row under it), the two photo slots (side by side, or stacked when
/// that shows the photos larger), and the button row of the form.
struct CardDetailsLayout: Equatable {
    /// Blank rows around the form only when there is room for them.
    static let roomyHeight = 16
    static let labelWidth = 6
    /// "Barcode" and two spaces: a form's labels, when it has that row.
    static let formLabelWidth = 9
    static let maximumFieldWidth = 48

    let nameRow: Rect
    /// In normal mode, the number of a card that has one; in a form that offers it, the Number field.
    let numberRow: Rect?
    /// The Barcode chooser of a form that offers the number.
    let barcodeRow: Rect?
    /// Where fields start after their labels.
    let labelWidth: Int
    let front: Rect
    let back: Rect
    /// Nil when not editing.
    let buttonRow: Rect?
    let isStacked: Bool

    init(area: Rect, mode: CardDetailsMode, showsNumber: Bool = false) {
        let roomy = area.height >= Self.roomyHeight
        let gap = roomy ? 1 : 0
        let inner = area.insetBy(dx: 1, dy: 0)
        nameRow = Rect(x: inner.x, y: area.y + gap, width: inner.width, height: 1)
        numberRow = showsNumber ? Rect(x: inner.x, y: nameRow.maxY, width: inner.width, height: 1) : nil
        barcodeRow =
            showsNumber && mode.isEditing ? Rect(x: inner.x, y: nameRow.maxY + 1, width: inner.width, height: 1) : nil
        labelWidth = barcodeRow == nil ? Self.labelWidth : Self.formLabelWidth
        let top = (barcodeRow ?? numberRow ?? nameRow).maxY + gap
        var bottom = area.maxY - gap
        if mode.isEditing {
            buttonRow = Rect(x: inner.x, y: bottom - 1, width: inner.width, height: 1)
            bottom -= 1 + gap
        } else {
            buttonRow = nil
        }
        let photos = Rect(x: inner.x, y: top, width: inner.width, height: max(0, bottom - top))
        isStacked = Self.stackedShowsMore(photos)
        if isStacked {
            let half = photos.height / 2
            front = Rect(x: photos.x, y: photos.y, width: photos.width, height: half)
            back = Rect(x: photos.x, y: photos.y + half, width: photos.width, height: photos.height - half)
        } else {
            let half = (photos.width - 2) / 2
            front = Rect(x: photos.x, y: photos.y, width: half, height: photos.height)
            back = Rect(x: photos.maxX - half, y: photos.y, width: half, height: photos.height)
        }
    }

    /// The name field's place on the name row, after the "Name" label.
    var field: Rect { field(on: nameRow) }

    /// A field's place on `row`, after its label.
    func field(on row: Rect) -> Rect {
        Rect(
            x: row.x + labelWidth, y: row.y, width: min(Self.maximumFieldWidth, max(0, row.width - labelWidth)),
            height: 1)
    }

    /// Compares the widest card-shaped picture each arrangement allows (one row of each slot is the caption;
    /// a cell is two pixels tall, so a row holds 2 × 1.586 columns of card).
    private static func stackedShowsMore(_ photos: Rect) -> Bool {
        func cardWidth(columns: Int, rows: Int) -> Int {
            min(columns, Int(Double(max(0, rows - 1)) * 2 * CardOutline.aspectRatio))
        }
        let sideBySide = cardWidth(columns: (photos.width - 2) / 2, rows: photos.height)
        let stacked = cardWidth(columns: photos.width, rows: photos.height / 2)
        return stacked > sideBySide
    }
}
