/// How the process asks glibc's malloc to hold memory, set once at the start before any thread is made: one
/// arena for every thread.
///
/// Measured with a 10,000-card download (release, 100×32 pty): the body is parsed on the network queue's thread,
/// merged and read again on the store's, drawn on the main one, and with an arena per thread each kept what it
/// freed for itself: peak RSS 49 MiB, 41 with one arena. The app's threads take turns far more than they
/// contend: the download, the first frames and the keystrokes measured the same. (Mapping big blocks on their
/// own as well, `M_MMAP_THRESHOLD`, saved one more MiB but made each keystroke's frame slower.)
public enum MemoryPolicy {
    /// Applies the policy; answers whether malloc took it.
    @discardableResult
    public static func apply() -> Bool {
        #if os(Linux)
            mallopt(arenaMaximum, 1) == 1
        #else
            false
        #endif
    }

    /// `M_ARENA_MAX` in glibc's <malloc.h>.
    private static let arenaMaximum: Int32 = -8
}

#if os(Linux)
    /// glibc's `int mallopt(int, int)`. The Glibc module leaves <malloc.h> out, and a system-library target for
    /// that one header made SwiftPM link GRDB's dynamic product too, which a static build cannot.
    @_silgen_name("mallopt")
    private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
