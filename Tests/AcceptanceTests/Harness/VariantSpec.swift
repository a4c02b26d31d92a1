import Foundation
import Nimble
import Testing

@Suite("Variant")
struct VariantSpec {
    @Suite("when ACCEPT_BIN is set")
    struct WhenAcceptBinIsSet {
        @Test("runs only that binary, tagged with ACCEPT_ARCH")
        func explicitTag() {
            let variants = Variant.discover(
                environment: ["ACCEPT_BIN": "/x/my-build", "ACCEPT_ARCH": "MVVM"], find: { _ in nil })

            expect(variants.map(\.description)).to(equal(["my-build [MVVM]"]))
        }

        @Test("takes the tag from the binary's name without ACCEPT_ARCH")
        func derivedTag() {
            let variants = Variant.discover(environment: ["ACCEPT_BIN": "/x/mycards-viper"], find: { _ in nil })

            expect(variants.map(\.architecture)).to(equal(["VIPER"]))
        }

        @Test("tags an unknown name with its last part")
        func unknownName() {
            expect(Variant.architecture(of: URL(fileURLWithPath: "/x/cards-clean"))).to(equal("CLEAN"))
        }
    }

    @Suite("when ACCEPT_BIN is not set")
    struct WhenAcceptBinIsNotSet {
        @Test("runs every variant found among the build products, in a fixed order")
        func builtOnes() {
            let built = ["mycards-vip", "mycards-mvc"]

            let variants = Variant.discover(environment: [:]) { name in
                built.contains(name) ? URL(fileURLWithPath: "/products/\(name)") : nil
            }

            expect(variants.map(\.architecture)).to(equal(["MVC", "VIP"]))
            expect(variants.first?.binary.path).to(equal("/products/mycards-mvc"))
        }

        @Test("runs none when none is built")
        func noneBuilt() {
            expect(Variant.discover(environment: ["ACCEPT_BIN": ""], find: { _ in nil })).to(beEmpty())
        }
    }

    @Suite("when asked for a title")
    struct WhenAskedForATitle {
        @Test("spells Behaviour.md's title bar")
        func title() {
            let variant = Variant(architecture: "MVC", binary: URL(fileURLWithPath: "/x/mycards-mvc"))

            expect(variant.title("Edit card")).to(equal("My Cards · Edit card [MVC]"))
        }
    }
}
