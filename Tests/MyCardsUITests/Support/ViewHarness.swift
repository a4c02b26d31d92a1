import MyCardsUI

/// Draws one screen the way the app does — inside an `AppFrame` with title, status and key bar — in monochrome,
/// and routes events through the frame, so `?` and Ctrl-C behave as in the app.
@MainActor
struct ViewHarness {
    nonisolated static let wide = Size(width: 100, height: 32)
    nonisolated static let small = Size(width: 40, height: 12)

    let frame: AppFrame

    init(_ screen: any Screen) {
        frame = AppFrame(architecture: "TEST", navigation: NavigationStack(root: screen), theme: .monochrome)
    }

    func render(_ size: Size) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: size)
        frame.render(into: &buffer)
        return buffer
    }

    func cursor(_ size: Size) -> Point? {
        var buffer = ScreenBuffer(size: size)
        return frame.render(into: &buffer)
    }

    @discardableResult
    func send(_ key: Key) -> Bool {
        frame.handle(.key(key))
    }

    func type(_ text: String) {
        for character in text { send(.character(character)) }
    }
}
