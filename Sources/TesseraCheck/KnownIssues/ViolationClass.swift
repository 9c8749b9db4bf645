// PLACEHOLDER mirroring triage's ViolationClass (Sources/TesseraCheck/Invariants/ViolationClass.swift on branch triage) until it lands; delete on merge.
public enum ViolationClass: String, Hashable, Sendable, CaseIterable, Comparable {
    case noise
    case subPixel = "sub-pixel"
    case pixel
    case notGeometric = "not geometric"
    public static func < (a: Self, b: Self) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
}
// PLACEHOLDER shim of triage's InvariantViolation.magnitude / classification; delete on merge.
public struct ViolationMagnitudeShim: Hashable, Sendable { public var points: Double? }
extension InvariantViolation {
    public var magnitude: ViolationMagnitudeShim { ViolationMagnitudeShim(points: nil) }
    public var classification: ViolationClass { .notGeometric }
}
