import Foundation
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@MainActor
@Suite("PhotoLibrary")
struct PhotoLibrarySpec {
    private func library(in folder: URL) -> PhotoLibrary {
        PhotoLibrary(folder: folder)
    }

    private func folderWithFiles() throws -> URL {
        let folder = try TemporaryFolder.make("library")
        try ImageFixtures.png().write(to: folder.appendingPathComponent("b card.png"))
        try ImageFixtures.jpeg().write(to: folder.appendingPathComponent("A card.JPG"))
        try Data("junk".utf8).write(to: folder.appendingPathComponent("c broken.png"))
        try Data("notes".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        try ImageFixtures.pngBomb().write(to: folder.appendingPathComponent("d bomb.png"))
        return folder
    }

    @Test("lists the PNG and JPEG files by name, without other files")
    func listsImages() async throws {
        let library = library(in: try folderWithFiles())

        let names = try await library.items().map(\.name)

        expect(names).to(equal(["A card.JPG", "b card.png", "c broken.png", "d bomb.png"]))
    }

    @Test("leaves out hidden files and folders named like images")
    func skipsHiddenFilesAndFolders() async throws {
        let folder = try TemporaryFolder.make("library")
        try ImageFixtures.png().write(to: folder.appendingPathComponent("card.png"))
        try ImageFixtures.png().write(to: folder.appendingPathComponent(".hidden.png"))
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("sub.png"), withIntermediateDirectories: false)

        let names = try await library(in: folder).items().map(\.name)

        expect(names).to(equal(["card.png"]))
    }

    @Test("marks files whose header cannot be read with the reason")
    func marksBrokenFiles() async throws {
        let library = library(in: try folderWithFiles())

        let problems = try await library.items().map { $0.problem?.message }

        expect(problems).to(
            equal([nil, nil, "not a PNG or JPEG image", "the image is too large (100000×100000, limit 8192×8192)"]))
    }

    @Test("decodes a picked file")
    func decodesImage() async throws {
        let folder = try folderWithFiles()
        let item = PhotoLibraryItem(url: folder.appendingPathComponent("b card.png"))

        let size = try await library(in: folder).image(of: item).size

        expect(size).to(equal(ImageFixtures.gradient().size))
    }

    @Test("reports a folder that cannot be read")
    func reportsMissingFolder() async {
        let folder = URL(fileURLWithPath: "/nonexistent/photos")

        let error = await thrown(PhotoLibraryError.self) { try await library(in: folder).items() }

        expect(error).to(equal(.folderMissing(path: "/nonexistent/photos")))
        expect(PhotoLibraryError.folderMissing(path: "/x").message).to(equal("the photo folder cannot be read"))
    }
}

@MainActor
@Suite("OfflineNetwork")
struct OfflineNetworkSpec {
    @Test("fails every call at once with the --offline reason")
    func failsEverything() async {
        let network = OfflineNetwork()

        let messages = [
            await networkOutcome { try await network.download() }.failureMessage,
            await networkOutcome { try await network.upload([]) }.failureMessage,
            await networkOutcome { try await network.delete(identifier: "A") }.failureMessage,
        ]

        expect(messages).to(equal(Array(repeating: "network disabled by --offline", count: 3)))
    }
}
