import MyCardsDisplayData
import MyCardsKit
import Nimble
import Testing

@testable import MyCardsUI

/// How the Cards grid uses the terminal: tile sizes, the gap above every name, cut and whole names.
extension CardsViewSpec {
    @Suite("when the terminal is large")
    @MainActor
    struct Growing {
        static func threeCards() -> CardsViewSpec {
            let spec = CardsViewSpec()
            spec.view.data = CardsDisplayData(tiles: Array(ViewFixtures.tiles.prefix(3)))
            return spec
        }

        @Test("fills 120×40 with tiles as large as the layout allows")
        func fills120x40() {
            let spec = Self.threeCards()

            let buffer = spec.harness.render(Size(width: 120, height: 40))

            Snapshot.expect(buffer, matches: "CardsView-3-cards-120x40")
        }

        @Test("grows the tiles again at 200×50, keeping the ID-1 aspect")
        func grows200x50() {
            let small = CardTileSizing.tileSize(itemCount: 3, in: Size(width: 118, height: 36))
            let large = CardTileSizing.tileSize(itemCount: 3, in: Size(width: 198, height: 46))

            expect(small).to(equal(Size(width: 49, height: 17)))
            expect(large).to(equal(Size(width: 65, height: 22)))
            expect(PhotoSlot.pictureSize(for: nil, in: Size(width: 65, height: 20))).to(
                equal(Size(width: 65, height: 20)))
        }

        @Test("keeps the smallest tile, widened to fill the width, when the cards cannot all be shown")
        func manyCards() {
            let tile = CardTileSizing.tileSize(itemCount: 300, in: Size(width: 98, height: 28))

            expect(tile).to(equal(Size(width: 23, height: 9)))
        }

        @Test("lays out again on a resize and keeps the selection")
        func keepsSelectionOnResize() {
            let spec = CardsViewSpec()
            _ = spec.harness.render(ViewHarness.wide)
            spec.harness.send(.character("G"))

            spec.harness.frame.handle(.resize(Size(width: 200, height: 50)))
            let buffer = spec.harness.render(Size(width: 200, height: 50))

            expect(spec.view.selectedIdentifier).to(equal("e"))
            let selectedRow = (0..<50).first { buffer.row(at: $0).contains("▶") }
            expect(selectedRow.map { buffer.row(at: $0) }).to(contain("swifting.io"))
        }
    }

    @Suite("when tiles are drawn")
    @MainActor
    struct Tiles {
        @Test("leaves a blank row between an ID-1 picture and its name")
        func gapAboveName() {
            let spec = CardsViewSpec()

            let buffer = spec.harness.render(ViewHarness.wide)

            let nameRow = (0..<32).first { buffer.row(at: $0).contains("Bücherwurm") } ?? 0
            expect(buffer.row(at: nameRow - 1)).to(equal(""))
            expect(buffer.row(at: nameRow - 2)).toNot(equal(""))
        }

        @Test("cuts a name after its last word, with no space before the …")
        func noSpaceBeforeEllipsis() {
            expect(Ellipsis.fit("Shared One fromB and more", width: 18)).to(equal("Shared One fromB…"))
        }

        @Test("keeps the end of the selected card's cut name, so names that share a long start differ")
        func selectedNameKeepsItsEnd() {
            let spec = CardsViewSpec()
            spec.view.data = CardsDisplayData(
                tiles: (0..<300).map {
                    CardTile(
                        identifier: "\($0)", name: "Aurora Coffee Roastery " + String(format: "%03d", $0), front: nil)
                })
            _ = spec.harness.render(ViewHarness.wide)

            spec.harness.send(.right)
            let buffer = spec.harness.render(ViewHarness.wide)

            expect(buffer.text()).to(contain("Aurora Co…stery 001"))
            expect(buffer.text()).toNot(contain("Roastery 000"))
        }

        @Test(
            "keeps a long name with wide characters inside its tile, selected or not",
            arguments: [0, 1, 2])
        func labelStaysInItsTile(selected: Int) {
            let spec = CardsViewSpec()
            let long = "Café Ünïcode ☕k1k2k3k4k5k6k7k8k9k10k11k12k13k14k15k16k17k18"
            spec.view.data = CardsDisplayData(
                tiles: [
                    CardTile(identifier: "a", name: "Bücherwurm Books", front: nil),
                    CardTile(identifier: "b", name: long, front: nil),
                    CardTile(identifier: "c", name: "Zielony Sklep", front: nil),
                ] + (0..<5).map { CardTile(identifier: "z\($0)", name: "Zwölf \($0)", front: nil) })
            _ = spec.harness.render(ViewHarness.wide)
            spec.view.selectedIdentifier = ["a", "b", "c"][selected]

            let buffer = spec.harness.render(ViewHarness.wide)

            let nameRow = (0..<32).map { buffer.row(at: $0) }.first { $0.contains("Café") } ?? ""
            expect(nameRow).to(contain("Bücherwurm Books"))
            expect(nameRow).to(contain("Zielony Sklep"))
            expect(nameRow).to(contain("Café Ünï"))
            expect(nameRow).to(contain("…"))
        }
    }
}
