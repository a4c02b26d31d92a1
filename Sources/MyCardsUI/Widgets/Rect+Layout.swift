extension Rect {
    /// A rectangle of `size`, shrunk to fit, centred in this one.
    public func centered(_ size: Size) -> Rect {
        let width = max(0, min(size.width, self.width))
        let height = max(0, min(size.height, self.height))
        return Rect(x: x + (self.width - width) / 2, y: y + (self.height - height) / 2, width: width, height: height)
    }

    /// The row at `offset` from the top, one cell high.
    public func row(_ offset: Int) -> Rect {
        Rect(x: x, y: y + offset, width: width, height: offset < height ? 1 : 0)
    }
}
