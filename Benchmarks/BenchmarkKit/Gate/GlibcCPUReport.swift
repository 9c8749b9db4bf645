/// What glibc's dynamic loader reports about the CPU (`ld.so --list-diagnostics`, glibc 2.33
/// and later) when it runs under valgrind: the CPU as valgrind presents it and the features
/// glibc uses after its tunables (`GLIBC_TUNABLES=glibc.cpu.hwcaps=…`). glibc picks its
/// string, copy and fill routines, and their size thresholds, from exactly these.
///
/// The raw `cpuid[…]` registers are left out: leaf 1 carries the APIC id of whichever core
/// the probe ran on.
struct GlibcCPUReport: Hashable, Sendable {
    /// `x86.cpu_features.*` values by key without that prefix, except the raw registers.
    var values: [String: String]

    /// Parses the diagnostics text; lines other than `x86.cpu_features.*` are ignored.
    init(diagnostics: String) {
        let prefix = "x86.cpu_features."
        var values: [String: String] = [:]
        for line in diagnostics.split(separator: "\n") where line.hasPrefix(prefix) {
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = String(line[line.index(line.startIndex, offsetBy: prefix.count) ..< equals])
            if key.contains(".cpuid[") { continue }
            values[key] = String(line[line.index(after: equals)...])
        }
        self.values = values
    }

    /// The report as gate environment entries, each readable on its own; empty when the
    /// text had no x86 CPU section (another architecture, or a glibc before 2.33).
    var environmentEntries: [String: String] {
        guard !values.isEmpty else { return [:] }
        var entries: [String: String] = [:]
        var settings: [String] = []
        var preferred: [String] = []
        var features: [String] = []
        var cpu: [String] = []
        for key in values.keys.sorted() {
            let value = values[key]!
            if key.hasPrefix("basic.") {
                cpu.append("\(key.dropFirst("basic.".count))=\(value)")
            } else if key.hasPrefix("preferred.") {
                if Self.number(value) != 0 { preferred.append(String(key.dropFirst("preferred.".count))) }
            } else if let (leaf, register) = Self.activeRegister(key) {
                features += Self.featureNames(leaf: leaf, register: register, bits: Self.number(value) ?? 0)
            } else {
                settings.append("\(key)=\(value)")
            }
        }
        entries["cpu (as valgrind presents it)"] = cpu.joined(separator: " ")
        entries["cpu features glibc uses"] = features.sorted().joined(separator: " ")
        entries["glibc preferences"] = preferred.joined(separator: " ")
        entries["glibc cpu settings"] = settings.joined(separator: " ")
        return entries
    }

    /// `(leaf index, register index)` of a `features[L].active[R]` key.
    private static func activeRegister(_ key: String) -> (Int, Int)? {
        guard key.hasPrefix("features["), key.contains("].active[") else { return nil }
        let numbers = key.split { $0 == "[" || $0 == "]" }.compactMap { number(String($0)) }
        guard numbers.count == 2 else { return nil }
        return (numbers[0], numbers[1])
    }

    private static func number(_ text: String) -> Int? {
        text.hasPrefix("0x") ? Int(text.dropFirst(2), radix: 16) : Int(text)
    }

    /// The names of the set bits of one register of glibc's feature table; a bit without a
    /// name here is spelled `leaf1.ecx.bit31`.
    static func featureNames(leaf: Int, register: Int, bits: Int) -> [String] {
        let leafName = leaf < leafNames.count ? leafNames[leaf] : "index\(leaf)"
        let registerName = register < registerNames.count ? registerNames[register] : "register\(register)"
        let known = knownBits["\(leafName).\(registerName)"] ?? [:]
        return (0 ..< 64).filter { bits >> $0 & 1 == 1 }.map { known[$0] ?? "\(leafName).\(registerName).bit\($0)" }
    }

    /// glibc's `COMMON_CPUID_INDEX_*` order (2.33–2.39) and the order of `cpuid_registers`.
    private static let leafNames = ["leaf1", "leaf7", "leaf0x80000001", "leaf0xd.1", "leaf0x80000007", "leaf0x80000008", "leaf7.1", "leaf0x19", "leaf0x14"]
    private static let registerNames = ["eax", "ebx", "ecx", "edx"]
    private static let knownBits: [String: [Int: String]] = [
        "leaf1.ecx": [
            0: "SSE3", 1: "PCLMULQDQ", 9: "SSSE3", 12: "FMA", 13: "CMPXCHG16B", 19: "SSE4_1", 20: "SSE4_2", 22: "MOVBE",
            23: "POPCNT", 25: "AES", 26: "XSAVE", 27: "OSXSAVE", 28: "AVX", 29: "F16C", 30: "RDRAND",
        ],
        "leaf1.edx": [
            0: "FPU", 4: "TSC", 8: "CX8", 15: "CMOV", 19: "CLFSH", 23: "MMX", 24: "FXSR", 25: "SSE", 26: "SSE2", 28: "HTT",
        ],
        "leaf7.ebx": [
            0: "FSGSBASE", 3: "BMI1", 4: "HLE", 5: "AVX2", 8: "BMI2", 9: "ERMS", 11: "RTM", 16: "AVX512F", 17: "AVX512DQ",
            18: "RDSEED", 19: "ADX", 21: "AVX512_IFMA", 23: "CLFLUSHOPT", 24: "CLWB", 28: "AVX512CD", 29: "SHA",
            30: "AVX512BW", 31: "AVX512VL",
        ],
        "leaf7.ecx": [
            1: "AVX512_VBMI", 6: "AVX512_VBMI2", 8: "GFNI", 9: "VAES", 10: "VPCLMULQDQ", 11: "AVX512_VNNI",
            12: "AVX512_BITALG", 14: "AVX512_VPOPCNTDQ", 22: "RDPID",
        ],
        "leaf7.edx": [4: "FSRM", 8: "AVX512_VP2INTERSECT", 14: "SERIALIZE", 22: "AMX_BF16", 24: "AMX_TILE", 25: "AMX_INT8"],
        "leaf0x80000001.ecx": [0: "LAHF64_SAHF64", 5: "LZCNT", 6: "SSE4A", 8: "PREFETCHW", 11: "XOP", 16: "FMA4"],
        "leaf0x80000001.edx": [11: "SYSCALL", 20: "NX", 26: "PAGE1GB", 27: "RDTSCP", 29: "LM"],
        "leaf0xd.1.eax": [0: "XSAVEOPT", 1: "XSAVEC", 3: "XSAVES"],
        "leaf7.1.eax": [4: "AVX_VNNI", 5: "AVX512_BF16", 10: "FZLRM", 11: "FSRS", 12: "FSRCS"],
    ]
}
