/// How the process asks glibc's malloc to hold memory, set once at the start before any thread is made: one
/// arena for every thread, and blocks of a mebibyte or more mapped on their own.
///
/// Measured with a 10,000-card download (release, 100×32 pty): the body is parsed on the network queue's thread,
/// merged and read again on the store's, drawn on the main one, and with an arena per thread each kept what it
/// freed for itself: peak RSS 49 MiB, 41 with one arena. The app's threads take turns far more than they
/// contend: the download, the first frames and the keystrokes measured the same.
///
/// glibc maps a block over its threshold on its own and unmaps it when freed, but raises the threshold to the
/// size of each such block freed: once the download's 6 MB body was freed, every block up to 6 MB came from the
/// heap and stayed there after use, such as a frame sending a grid of new tiles to kitty (a few MB of pixels in
/// base64): peak RSS of that download with kitty's pictures 42.1 MiB, 40.4 with the threshold fixed at 1 MiB
/// (`GLIBC_TUNABLES=glibc.malloc.mmap_threshold=1048576`, static release, MVC), half blocks unchanged. A frame
/// of half blocks stays far below it. (A threshold low enough to map a frame's own buffers had saved one MiB
/// more but made each keystroke's frame slower.)
public enum MemoryPolicy {
    /// Applies the policy; answers whether malloc took it.
    @discardableResult
    public static func apply() -> Bool {
        #if os(Linux)
            mallopt(arenaMaximum, 1) == 1 && mallopt(mapThreshold, mappedBlockBytes) == 1
        #else
            false
        #endif
    }

    /// The smallest block malloc maps on its own.
    static let mappedBlockBytes: Int32 = 1 << 20
    /// `M_ARENA_MAX` and `M_MMAP_THRESHOLD` in glibc's <malloc.h>.
    private static let arenaMaximum: Int32 = -8
    private static let mapThreshold: Int32 = -3
}

#if os(Linux)
    /// glibc's `int mallopt(int, int)`. The Glibc module leaves <malloc.h> out, and a system-library target for
    /// that one header made SwiftPM link GRDB's dynamic product too, which a static build cannot.
    @_silgen_name("mallopt")
    private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
