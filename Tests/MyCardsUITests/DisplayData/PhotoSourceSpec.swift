import MyCardsDisplayData
import Nimble
import Testing

@Suite("PhotoSource")
struct PhotoSourceSpec {
    @Test("offers the camera then the library, as the photo source menu lists them")
    func order() {
        expect(PhotoSource.allCases).to(equal([.camera, .library]))
    }

    @Test("gives each source its key and its label")
    func keysAndLabels() {
        expect(PhotoSource.allCases.map(\.key)).to(equal(["c", "l"]))
        expect(PhotoSource.allCases.map(\.label)).to(equal(["Camera", "Library"]))
    }

    @Test("finds the source a key picks, and none for another key")
    func fromKey() {
        expect(PhotoSource(key: "c")).to(equal(.camera))
        expect(PhotoSource(key: "l")).to(equal(.library))
        expect(PhotoSource(key: "C")).to(beNil())
        expect(PhotoSource(key: "x")).to(beNil())
    }
}
