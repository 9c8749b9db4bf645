import Foundation
import TesseraCore

/// The environment variables that replay or enlarge a campaign without editing code:
/// `TESSERA_SEED` (hex `0x…` or decimal), `TESSERA_CASES` (case count), `TESSERA_CASE` (run
/// only this case index) and `TESSERA_SHARD` (`i/n`).
public struct CampaignEnvironment: Hashable, Sendable {
    /// `TESSERA_SEED`.
    public var seed: UInt64?
    /// `TESSERA_CASES`.
    public var cases: Int?
    /// `TESSERA_CASE`.
    public var caseIndex: Int?
    /// `TESSERA_SHARD`.
    public var shard: Shard?

    /// Reads the variables from `variables`; throws naming the first malformed one.
    public init(_ variables: [String: String]) throws(CampaignEnvironmentError) {
        if let text = variables["TESSERA_SEED"] {
            guard let seed = Self.parseSeed(text) else { throw .malformed(variable: "TESSERA_SEED", value: text) }
            self.seed = seed
        }
        if let text = variables["TESSERA_CASES"] {
            guard let cases = Int(text), cases >= 0 else { throw .malformed(variable: "TESSERA_CASES", value: text) }
            self.cases = cases
        }
        if let text = variables["TESSERA_CASE"] {
            guard let index = Int(text), index >= 0 else { throw .malformed(variable: "TESSERA_CASE", value: text) }
            caseIndex = index
        }
        if let text = variables["TESSERA_SHARD"] {
            do {
                shard = try Shard(parsing: text)
            } catch {
                throw .malformed(variable: "TESSERA_SHARD", value: text)
            }
        }
    }

    /// The current process's environment.
    public static func current() throws(CampaignEnvironmentError) -> CampaignEnvironment {
        try CampaignEnvironment(ProcessInfo.processInfo.environment)
    }

    /// A seed written as `0x…` (hex) or as a decimal number.
    public static func parseSeed(_ text: String) -> UInt64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") {
            return UInt64(trimmed.dropFirst(2).replacingOccurrences(of: "_", with: ""), radix: 16)
        }
        return UInt64(trimmed)
    }

    /// `seed` as the `0x…` text reports and replay commands use (16 hex digits).
    public static func format(seed: UInt64) -> String {
        let digits = String(seed, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// A malformed `TESSERA_*` variable.
public enum CampaignEnvironmentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `variable` holds `value`, which it cannot mean.
    case malformed(variable: String, value: String)

    /// `TESSERA_SEED: "xyz" is not valid`, with what is expected.
    public var description: String {
        switch self {
        case let .malformed(variable, value):
            "\(variable): \(Excerpt.quoted(value)) is not valid (seed: 0x-prefixed hex or decimal; cases and case: integers ≥ 0; shard: i/n)"
        }
    }
}
