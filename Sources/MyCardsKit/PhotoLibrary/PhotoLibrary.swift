import Foundation

/// The image picker's source: the PNG and JPEG files of a folder. Listing reads only headers; a picture is
/// decoded when it is previewed or picked. Work runs on `background`, results on the main actor.
public protocol PhotoLibraryBrowsing: Sendable {
    /// Where the pictures come from, for the picker's header and its "no images in …" line.
    var folder: URL { get }
    func items(completion: @escaping @MainActor @Sendable (Result<[PhotoLibraryItem], PhotoLibraryError>) -> Void)
    func image(
        of item: PhotoLibraryItem, completion: @escaping @MainActor @Sendable (Result<RGBAImage, ImageError>) -> Void)
    /// The async forms (issue 36; see Concurrency/CallbackBridge.swift).
    func items() async throws(PhotoLibraryError) -> [PhotoLibraryItem]
    func image(of item: PhotoLibraryItem) async throws(ImageError) -> RGBAImage
}

// Issue 36's bridge: each form defaults to the other; goes with the callback forms.
extension PhotoLibraryBrowsing {
    public func items() async throws(PhotoLibraryError) -> [PhotoLibraryItem] {
        try await answer { completion in items(completion: completion) }.get()
    }

    public func image(of item: PhotoLibraryItem) async throws(ImageError) -> RGBAImage {
        try await answer { completion in image(of: item, completion: completion) }.get()
    }

    public func items(
        completion: @escaping @MainActor @Sendable (Result<[PhotoLibraryItem], PhotoLibraryError>) -> Void
    ) {
        bridge(completion) { () async throws(PhotoLibraryError) in try await items() }
    }

    public func image(
        of item: PhotoLibraryItem, completion: @escaping @MainActor @Sendable (Result<RGBAImage, ImageError>) -> Void
    ) {
        bridge(completion) { () async throws(ImageError) in try await image(of: item) }
    }
}

/// Why the library cannot be listed.
public enum PhotoLibraryError: Error, Equatable, Sendable {
    case folderMissing(path: String)

    public var message: String { "the photo folder cannot be read" }
}

public struct PhotoLibrary: PhotoLibraryBrowsing {
    public let folder: URL
    private let background: any Dispatching
    private let main: any Dispatching

    public init(folder: URL, background: any Dispatching, main: any Dispatching) {
        self.folder = folder
        self.background = background
        self.main = main
    }

    public func items(
        completion: @escaping @MainActor @Sendable (Result<[PhotoLibraryItem], PhotoLibraryError>) -> Void
    ) {
        background.dispatch { [folder, main] in
            let result = Result { () throws(PhotoLibraryError) in try Self.list(folder) }
            main.dispatchOnMain { completion(result) }
        }
    }

    public func image(
        of item: PhotoLibraryItem, completion: @escaping @MainActor @Sendable (Result<RGBAImage, ImageError>) -> Void
    ) {
        background.dispatch { [main] in
            let result = Result { () throws(ImageError) in try ImageDecoder.decode(ImageFile.read(item.url)) }
            main.dispatchOnMain { completion(result) }
        }
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
        return files.filter { $0.isImageFile && !$0.lastPathComponent.hasPrefix(".") && isRegularFile($0) }
            .sorted { $0.lastPathComponent.localizedStandardCompare($1.lastPathComponent) == .orderedAscending }
            .map { PhotoLibraryItem(url: $0, problem: problem(of: $0)) }
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
