/// A selection move in a grid or a list.
public enum Movement: Hashable, Sendable {
    case up, down, left, right, first, last, pageUp, pageDown

    /// Arrows, `h j k l`, `g`/`G`, Home/End and Page Up/Down; nil for any other key.
    public init?(key: Key) {
        switch key {
        case .up, .character("k"): self = .up
        case .down, .character("j"): self = .down
        case .left, .character("h"): self = .left
        case .right, .character("l"): self = .right
        case .home, .character("g"): self = .first
        case .end, .character("G"): self = .last
        case .pageUp: self = .pageUp
        case .pageDown: self = .pageDown
        default: return nil
        }
    }
}
