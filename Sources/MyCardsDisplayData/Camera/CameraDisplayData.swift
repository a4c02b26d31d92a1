import MyCardsKit

/// What the camera screen shows: the latest frame with the card outline, or why there is no camera.
public struct CameraDisplayData: Equatable, Sendable {
    public var frame: RGBAImage?
    /// In frame pixels.
    public var outline: PixelRect?
    /// Set when the camera cannot be used: the sentence the screen shows instead of a picture, worded by the
    /// presentation role ("Camera unavailable: the camera feed folder is missing").
    public var unavailableText: String?

    public init(frame: RGBAImage? = nil, outline: PixelRect? = nil, unavailableText: String? = nil) {
        self.frame = frame
        self.outline = outline
        self.unavailableText = unavailableText
    }
}
