import MyCardsUI
import Nimble
import Testing

@Suite("Theme")
struct ThemeSpec {
    @Suite("when the terminal has no colours")
    struct Monochrome {
        let theme = Theme(colorMode: .monochrome)

        @Test("uses no colour in any style")
        func usesNoColour() {
            let styles = [
                theme.text, theme.titleBar, theme.keyBar, theme.keyBarKey, theme.status, theme.error, theme.selection,
                theme.focus, theme.disabled, theme.border, theme.field, theme.focusedField,
            ]

            let colours = Set(styles.flatMap { [$0.foreground, $0.background] })

            expect(colours).to(equal([.terminalDefault]))
        }

        @Test("shows selection and focus in reverse video")
        func reversesSelectionAndFocus() {
            let attributes = [theme.selection.attributes, theme.focus.attributes]

            expect(attributes.allSatisfy { $0.contains(.reverse) }).to(beTrue())
        }

        @Test("greys disabled items with dim")
        func dimsDisabled() {
            expect(theme.disabled.attributes).to(contain(.dim))
        }
    }

    @Suite("when the terminal has colours")
    struct Colours {
        @Test("gives selection a background colour", arguments: [ColorMode.basic, .palette256, .trueColor])
        func coloursSelection(mode: ColorMode) {
            let theme = Theme(colorMode: mode)

            expect(theme.selection.background).toNot(equal(.terminalDefault))
        }

        @Test("keeps the palette's colours in 24-bit colour, so the screens look the same as in 256")
        func samePalette() {
            let trueColor = Theme(colorMode: .trueColor)
            let palette = Theme(colorMode: .palette256)

            expect([trueColor.titleBar, trueColor.selection, trueColor.focus]).to(
                equal([palette.titleBar, palette.selection, palette.focus]))
        }
    }
}
