/// A screen's owner that is itself pushed on the navigation stack and shows its dumb view, as a
/// UIViewController shows its `view`: title, keys, drawing and input all go to the hosted view.
@MainActor
public protocol ScreenHosting: Screen {
    associatedtype HostedView: Screen
    var hostedView: HostedView { get }
}

extension ScreenHosting {
    public var title: String { hostedView.title }
    public var keyHints: [KeyHint] { hostedView.keyHints }
    public var acceptsTextInput: Bool { hostedView.acceptsTextInput }
    public var statusScope: String { hostedView.statusScope }

    public func render(into buffer: inout ScreenBuffer, area: Rect) -> Point? {
        hostedView.render(into: &buffer, area: area)
    }

    public func handle(_ event: InputEvent) -> Bool {
        hostedView.handle(event)
    }
}
