import Foundation

/// Whether the tmux the app runs in hands image sequences on to the terminal around it: its `allow-passthrough`
/// option, asked of tmux itself (`tmux display-message -p '#{allow-passthrough}'`, for this pane: the option is
/// read through pane, window and global as tmux reads it). Off by default; without it tmux drops every image and
/// the app draws half blocks.
public enum TmuxPassthrough {
    /// Asks the tmux server named by `TMUX` about the pane `TMUX_PANE`; false when tmux cannot be run or says no.
    public static func ask(environment: [String: String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        var arguments = ["tmux", "display-message", "-p"]
        if let pane = environment["TMUX_PANE"], !pane.isEmpty { arguments += ["-t", pane] }
        process.arguments = arguments + ["#{allow-passthrough}"]
        process.environment = environment
        let answer = Pipe()
        process.standardOutput = answer
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return false
        }
        let bytes = answer.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return false }
        return isOn(String(decoding: bytes, as: UTF8.self))
    }

    /// tmux 3.3 prints the option as a flag (`1`, `0`); 3.4 as a choice (`on`, `all`, `off`).
    public static func isOn(_ answer: String) -> Bool {
        ["1", "on", "all"].contains(answer.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
