import Foundation

/// One image file of the photo library. `problem` says why it cannot be picked, when its header already shows.
public struct PhotoLibraryItem: Equatable, Sendable {
    public let url: URL
    public let problem: ImageError?

    public init(url: URL, problem: ImageError? = nil) {
        self.url = url
        self.problem = problem
    }

    public var name: String { url.lastPathComponent }
    public var isPickable: Bool { problem == nil }
}
