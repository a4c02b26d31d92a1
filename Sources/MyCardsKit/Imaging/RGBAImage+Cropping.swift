extension RGBAImage {
    /// The pixels inside `rect`, clamped to the image (see `PixelRect.clamped(to:)`).
    public func cropped(to rect: PixelRect) -> RGBAImage {
        let area = rect.clamped(to: size)
        guard area.size != size else { return self }
        var cropped: [UInt8] = []
        cropped.reserveCapacity(area.width * area.height * 4)
        for row in area.y..<(area.y + area.height) {
            let start = (row * size.width + area.x) * 4
            cropped.append(contentsOf: pixels[start..<(start + area.width * 4)])
        }
        return RGBAImage(size: area.size, pixels: cropped) ?? self
    }
}
