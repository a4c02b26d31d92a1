import Foundation
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsBackend

@Suite("AtomicFileWriter")
struct AtomicFileWriterSpec {
    @Suite("when the target does not exist yet")
    struct NewFile {
        @Test("creates it with the whole contents and leaves no temporary file")
        func createsIt() throws {
            let folder = try TemporaryFolder()
            let target = folder.file("cards.json")
            let data = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0) })

            try AtomicFileWriter().write(data, to: target)

            expect(try Data(contentsOf: target)).to(equal(data))
            expect(try folder.contents()).to(equal(["cards.json"]))
        }
    }

    @Suite("when the target exists")
    struct Replacing {
        @Test("replaces its contents")
        func replacesIt() throws {
            let folder = try TemporaryFolder()
            let target = try folder.write("old contents", to: "cards.json")

            try AtomicFileWriter().write(Data("new".utf8), to: target)

            expect(try String(contentsOf: target, encoding: .utf8)).to(equal("new"))
            expect(try folder.contents()).to(equal(["cards.json"]))
        }
    }

    @Suite("when the folder does not exist")
    struct MissingFolder {
        @Test("throws without creating anything")
        func throwsCreateError() throws {
            let folder = try TemporaryFolder()
            let target = folder.file("missing/cards.json")

            expect { try AtomicFileWriter().write(Data("x".utf8), to: target) }
                .to(
                    throwError(
                        FileWriteError.couldNotCreateTemporaryFile(
                            folder: folder.file("missing").path, reason: "No such file or directory")))
            expect(try folder.contents()).to(beEmpty())
        }
    }

    @Suite("when the rename fails")
    struct FailingRename {
        @Test("leaves the old target intact and removes the temporary file")
        func leavesOldIntact() throws {
            // A non-empty folder at the target path cannot be replaced by a file, even by root.
            let folder = try TemporaryFolder()
            let target = folder.file("cards.json")
            try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
            _ = try folder.write("keep me", to: "cards.json/inside.txt")

            expect(thrown(FileWriteError.self) { try AtomicFileWriter().write(Data("new".utf8), to: target) }).to(
                map(
                    { failure -> String? in
                        guard case .couldNotReplace(let path, _) = failure else { return nil }
                        return path
                    }, equal(target.path)))
            expect(try String(contentsOf: target.appendingPathComponent("inside.txt"), encoding: .utf8))
                .to(equal("keep me"))
            expect(try folder.contents()).to(equal(["cards.json"]))
        }
    }

    @Suite("when the folder is read-only")
    struct ReadOnlyFolder {
        // Root ignores folder permissions, so this runs only for ordinary users.
        @Test("throws and leaves the old file intact", .enabled(if: getuid() != 0, "root ignores folder permissions"))
        func leavesOldIntact() throws {
            let folder = try TemporaryFolder()
            let target = try folder.write("old contents", to: "cards.json")
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.url.path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.url.path) }

            expect { try AtomicFileWriter().write(Data("new".utf8), to: target) }.to(throwError())
            expect(try String(contentsOf: target, encoding: .utf8)).to(equal("old contents"))
        }
    }

    @Suite("when an error is shown")
    struct Messages {
        @Test("names the path and the reason")
        func namesPathAndReason() {
            expect(FileWriteError.couldNotCreateTemporaryFile(folder: "/d", reason: "Denied").message)
                .to(equal("Could not create a file in /d: Denied"))
            expect(FileWriteError.couldNotWrite(path: "/d/f", reason: "Full").message)
                .to(equal("Could not write /d/f: Full"))
            expect(FileWriteError.couldNotReplace(path: "/d/f", reason: "Busy").message)
                .to(equal("Could not replace /d/f: Busy"))
        }
    }
}
