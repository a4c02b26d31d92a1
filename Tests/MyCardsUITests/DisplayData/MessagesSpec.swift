import MyCardsDisplayData
import MyCardsKit
import Nimble
import Testing

@Suite("Messages")
struct MessagesSpec {
    @Test("counts downloaded cards in the singular and plural")
    func countsDownloads() {
        expect(Messages.downloaded(1)).to(equal("Downloaded 1 card"))
        expect(Messages.downloaded(6)).to(equal("Downloaded 6 cards"))
        expect(Messages.downloaded(0)).to(equal("Downloaded 0 cards"))
    }

    @Test("counts skipped cards in the singular and plural")
    func countsSkipped() {
        expect(Messages.skipped(1)).to(equal("1 card skipped: invalid data"))
        expect(Messages.skipped(3)).to(equal("3 cards skipped: invalid data"))
    }

    @Suite("when a download is summed up")
    struct DownloadSummary {
        @Test("counts what came when nothing was skipped")
        func countsDownloaded() {
            expect(Messages.downloadSummary(downloaded: 6, skipped: 0, deletedHere: 0)).to(
                equal("Downloaded 6 cards"))
        }

        @Test("reports skipped cards instead of the count when some were skipped")
        func reportsSkipped() {
            expect(Messages.downloadSummary(downloaded: 1, skipped: 2, deletedHere: 0)).to(
                equal("2 cards skipped: invalid data"))
        }

        @Test("says how many downloaded cards stay off the list, deleted here")
        func reportsDeletedHere() {
            expect(Messages.downloadSummary(downloaded: 6, skipped: 0, deletedHere: 1)).to(
                equal("Downloaded 6 cards; 1 deleted here"))
            expect(Messages.downloadSummary(downloaded: 6, skipped: 1, deletedHere: 2)).to(
                equal("1 card skipped: invalid data; 2 deleted here"))
        }
    }

    @Test("words the overwrite question with every part that differs, or none")
    func overwriteQuestionNamesCauseAndParts() {
        expect(Messages.updatedFromBackendQuestion(differing: [.name, .front, .back])).to(
            equal(
                "This card was updated from the backend: its name, front photo and back photo differ from yours."
                    + " Overwrite it?"))
        expect(Messages.updatedFromBackendQuestion(differing: .number)).to(
            equal("This card was updated from the backend: its number differs from yours. Overwrite it?"))
        expect(Messages.changedElsewhereQuestion(differing: [])).to(
            equal("This card was changed in another window. Overwrite it?"))
    }

    @Test("counts the cards saved offline that reached the backend")
    func countsPendingUploads() {
        expect(Messages.uploadedPending(1)).to(equal("Uploaded 1 card saved offline"))
        expect(Messages.uploadedPending(3)).to(equal("Uploaded 3 cards saved offline"))
    }

    @Test("completes Behaviour.md's sentences with the error's message")
    func completesSentences() {
        expect(Messages.offline(.httpStatus(500))).to(equal("Offline: the backend answered 500"))
        expect(Messages.uploadFailed(.timedOut)).to(
            equal("Saved locally; upload failed: the backend did not answer in time"))
        expect(Messages.backendDeleteFailed(.timedOut)).to(
            equal("Deleted locally; the backend delete failed: the backend did not answer in time"))
        expect(Messages.storeFailed(.writeFailed(detail: "disk full"))).to(
            equal("Not saved: the cards cannot be saved"))
        expect(Messages.cameraUnavailable(.feedMissing(path: "/x"))).to(
            equal("Camera unavailable: the camera feed folder is missing"))
        expect(Messages.deleteQuestion(name: "Tesco")).to(equal("Delete card “Tesco”?"))
        expect(Messages.photoLibraryUnavailable(.folderMissing(path: "/x"))).to(
            equal("Photo library unavailable: the photo folder cannot be read"))
        expect(Messages.photoUnreadable(name: "a.png", .corrupt(detail: "crc"))).to(
            equal("Cannot use “a.png”: the image is damaged"))
        expect(Messages.photoNotMade(.encodingFailed(detail: "zlib"))).to(
            equal("Photo not made: the image could not be encoded"))
    }
}
