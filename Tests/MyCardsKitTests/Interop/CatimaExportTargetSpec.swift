import Foundation
import MyCardsTestSupport
import Nimble
import Testing

@testable import MyCardsKit

/// `export FILE` never destroys what is at FILE: each kind of thing a path can name, with and without `--force`.
@Suite("A Catima export's target")
@MainActor
struct CatimaExportTargetSpec {
    /// What a path names before the export, and what the export must make of it.
    enum Target: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case missing, regular, regularForced, readOnlyForced, store, hardLinkToStore, symlinkToStore
        case symlinkToFile, folder, device, fifo

        var testDescription: String { rawValue }

        /// Whether the export is asked to replace (`--force`): always, where that is the stronger test.
        var replacing: Bool { ![.missing, .regular].contains(self) }

        /// The refusal expected, or nil where the export writes.
        var refusal: ExportTargetRefusal? {
            switch self {
            case .missing, .regularForced: nil
            case .regular: .exists
            case .readOnlyForced: .readOnly
            case .store, .hardLinkToStore, .symlinkToStore: .theStore
            case .symlinkToFile: .symbolicLink
            case .folder: .notAFile(kind: "a folder")
            case .device: .notAFile(kind: "a device")
            case .fifo: .notAFile(kind: "a pipe")
            }
        }

        /// Makes the target in `folder` beside the `store`, and answers its path.
        func make(in folder: URL, store: URL) throws -> String {
            let path = folder.appendingPathComponent("out.zip").path
            let other = folder.appendingPathComponent("other.txt").path
            switch self {
            case .missing: break
            case .regular, .regularForced: try Data("keep".utf8).write(to: URL(fileURLWithPath: path))
            case .readOnlyForced:
                try Data("keep".utf8).write(to: URL(fileURLWithPath: path))
                try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
            case .store: return store.path
            case .hardLinkToStore: try FileManager.default.linkItem(atPath: store.path, toPath: path)
            case .symlinkToStore:
                try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: store.path)
            case .symlinkToFile:
                try Data("keep".utf8).write(to: URL(fileURLWithPath: other))
                try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: other)
            case .folder: try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            case .device:
                // Root may replace /dev/null itself, so it gets a null device of its own; anyone else cannot.
                guard getuid() == 0 else { return "/dev/null" }
                var null = stat()
                try #require(stat("/dev/null", &null) == 0 && mknod(path, S_IFCHR | 0o600, null.st_rdev) == 0)
            case .fifo: try #require(mkfifo(path, 0o600) == 0)
            }
            return path
        }
    }

    /// What a path names, as `lstat` sees it, and a regular file's bytes.
    struct Snapshot: Equatable {
        let kind: mode_t
        let mode: mode_t
        let inode: UInt64
        let bytes: Data?

        init?(_ path: String) {
            var status = stat()
            guard lstat(path, &status) == 0 else { return nil }
            kind = status.st_mode & S_IFMT
            mode = status.st_mode & 0o7777
            inode = UInt64(status.st_ino)
            bytes = kind == S_IFREG ? FileManager.default.contents(atPath: path) : nil
        }
    }

    @Test("refuses all but a new path, or a writable regular file with --force", arguments: Target.allCases)
    func refusesWhatItMustNotReplace(target: Target) throws {
        try PersistenceFixtures.withTemporaryFolder { folder in
            let store = try CatimaFixtures.store(in: folder, holding: [CatimaFixtures.aurora])
            let path = try target.make(in: folder, store: store)
            let before = Snapshot(path)

            let error = thrown(CatimaError.self) {
                try CatimaExporter().export(from: store, to: URL(fileURLWithPath: path), replacing: target.replacing)
            }

            if let refusal = target.refusal {
                expect(error).to(equal(.exportRefused(path: path, refusal)))
                expect(Snapshot(path)).to(equal(before))
            } else {
                expect(error).to(beNil())
                expect(try CatimaFixtures.entries(of: URL(fileURLWithPath: path)).keys).to(contain("catima.csv"))
            }
        }
    }

    @Test("leaves the store a store it can read after refusing to write over it")
    func storeStillReads() throws {
        try PersistenceFixtures.withTemporaryFolder { folder in
            let store = try CatimaFixtures.store(in: folder, holding: [CatimaFixtures.aurora])

            _ = thrown(CatimaError.self) { try CatimaExporter().export(from: store, to: store, replacing: true) }

            expect(try CatimaFixtures.cards(in: store).map(\.name)).to(equal(["Café Aurora"]))
        }
    }

    @Test("leaves no temporary file beside a refused target")
    func noLeftovers() throws {
        try PersistenceFixtures.withTemporaryFolder { folder in
            let store = try CatimaFixtures.store(in: folder, holding: [CatimaFixtures.aurora])
            let path = try Target.regular.make(in: folder, store: store)

            _ = thrown(CatimaError.self) { try CatimaExporter().export(from: store, to: URL(fileURLWithPath: path)) }

            expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()).to(
                equal(["cards.sqlite", "out.zip"]))
        }
    }

    @Test("says in one sentence why it wrote nothing")
    func sentence() {
        let sentences = [ExportTargetRefusal.theStore, .exists, .readOnly, .symbolicLink, .notAFile(kind: "a device")]
            .map { CatimaError.exportRefused(path: "/x.zip", $0).description }

        expect(sentences).to(
            equal([
                "Cannot write /x.zip: it is the card store itself",
                "Cannot write /x.zip: it already exists (--force replaces it)",
                "Cannot write /x.zip: it is read-only",
                "Cannot write /x.zip: it is a symbolic link, not a regular file",
                "Cannot write /x.zip: it is a device, not a regular file",
            ]))
    }
}
