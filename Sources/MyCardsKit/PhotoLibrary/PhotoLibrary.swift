import Foundation

/// The image picker's source: the PNG and JPEG files of a folder. Listing reads only headers; a picture is
/// decoded when it is previewed or picked. Both are awaited, off the main actor.
public protocol PhotoLibraryBrowsing: Sendable {
    /// Where the pictures come from, for the picker's header and its "no images in …" line.
    var folder: URL { get }
    func items() async throws(PhotoLibraryError) -> [PhotoLibraryItem]
    /// The picture, decoded.
    func image(of item: PhotoLibraryItem) async throws(ImageError) -> RGBAImage
}

/// Why the library cannot be listed.
public enum PhotoLibraryError: Error, Equatable, Sendable {
    case folderMissing(path: String)

    public var message: String { "the photo folder cannot be read" }
}

public struct PhotoLibrary: PhotoLibraryBrowsing {
    public let folder: URL

    public init(folder: URL) {
        self.folder = folder
    }

    /// Reads each file's header: a large folder takes a while, so a cancelled task stops between files and gets
    /// what was listed so far (its caller has gone and shows nothing). Off the main actor, as is decoding.
    @concurrent
    public func items() async throws(PhotoLibraryError) -> [PhotoLibraryItem] {
        try Self.list(folder)
    }

    @concurrent
    public func image(of item: PhotoLibraryItem) async throws(ImageError) -> RGBAImage {
        try ImageDecoder.decode(ImageFile.read(item.url))
    }

    /// Regular image files only: hidden files stay out, as in any file picker, and a folder whose name ends in
    /// `.png` is no image at all.
    private static func list(_ folder: URL) throws(PhotoLibraryError) -> [PhotoLibraryItem] {
        let files: [URL]
        do {
            files = try FileManager.default.contentsOfDirectory(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        } catch {
            throw .folderMissing(path: folder.path)
        }
        let images = files.filter { $0.isImageFile && !$0.lastPathComponent.hasPrefix(".") && isRegularFile($0) }
            .sorted { $0.lastPathComponent.localizedStandardCompare($1.lastPathComponent) == .orderedAscending }
        var items: [PhotoLibraryItem] = []
        for image in images where !Task.isCancelled {
            items.append(PhotoLibraryItem(url: image, problem: problem(of: image)))
        }
        return items
    }

    /// A symbolic link counts as what it points to.
    private static func isRegularFile(_ url: URL) -> Bool {
        (try? url.resolvingSymlinksInPath().resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
    }

    private static func problem(of file: URL) -> ImageError? {
        do {
            _ = try ImageDecoder.inspect(ImageFile.read(file))
            return nil
        } catch {
            return error
        }
    }
}
