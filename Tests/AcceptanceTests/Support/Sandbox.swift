import Foundation

/// A private folder per journey: the app's store, photo library and camera feed, and the backend's files.
/// Removed afterwards unless `ACCEPT_KEEP` is set (then its path is printed, to read the app's log).
final class Sandbox: Sendable {
    static let photoNames = ["01-swifting-front.png", "02-cafe-aurora-front.jpg", "03-buecherwurm-front.png"]
    static let brokenPhotoName = "broken.png"
    static let frameNames = ["frame-000.png", "frame-001.png", "frame-002.png"]

    let root: URL

    init(seed: [WireCard]? = nil) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("mycards-accept-\(UUID().uuidString)")
        let files = FileManager.default
        try files.createDirectory(at: photos, withIntermediateDirectories: true)
        try files.createDirectory(at: camera, withIntermediateDirectories: true)
        for name in Self.photoNames {
            try files.copyItem(
                at: RepositoryFiles.samplePhotos.appendingPathComponent(name), to: photos.appendingPathComponent(name))
        }
        // A PNG signature followed by rubbish: listed by the library, refused by the decoder.
        let broken = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data("not really a picture".utf8)
        try broken.write(to: brokenPhoto)
        for name in Self.frameNames {
            try files.copyItem(
                at: RepositoryFiles.cameraFeed.appendingPathComponent(name), to: camera.appendingPathComponent(name))
        }
        try WireCard.encodeArray(seed ?? SeedCards.three()).write(to: backendSeed)
    }

    deinit {
        if ProcessInfo.processInfo.environment["ACCEPT_KEEP"] != nil {
            print("acceptance sandbox kept at \(root.path)")
        } else {
            try? FileManager.default.removeItem(at: root)
        }
    }

    /// In a folder that does not exist yet: the app must create it (Behaviour.md `--store`).
    var store: URL { root.appendingPathComponent("store/cards.sqlite") }
    var photos: URL { root.appendingPathComponent("photos") }
    var brokenPhoto: URL { photos.appendingPathComponent(Self.brokenPhotoName) }
    var camera: URL { root.appendingPathComponent("camera") }
    var backendData: URL { root.appendingPathComponent("backend.json") }
    var backendSeed: URL { root.appendingPathComponent("seed.json") }
    var log: URL { root.appendingPathComponent("app.log") }
    var trace: URL { root.appendingPathComponent("trace.log") }

    /// The app's options: everything inside the sandbox; `--offline` when there is no backend to talk to.
    func appArguments(backend: String?) -> [String] {
        let network = backend.map { ["--backend", $0] } ?? ["--offline"]
        return network + [
            "--store", store.path, "--photos", photos.path, "--camera", camera.path,
            "--trace", trace.path, "--log", log.path,
        ]
    }
}

extension Sandbox {
    /// Polls the app's log until it holds `text`: the sign that work the screen does not show (a download's
    /// answer while another screen is on top) has been done.
    func waitForLog(_ text: String, timeout: Duration = .seconds(30)) async throws {
        let found = try await Poll.until(timeout: timeout) {
            (try? String(contentsOf: log, encoding: .utf8))?.contains(text) == true ? true : nil
        }
        guard found != nil else {
            throw HarnessError.timedOut(
                waitingFor: "the log to say “\(text)”",
                screen: (try? String(contentsOf: log, encoding: .utf8)) ?? "no log")
        }
    }
}
