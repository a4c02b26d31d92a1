import Foundation
import MyCardsKit
import MyCardsTestSupport
import Nimble
import Testing

@Suite("ImageFile")
struct ImageFileSpec {
    private static func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("imagefile-\(UUID().uuidString)")
    }

    @Suite("when the file exists")
    struct Exists {
        @Test("reads all its bytes")
        func readsBytes() throws {
            let url = ImageFileSpec.temporaryFile()
            let data = ImageFixtures.png()
            try data.write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }

            let read = try ImageFile.read(url)

            expect(read) == data
        }
    }

    @Suite("when the path is a symbolic link to a file")
    struct Link {
        @Test("reads the file it points to")
        func readsTarget() throws {
            let target = ImageFileSpec.temporaryFile()
            let link = ImageFileSpec.temporaryFile()
            let data = ImageFixtures.jpeg()
            try data.write(to: target)
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
            defer {
                try? FileManager.default.removeItem(at: link)
                try? FileManager.default.removeItem(at: target)
            }

            let read = try ImageFile.read(link)

            expect(read) == data
        }
    }

    @Suite("when the file is empty")
    struct EmptyFile {
        @Test("reads no bytes")
        func readsNothing() throws {
            let url = ImageFileSpec.temporaryFile()
            try Data().write(to: url)
            defer { try? FileManager.default.removeItem(at: url) }

            let read = try ImageFile.read(url)

            expect(read).to(beEmpty())
        }
    }

    @Suite("when the file is missing")
    struct Missing {
        @Test("refuses it as unreadable")
        func refusesAsUnreadable() {
            let url = ImageFileSpec.temporaryFile()

            expect(thrown(ImageError.self) { try ImageFile.read(url) }).to(beUnreadableFile())
        }
    }

    @Suite("when the path is a directory")
    struct Directory {
        @Test("refuses it as unreadable")
        func refusesAsUnreadable() {
            let url = FileManager.default.temporaryDirectory

            expect(thrown(ImageError.self) { try ImageFile.read(url) }).to(beUnreadableFile())
        }
    }

    @Suite("when the file is over 32 MiB")
    struct TooLarge {
        @Test("refuses it from its size alone")
        func refusesFromSize() throws {
            let url = ImageFileSpec.temporaryFile()
            let size = 33 * 1024 * 1024
            _ = FileManager.default.createFile(atPath: url.path, contents: nil)
            defer { try? FileManager.default.removeItem(at: url) }
            let handle = try FileHandle(forWritingTo: url)
            try handle.truncate(atOffset: UInt64(size))
            try handle.close()

            expect { try ImageFile.read(url) }.to(throwError(ImageError.fileTooLarge(bytes: size)))
        }
    }
}

private func beUnreadableFile() -> Matcher<ImageError> {
    Matcher.simple("be unreadableFile") { expression in
        guard case .unreadableFile = try expression.evaluate() else { return .fail }
        return .matches
    }
}
