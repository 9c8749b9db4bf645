import CAllocationCounter

/// Runs code inside `tessera_measured_region`, a C function with a fixed, unmangled name, so
/// callgrind can collect exactly the instructions of the measured code and nothing else:
/// `--collect-atstart=no --toggle-collect=tessera_measured_region` switches collection on
/// when the region is entered and off when it returns, and
/// `--dump-after=tessera_measured_region` writes one profile per region.
package enum MeasuredRegion {
    /// The C symbol to hand to callgrind's `--toggle-collect` and `--dump-after`.
    package static let symbol = "tessera_measured_region"

    /// Runs `body` inside the region and returns its result.
    package static func run<Result>(_ body: () -> Result) -> Result {
        var result: Result?
        withoutActuallyEscaping({ result = body() }) { action in
            var action = action
            withUnsafeMutablePointer(to: &action) { pointer in
                tessera_measured_region({ raw in
                    raw!.assumingMemoryBound(to: (() -> Void).self).pointee()
                }, pointer)
            }
        }
        return result!
    }
}
