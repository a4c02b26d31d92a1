import Foundation

/// A camera fed by the image files of a folder, played in name order in a loop at about 10 frames a second, paced by
/// the injected clock (a test's `TestClock` moves it by hand). Files that cannot be decoded are left out; a folder
/// without one decodable frame makes the camera unavailable.
@MainActor
public final class FolderCamera: CaptureDevice {
    public static let standardFrameInterval = Duration.milliseconds(100)

    private let folder: URL
    private let clock: any Clock<Duration>
    private let frameInterval: Duration

    public init(
        folder: URL, clock: any Clock<Duration> = ContinuousClock(),
        frameInterval: Duration = FolderCamera.standardFrameInterval
    ) {
        self.folder = folder
        self.clock = clock
        self.frameInterval = frameInterval
    }

    /// Decodes the folder's frames, then plays them until the consumer stops iterating.
    public func frames() throws(CameraError) -> AsyncStream<RGBAImage> {
        let frames = try loadFrames()
        let (stream, continuation) = AsyncStream.makeStream(of: RGBAImage.self, bufferingPolicy: .bufferingNewest(1))
        let playing = Task { [clock, frameInterval] in
            var next = 0
            while !Task.isCancelled {
                continuation.yield(frames[next])
                next = (next + 1) % frames.count
                do { try await clock.sleep(for: frameInterval) } catch { break }
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in playing.cancel() }
        return stream
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
