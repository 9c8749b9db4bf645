#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A monotonic nanosecond clock (`CLOCK_MONOTONIC`): unaffected by wall-clock changes, so the
/// difference of two readings is an elapsed time.
package enum MonotonicClock {
    /// Nanoseconds since an arbitrary fixed point (boot, on Linux).
    @inline(__always)
    package static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }

    /// Nanoseconds `body` took, read around it.
    @inline(__always)
    package static func measure(_ body: () throws -> Void) rethrows -> UInt64 {
        let start = now()
        try body()
        return now() &- start
    }
}
