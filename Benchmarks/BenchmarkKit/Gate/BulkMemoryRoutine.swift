/// The C library's bulk copy and fill routines, recognised by name in a callgrind profile:
/// `memcpy`, `memmove`, `memset` (ours from `CAllocationCounter`, which forward to glibc) and
/// glibc's own entry points and CPU-specific variants (`__memmove_avx_unaligned_erms`,
/// `__memset_chk`, …). `memcmp`, `memchr` and the string routines are not bulk routines:
/// their work is comparison, which the gate counts.
///
/// Why they are set apart: glibc picks the variant by what the CPU (under valgrind, what
/// valgrind reports) supports, and a `rep movsb` copy counts one instruction per byte, so
/// their instruction counts depend on the machine and on the alignment of the data. The
/// gate reports their work as bytes copied and filled instead.
enum BulkMemoryRoutine {
    static let names: Set<String> = [
        "memcpy", "memmove", "memset", "mempcpy", "bzero", "explicit_bzero", "wmemcpy", "wmemmove", "wmemset",
    ]
    static let prefixes = [
        "__memcpy", "__memmove", "__memset", "__mempcpy", "__bzero", "__explicit_bzero", "__wmemcpy", "__wmemmove", "__wmemset",
    ]

    /// Whether `function` (a callgrind function name; a `'2`-style recursion suffix is
    /// ignored) is a bulk copy or fill routine.
    static func contains(_ function: String) -> Bool {
        let name = function.split(separator: "'", maxSplits: 1).first.map(String.init) ?? function
        if names.contains(name) { return true }
        return prefixes.contains { name.hasPrefix($0) }
    }
}
