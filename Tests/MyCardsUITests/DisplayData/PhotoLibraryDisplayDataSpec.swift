import MyCardsDisplayData
import Nimble
import Testing

@Suite("PhotoLibraryDisplayData")
struct PhotoLibraryDisplayDataSpec {
    @Test("is not listed when made with a folder only")
    func notListedAtFirst() {
        let data = PhotoLibraryDisplayData(folder: "/pics")

        expect(data.isListed).to(beFalse())
    }

    @Test("is listed when made with items, even none")
    func listedWhenMadeWithItems() {
        let data = PhotoLibraryDisplayData(folder: "/pics", items: [])

        expect(data.isListed).to(beTrue())
    }

    @Test("becomes listed when its items are set, even to none")
    func listedOnceItemsAreSet() {
        var data = PhotoLibraryDisplayData(folder: "/pics")

        data.items = []

        expect(data.isListed).to(beTrue())
    }

    @Test("becomes listed when a problem is set")
    func listedOnceProblemIsSet() {
        var data = PhotoLibraryDisplayData(folder: "/pics")

        data.problem = "Photo library unavailable: the photo folder cannot be read"

        expect(data.isListed).to(beTrue())
    }

    @Test("stays unlisted when only its preview or folder change")
    func previewDoesNotList() {
        var data = PhotoLibraryDisplayData()

        data.folder = "/pics"
        data.preview = .unavailable("the image is damaged")

        expect(data.isListed).to(beFalse())
    }
}
