import Foundation
import Nimble
import Testing

@testable import MyCardsKit

@Suite("StoreLocation")
struct StoreLocationSpec {
    private static let home = URL(fileURLWithPath: "/home/ada", isDirectory: true)

    @Suite("when XDG_DATA_HOME is an absolute path")
    struct Absolute {
        @Test("puts the store under it")
        func usesVariable() {
            let location = StoreLocation(environment: ["XDG_DATA_HOME": "/data/ada"], homeDirectory: home)

            let url = location.defaultStoreURL

            expect(url.path).to(equal("/data/ada/mycards/cards.sqlite"))
        }
    }

    @Suite("when XDG_DATA_HOME is unusable")
    struct Fallback {
        @Test(
            "puts the store under ~/.local/share",
            arguments: [
                [:], ["XDG_DATA_HOME": ""], ["XDG_DATA_HOME": "relative/data"], ["XDG_DATA_HOME": "~/data"],
            ])
        func fallsBack(environment: [String: String]) {
            let location = StoreLocation(environment: environment, homeDirectory: home)

            let url = location.defaultStoreURL

            expect(url.path).to(equal("/home/ada/.local/share/mycards/cards.sqlite"))
        }
    }

}
