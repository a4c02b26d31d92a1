import Foundation
import Nimble
import Testing

@testable import MyCardsKit

/// Regression: `--store` used to chmod 0600 whatever path it was given before checking it, so a text file, a
/// folder or (as root) `/dev/null` lost its permissions even though the store then refused it.
@Suite("CardDatabase refusing a path")
struct CardDatabaseRefusalSpec {
    typealias Fixtures = PersistenceFixtures

    private static func open(_ url: URL) -> PersistenceError? {
        do {
            _ = try CardDatabase.open(at: url)
            return nil
        } catch {
            return error
        }
    }

    @Suite("when it is a text file")
    struct TextFile {
        @Test("says it is not a database")
        func refuses() throws {
            try Fixtures.withTemporaryFolder { folder in
                let url = folder.appendingPathComponent("notes.txt")
                try Data("shopping list\n".utf8).write(to: url)

                expect(CardDatabaseRefusalSpec.open(url)).to(equal(.notADatabase))
            }
        }

        @Test("leaves its mode, owner, content and times as they were")
        func leavesItAlone() throws {
            try Fixtures.withTemporaryFolder { folder in
                let url = folder.appendingPathComponent("notes.txt")
                try Data("shopping list\n".utf8).write(to: url)
                try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: url.path)
                let before = try PathSnapshot(url)

                _ = CardDatabaseRefusalSpec.open(url)

                expect(try PathSnapshot(url)).to(equal(before))
            }
        }

        @Test("creates no companion files beside it")
        func addsNothing() throws {
            try Fixtures.withTemporaryFolder { folder in
                let url = folder.appendingPathComponent("notes.txt")
                try Data("shopping list\n".utf8).write(to: url)

                _ = CardDatabaseRefusalSpec.open(url)

                expect(try FileManager.default.contentsOfDirectory(atPath: folder.path)).to(equal(["notes.txt"]))
            }
        }
    }

    @Suite("when it is a folder")
    struct Folder {
        @Test("keeps the folder's mode, search bit included")
        func leavesItAlone() throws {
            try Fixtures.withTemporaryFolder { folder in
                let url = folder.appendingPathComponent("photos", isDirectory: true)
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
                try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
                let before = try PathSnapshot(url)

                let error = CardDatabaseRefusalSpec.open(url)

                expect(error?.detail).to(contain("is a folder"))
                expect(try PathSnapshot(url)).to(equal(before))
            }
        }
    }

    @Suite("when it is a symbolic link to a text file")
    struct Symlink {
        @Test("leaves the link and its target as they were")
        func leavesItAlone() throws {
            try Fixtures.withTemporaryFolder { folder in
                let target = folder.appendingPathComponent("notes.txt")
                try Data("shopping list\n".utf8).write(to: target)
                try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: target.path)
                let link = folder.appendingPathComponent("cards.sqlite")
                try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
                let before = [try PathSnapshot(link), try PathSnapshot(target)]

                let error = CardDatabaseRefusalSpec.open(link)

                expect(error).to(equal(.notADatabase))
                expect([try PathSnapshot(link), try PathSnapshot(target)]).to(equal(before))
            }
        }
    }

    @Suite("when it is a device or a pipe")
    struct Special {
        @Test("refuses a character device without changing it or writing beside it")
        func refusesDevice() throws {
            try Fixtures.withTemporaryFolder { folder in
                let url = folder.appendingPathComponent("null")
                // /dev/null's numbers (1, 3 in glibc's encoding), made privately: a regression cannot harm the
                // machine's own. Without root a named pipe stands in.
                let made = mknod(url.path, S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0
                try #require(made || errno == EPERM, "mknod failed: \(String(cString: strerror(errno)))")
                if !made { try #require(mkfifo(url.path, 0o644) == 0) }
                let before = try PathSnapshot(url)

                let error = CardDatabaseRefusalSpec.open(url)

                expect(error?.detail).to(contain(made ? "is a device" : "is a pipe"))
                expect(try PathSnapshot(url)).to(equal(before))
                expect(try FileManager.default.contentsOfDirectory(atPath: folder.path)).to(equal(["null"]))
            }
        }

        @Test("refuses a named pipe without changing it")
        func refusesPipe() throws {
            try Fixtures.withTemporaryFolder { folder in
                let url = folder.appendingPathComponent("pipe")
                try #require(mkfifo(url.path, 0o644) == 0)
                let before = try PathSnapshot(url)

                let error = CardDatabaseRefusalSpec.open(url)

                expect(error?.detail).to(contain("is a pipe"))
                expect(try PathSnapshot(url)).to(equal(before))
            }
        }
    }

    @Suite("when it is an empty file the user made")
    @MainActor
    struct EmptyFile {
        @Test("uses it as a new store and keeps its mode")
        func usesIt() async throws {
            try await Fixtures.withTemporaryFolder { folder in
                let url = folder.appendingPathComponent("cards.sqlite")
                try Data().write(to: url)
                try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: url.path)

                try await Fixtures.worker(on: try CardDatabase.open(at: url)).upsertNow([Fixtures.card("1", "A")]).get()

                expect(try Fixtures.permissions(of: url)).to(equal(0o640))
            }
        }
    }
}

/// What `lstat` says of a path (and, for a regular file, its bytes): equal before and after means untouched.
private struct PathSnapshot: Equatable {
    let mode: mode_t
    let owner: uid_t
    let group: gid_t
    let size: off_t
    let modified: timespec
    let changed: timespec
    let content: Data?

    init(_ url: URL) throws {
        var status = stat()
        guard lstat(url.path, &status) == 0 else { throw CocoaError(.fileReadNoSuchFile) }
        mode = status.st_mode
        owner = status.st_uid
        group = status.st_gid
        size = status.st_size
        // glibc's names for the two times; Darwin spells them st_mtimespec and st_ctimespec.
        #if canImport(Glibc)
            modified = status.st_mtim
            changed = status.st_ctim
        #else
            modified = status.st_mtimespec
            changed = status.st_ctimespec
        #endif
        content = status.st_mode & S_IFMT == S_IFREG ? try Data(contentsOf: url) : nil
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.mode == rhs.mode && lhs.owner == rhs.owner && lhs.group == rhs.group && lhs.size == rhs.size
            && lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec
            && lhs.changed.tv_sec == rhs.changed.tv_sec && lhs.changed.tv_nsec == rhs.changed.tv_nsec
            && lhs.content == rhs.content
    }
}
