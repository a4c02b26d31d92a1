import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(Glibc)
    /// glibc ≥ 2.34 has it, but its header hides it from Swift's Glibc module.
    @_silgen_name("posix_spawn_file_actions_addclosefrom_np")
    private func addCloseFrom(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ first: Int32) -> Int32
#endif

/// A short-lived command (tmux, pgrep, a variant with `--help`) run to completion with its output collected.
///
/// On Linux this spawns with `posix_spawnp` and waits with `waitpid`: Foundation's `Process` there learns of
/// the exit when every holder of an inherited socket closes it, and `tmux new-session` leaves a daemon holding
/// it, so `waitUntilExit` would never return. Descriptors above stderr are closed in the child for the same reason,
/// and the signal mask and handlers are reset.
struct CommandRun: Sendable {
    let status: Int32
    let output: String
    let errors: String

    /// Looks `executable` up on PATH unless it is a path. Output goes through files, so a chatty command
    /// can never block on a full pipe.
    static func run(_ executable: String, _ arguments: [String]) throws -> CommandRun {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mycards-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputFile = folder.appendingPathComponent("out")
        let errorFile = folder.appendingPathComponent("err")

        let status = try spawnAndWait([executable] + arguments, output: outputFile.path, errors: errorFile.path)

        return CommandRun(
            status: status,
            output: (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "",
            errors: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        )
    }

    /// Like `run`, but a non-zero status is an error.
    static func checked(_ executable: String, _ arguments: [String]) throws -> String {
        let result = try run(executable, arguments)
        guard result.status == 0 else {
            throw HarnessError.commandFailed(
                command: ([executable] + arguments).joined(separator: " "), status: result.status, errors: result.errors
            )
        }
        return result.output
    }

    /// The exit status, or 128 + n when killed by signal n, as a shell reports it.
    private static func spawnAndWait(_ words: [String], output: String, errors: String) throws -> Int32 {
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            let flags = O_WRONLY | O_CREAT | O_TRUNC
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, output, flags, 0o644)
            posix_spawn_file_actions_addopen(&actions, 2, errors, flags, 0o644)
            _ = addCloseFrom(&actions, 3)

            let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
            defer {
                for word in argv { free(word) }
            }
            // The child (and so the tmux server and the app in its pane) must not inherit the test thread's
            // blocked or ignored signals: SIGTERM and SIGHUP have to reach the app.
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var empty = sigset_t()
            var all = sigset_t()
            sigemptyset(&empty)
            sigfillset(&all)
            posix_spawnattr_setsigmask(&attributes, &empty)
            posix_spawnattr_setsigdefault(&attributes, &all)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

            var child = pid_t()
            let spawned = posix_spawnp(&child, words[0], &actions, &attributes, argv, environ)
            guard spawned == 0 else {
                throw HarnessError.systemCallFailed(call: "posix_spawnp \(words[0])", code: spawned)
            }

            var status: Int32 = 0
            while waitpid(child, &status, 0) < 0 {
                guard errno == EINTR else { throw HarnessError.systemCallFailed(call: "waitpid", code: errno) }
            }
            let signal = status & 0x7f
            return signal == 0 ? (status >> 8) & 0xff : 128 + signal
        #else
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = words
            process.standardInput = FileHandle.nullDevice
            try Data().write(to: URL(fileURLWithPath: output))
            try Data().write(to: URL(fileURLWithPath: errors))
            process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
            process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus
        #endif
    }
}
