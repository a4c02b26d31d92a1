import MyCardsKit

/// What the camera screen shows: the latest frame with the card outline, or why there is no camera.
public struct CameraDisplayData: Equatable, Sendable {
    public var frame: RGBAImage?
    /// In frame pixels.
    public var outline: PixelRect?
    /// Set when the camera cannot be used; the screen then says "Camera unavailable: <reason>".
    public var unavailableReason: String?

    public init(frame: RGBAImage? = nil, outline: PixelRect? = nil, unavailableReason: String? = nil) {
        self.frame = frame
        self.outline = outline
        self.unavailableReason = unavailableReason
    }
}
