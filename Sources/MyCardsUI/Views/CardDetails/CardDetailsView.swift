import MyCardsDisplayData
import MyCardsKit

/// One card: its name, number and both photos. In `normal` mode it is read-only; in `edit` and `create` mode it is a
/// form (name field, number field and barcode chooser once the owner takes them, front, back, Save, Delete in edit
/// mode only, Cancel) whose focus the view keeps. It reports what the user does and never checks or saves anything
/// itself.
@MainActor
public final class CardDetailsView: Screen, SendsViewEvents {
    public var eventRoute: BoundaryRoute?
    public static let frontCaption = Card.Side.front.caption
    public static let backCaption = Card.Side.back.caption

    public var data = CardDetailsDisplayData() {
        didSet {
            told("set data")
            apply(replacing: oldValue)
        }
    }
    /// The focused form element. Kept across redraws, resizes and new data; the owner may set it (say, back on
    /// Front after a photo was chosen). A focus the mode does not have becomes the nearest one that it has.
    public var focus: CardDetailsFocus = .name {
        didSet { focus = Self.valid(focus, in: data.mode, offersNumber: offersNumber) }
    }

    public var onEdit: (@MainActor () -> Void)?
    public var onShowPhoto: (@MainActor (Card.Side) -> Void)?
    public var onBack: (@MainActor () -> Void)?
    public var onToggleFavourite: (@MainActor () -> Void)?
    /// `c`, offered once an owner sets it: the Code screen.
    public var onShowCode: (@MainActor () -> Void)?
    public var onNameChange: (@MainActor (String) -> Void)?
    /// The form's Number field and Barcode chooser, offered once an owner sets this.
    public var onNumberChange: (@MainActor (String) -> Void)? {
        didSet { focus = Self.valid(focus, in: data.mode, offersNumber: offersNumber) }
    }
    /// The chooser's symbology; nil is "Guess" (the one the number most likely has).
    public var onBarcodeChange: (@MainActor (Barcode?) -> Void)?
    public var onChoosePhoto: (@MainActor (Card.Side) -> Void)?
    public var onSave: (@MainActor () -> Void)?
    public var onDelete: (@MainActor () -> Void)?
    public var onCancel: (@MainActor () -> Void)?

    private let theme: Theme
    private let photoCache: PhotoCache
    private var field = TextFieldState(maximumLength: CardName.maximumLength)
    private var numberField = TextFieldState(maximumLength: Barcode.maximumNumberLength)
    /// The chooser's symbology as shown: the owner's, or the one the user stepped to since.
    private var chosenBarcode: Barcode?
    /// Shown after a full name field, for as long as it is full.
    static let fullNameNote = " at most \(CardName.maximumLength) characters"
    /// The chooser's choices in the order Enter steps through them: Guess first.
    static let barcodeChoices: [Barcode?] = [nil] + Barcode.allCases.map { $0 }

    public init(theme: Theme, photoCache: PhotoCache) {
        self.theme = theme
        self.photoCache = photoCache
    }

    public var title: String { data.mode.title }
    /// The card and its form are two things: an error about the form ("The last digit of this EAN-13 should be 1")
    /// goes with the form when it is left.
    public var statusScope: String { data.mode.title }

    /// The name as typed so far.
    public var nameText: String { field.text }

    /// The number as typed so far.
    public var numberText: String { numberField.text }

    public var acceptsTextInput: Bool { data.mode.isEditing && focus.isTextField }

    private var offersNumber: Bool { onNumberChange != nil }

    public var keyHints: [KeyHint] {
        CardDetailsKeyHints.hints(
            mode: data.mode, focus: focus, isFavourite: data.isFavourite, offersCode: onShowCode != nil)
    }

    public func render(into buffer: inout ScreenBuffer, area: Rect) -> Point? {
        buffer.fill(area, style: theme.text)
        let showsNumber = data.mode.isEditing ? offersNumber : data.number != nil
        let layout = CardDetailsLayout(area: area, mode: data.mode, showsNumber: showsNumber)
        var cursor = drawName(in: layout, into: &buffer)
        if data.mode.isEditing {
            cursor = drawNumberField(in: layout, into: &buffer) ?? cursor
            if let row = layout.barcodeRow { drawBarcodeChooser(in: row, layout: layout, into: &buffer) }
        } else if let row = layout.numberRow, let number = data.number {
            drawNumber(number, in: row, into: &buffer)
        }
        drawPhoto(data.front, caption: Self.frontCaption, isFocused: isFocused(.front), in: layout.front, into: &buffer)
        drawPhoto(data.back, caption: Self.backCaption, isFocused: isFocused(.back), in: layout.back, into: &buffer)
        if let row = layout.buttonRow { drawButtons(in: row, into: &buffer) }
        return cursor
    }

    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key): return data.mode.isEditing ? handleForm(key) : handleNormal(key)
        case .paste(let text) where acceptsTextInput:
            return edit {
                $0.paste(text)
                return true
            }
        default: return false
        }
    }

    private func handleNormal(_ key: Key) -> Bool {
        switch key {
        case .character("e"): send("edit") { onEdit?() }
        case .character("f"): send("showPhoto") { onShowPhoto?(.front) }
        case .character("b"): send("showPhoto") { onShowPhoto?(.back) }
        case .character("*"): send("toggleFavourite") { onToggleFavourite?() }
        case .character("c") where onShowCode != nil: send("showCode") { onShowCode?() }
        case .escape: send("back") { onBack?() }
        default: return false
        }
        return true
    }

    private func handleForm(_ key: Key) -> Bool {
        switch key {
        case .control("s"): send("save") { onSave?() }
        case .escape: send("cancel") { onCancel?() }
        case .enter: activate()
        case .tab: moveFocus(by: 1)
        case .backTab: moveFocus(by: -1)
        case .down where !focus.isTextField: moveFocus(by: 1)
        case .up where !focus.isTextField: moveFocus(by: -1)
        case .right where focus == .barcode: stepBarcode(by: 1)
        case .left where focus == .barcode: stepBarcode(by: -1)
        default: return focus.isTextField && edit(with: key)
        }
        return true
    }

    private func edit(with key: Key) -> Bool {
        edit { $0.handle(key) }
    }

    /// Applies a change to the focused text field and reports the new text when it changed.
    private func edit(_ change: (inout TextFieldState) -> Bool) -> Bool {
        guard focus == .number else {
            let before = field.text
            guard change(&field) else { return false }
            if field.text != before { send("nameChange") { onNameChange?(field.text) } }
            return true
        }
        let before = numberField.text
        guard change(&numberField) else { return false }
        if numberField.text != before { send("numberChange") { onNumberChange?(numberField.text) } }
        return true
    }

    /// Enter and → step forward through the choices, ← back, around the ends.
    private func stepBarcode(by step: Int) {
        let choices = Self.barcodeChoices
        let index = choices.firstIndex(of: chosenBarcode) ?? 0
        chosenBarcode = choices[(index + step + choices.count) % choices.count]
        send("barcodeChange") { onBarcodeChange?(chosenBarcode) }
    }

    private func activate() {
        switch focus {
        case .name, .number: moveFocus(by: 1)
        case .barcode: stepBarcode(by: 1)
        case .front: send("choosePhoto") { onChoosePhoto?(.front) }
        case .back: send("choosePhoto") { onChoosePhoto?(.back) }
        case .save: send("save") { onSave?() }
        case .delete: send("delete") { onDelete?() }
        case .cancel: send("cancel") { onCancel?() }
        }
    }

    private func moveFocus(by step: Int) {
        let order = CardDetailsFocus.order(in: data.mode, offersNumber: offersNumber)
        guard let index = order.firstIndex(of: focus) else { return }
        focus = order[(index + step + order.count) % order.count]
    }

    private func isFocused(_ element: CardDetailsFocus) -> Bool {
        data.mode.isEditing && focus == element
    }

    private func apply(replacing old: CardDetailsDisplayData) {
        // Only a name the owner changed replaces the field's text: an echo of what was typed must not move the
        // cursor, and an owner that does not echo must not wipe it. A new mode always starts from the owner's
        // name, or text typed in a discarded edit would come back with the next one.
        let modeChanged = data.mode != old.mode
        if modeChanged || (data.name != old.name && data.name != field.text) { field.setText(data.name) }
        let number = data.number ?? ""
        if modeChanged || (data.number != old.number && number != numberField.text) { numberField.setText(number) }
        if modeChanged || data.barcode != old.barcode { chosenBarcode = data.barcode }
        if modeChanged { focus = .name }
        focus = Self.valid(focus, in: data.mode, offersNumber: offersNumber)
    }

    private static func valid(
        _ focus: CardDetailsFocus, in mode: CardDetailsMode, offersNumber: Bool
    ) -> CardDetailsFocus {
        if focus == .delete && mode == .create { return .cancel }
        if !offersNumber && (focus == .number || focus == .barcode) { return .name }
        return focus
    }

    private func drawName(in layout: CardDetailsLayout, into buffer: inout ScreenBuffer) -> Point? {
        let row = layout.nameRow
        guard data.mode.isEditing else {
            buffer.write("Name", at: row.origin, style: theme.disabled)
            let label = FavouriteMark.label(data.name, isFavourite: data.isFavourite)
            let name = Ellipsis.fit(label, width: row.width - CardDetailsLayout.labelWidth)
            buffer.write(name, at: layout.field.origin, style: .bold)
            return nil
        }
        let labelStyle = focus == .name ? theme.focus : theme.text
        buffer.write("Name", at: row.origin, style: labelStyle)
        var fieldArea = layout.field
        if field.isFull {
            let note = Ellipsis.fit(Self.fullNameNote, width: fieldArea.width / 2)
            fieldArea.size.width -= DisplayWidth.of(note)
            buffer.write(note, at: Point(x: fieldArea.maxX, y: fieldArea.y), style: theme.disabled)
        }
        return TextField(isFocused: focus == .name, theme: theme).render(
            into: &buffer, area: fieldArea, state: &field)
    }

    private func drawNumberField(in layout: CardDetailsLayout, into buffer: inout ScreenBuffer) -> Point? {
        guard let row = layout.numberRow else { return nil }
        buffer.write("Number", at: row.origin, style: focus == .number ? theme.focus : theme.text)
        return TextField(isFocused: focus == .number, theme: theme).render(
            into: &buffer, area: layout.field(on: row), state: &numberField)
    }

    /// "Barcode  ‹ Guess: EAN-13 ›": the chosen symbology, or Guess with the one the number typed so far gets.
    private func drawBarcodeChooser(in row: Rect, layout: CardDetailsLayout, into buffer: inout ScreenBuffer) {
        let isFocused = focus == .barcode
        buffer.write("Barcode", at: row.origin, style: isFocused ? theme.focus : theme.text)
        let choice =
            chosenBarcode?.displayName
            ?? (numberField.text.isEmpty ? "Guess" : "Guess: \(Barcode.guess(from: numberField.text).displayName)")
        let area = layout.field(on: row)
        let text = Ellipsis.fit(isFocused ? "‹ \(choice) ›" : "  \(choice)", width: area.width)
        buffer.write(text, at: area.origin, style: isFocused ? theme.focus : theme.text)
    }

    /// "Number  4006381333931  EAN-13": the symbology is the card's, or the one its number is drawn in without one.
    private func drawNumber(_ number: String, in row: Rect, into buffer: inout ScreenBuffer) {
        buffer.write("Number", at: row.origin, style: theme.disabled)
        let barcode = data.barcode ?? Barcode.guess(from: number)
        let text = Ellipsis.fit(
            "\(number)  \(barcode.displayName)", width: row.width - CardDetailsLayout.labelWidth - 2)
        buffer.write(text, at: Point(x: row.x + CardDetailsLayout.labelWidth + 2, y: row.y), style: theme.text)
    }

    private func drawPhoto(
        _ photo: Photo?, caption: String, isFocused: Bool, in slot: Rect, into buffer: inout ScreenBuffer
    ) {
        let size = PhotoSlot.pictureSize(for: photo, in: Size(width: slot.width, height: slot.height - 1))
        guard size.height > 0 else { return }
        // The caption goes right under the picture, the pair centred in the slot.
        let top = slot.y + (slot.height - 1 - size.height) / 2
        let picture = Rect(x: slot.x, y: top, width: slot.width, height: size.height)
        PhotoSlot.draw(photo, cache: photoCache, theme: theme, in: picture, into: &buffer)
        let text = isFocused ? "\(theme.focusMarker) \(caption)" : caption
        let x = slot.x + max(0, (slot.width - DisplayWidth.of(text)) / 2)
        buffer.write(text, at: Point(x: x, y: picture.maxY), style: isFocused ? theme.focus : theme.text)
    }

    private func drawButtons(in row: Rect, into buffer: inout ScreenBuffer) {
        var x = row.x
        let buttons: [(CardDetailsFocus, String)] = [(.save, "Save"), (.delete, "Delete"), (.cancel, "Cancel")]
        for (element, label) in buttons where CardDetailsFocus.order(in: data.mode).contains(element) {
            let button = Button(label: label, isFocused: focus == element, theme: theme)
            button.render(into: &buffer, area: Rect(x: x, y: row.y, width: row.maxX - x, height: 1))
            x += button.width + 2
        }
    }
}
