import ArgumentParser

/// `--graphics` (and `MYCARDS_GRAPHICS`): how photos and codes are drawn. `auto` asks the terminal at start which
/// image protocol it speaks; the others force one, `blocks` the half blocks every terminal shows (Behaviour.md).
public enum GraphicsChoice: String, CaseIterable, Sendable, ExpressibleByArgument {
    case auto, kitty, sixel, iterm, blocks

    /// The environment variable that forces a choice when the command line does not.
    public static let environmentVariable = "MYCARDS_GRAPHICS"

    /// The command line's choice, else the environment's (ignored unless it names one), else `auto`.
    public static func resolved(option: GraphicsChoice?, environment: [String: String]) -> GraphicsChoice {
        if let option { return option }
        let named = (environment[environmentVariable] ?? "").lowercased()
        return GraphicsChoice(rawValue: named) ?? .auto
    }
}
