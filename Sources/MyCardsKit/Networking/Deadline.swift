import Dispatch

/// A moment on the monotonic clock (a wall-clock change must not end or stretch a request), and how much of the
/// wait is left for `poll`.
struct Deadline: Comparable {
    let uptimeNanoseconds: UInt64

    static func after(_ seconds: Double) -> Deadline {
        let nanoseconds = UInt64(max(0, min(seconds, 1e9)) * 1e9)
        return Deadline(uptimeNanoseconds: DispatchTime.now().uptimeNanoseconds + nanoseconds)
    }

    static func < (left: Deadline, right: Deadline) -> Bool {
        left.uptimeNanoseconds < right.uptimeNanoseconds
    }

    /// Milliseconds until the deadline, rounded up so a poll never wakes just before it; 0 once it has passed.
    var remainingMilliseconds: Int32 {
        let now = DispatchTime.now().uptimeNanoseconds
        guard uptimeNanoseconds > now else { return 0 }
        return Int32(min((uptimeNanoseconds - now + 999_999) / 1_000_000, UInt64(Int32.max)))
    }
}
