import Foundation

/// A camera fed by the image files of a folder, played in name order in a loop at about 10 frames a second.
/// Files that cannot be decoded are left out; a folder without one decodable frame makes the camera unavailable.
@MainActor
public final class FolderCamera: CaptureDevice {
    public static let standardFrameInterval = Duration.milliseconds(100)

    private let folder: URL
    private let scheduler: any Scheduling
    private let frameInterval: Duration
    private var timer: (any ScheduledTimer)?
    private var frames: [RGBAImage] = []
    private var nextFrame = 0
    private var onFrame: (@MainActor (RGBAImage) -> Void)?

    public init(folder: URL, scheduler: any Scheduling, frameInterval: Duration = FolderCamera.standardFrameInterval) {
        self.folder = folder
        self.scheduler = scheduler
        self.frameInterval = frameInterval
    }

    public func start(onFrame: @escaping @MainActor (RGBAImage) -> Void) throws(CameraError) {
        stop()
        frames = try loadFrames()
        nextFrame = 0
        self.onFrame = onFrame
        showNextFrame()
        timer = scheduler.schedule(every: frameInterval) { [weak self] in self?.showNextFrame() }
    }

    public func stop() {
        timer?.cancel()
        timer = nil
        onFrame = nil
    }

    private func showNextFrame() {
        guard !frames.isEmpty else { return }
        onFrame?(frames[nextFrame])
        nextFrame = (nextFrame + 1) % frames.count
    }

    private func loadFrames() throws(CameraError) -> [RGBAImage] {
        let files: [URL]
        do {
            files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        } catch {
            throw .feedMissing(path: folder.path)
        }
        let frames = files.filter(\.isImageFile).sorted { $0.lastPathComponent < $1.lastPathComponent }
            .compactMap { try? ImageDecoder.decode(ImageFile.read($0)) }
        guard !frames.isEmpty else { throw .noDecodableFrame(path: folder.path) }
        return frames
    }
}

extension URL {
    /// PNG and JPEG files, by extension: what the photo library lists and the camera plays.
    public var isImageFile: Bool {
        ["png", "jpg", "jpeg"].contains(pathExtension.lowercased())
    }
}
