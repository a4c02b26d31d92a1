import Foundation

/// The pictures that ship with the app: the default camera feed and the sample photo library.
public enum BundledMedia {
    public static var cameraFeed: URL { folder(named: "CameraFeed") }
    public static var samplePhotos: URL { folder(named: "SamplePhotos") }

    private static func folder(named name: String) -> URL {
        Bundle.module.resourceURL?.appendingPathComponent(name) ?? Bundle.module.bundleURL.appendingPathComponent(name)
    }
}
