import Foundation
import TesseraCore

/// The environment variables that replay or enlarge a campaign without editing code:
/// `TESSERA_SEED` (hex `0x…` or decimal), `TESSERA_CASES` (case count), `TESSERA_CASE` (run
/// only this case index) and `TESSERA_SHARD` (`i/n`).
@usableFromInline
package struct CampaignEnvironment: Hashable, Sendable {
    /// The seed of a campaign that names none — without `TESSERA_SEED`, `tessera fuzz`
    /// without `--seed` — shared by every kind of campaign, so that a seed printed by one
    /// replays in another. Usable from the public initialisers' default arguments.
    @usableFromInline
    package static let defaultSeed: UInt64 = 0x7E55_E8A0_C4EC_0001

    /// `TESSERA_SEED`.
    package var seed: UInt64?
    /// `TESSERA_CASES`.
    package var cases: Int?
    /// `TESSERA_CASE`.
    package var caseIndex: Int?
    /// `TESSERA_SHARD`.
    package var shard: Shard?

    /// Reads the variables from `variables`; throws naming the first malformed one.
    package init(_ variables: [String: String]) throws(CampaignEnvironmentError) {
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
    package static func current() throws(CampaignEnvironmentError) -> CampaignEnvironment {
        try CampaignEnvironment(ProcessInfo.processInfo.environment)
    }

    /// A seed written as `0x…` (hex) or as a decimal number.
    package static func parseSeed(_ text: String) -> UInt64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("0x") || trimmed.hasPrefix("0X") {
            return UInt64(trimmed.dropFirst(2).replacingOccurrences(of: "_", with: ""), radix: 16)
        }
        return UInt64(trimmed)
    }

    /// `seed` as the `0x…` text reports and replay commands use (16 hex digits).
    package static func format(seed: UInt64) -> String {
        let digits = String(seed, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// A malformed `TESSERA_*` variable.
package enum CampaignEnvironmentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `variable` holds `value`, which it cannot mean.
    case malformed(variable: String, value: String)

    /// `TESSERA_SEED: "xyz" is not valid`, with what is expected.
    package var description: String {
        switch self {
        case let .malformed(variable, value):
            "\(variable): \(Excerpt.quoted(value)) is not valid (seed: 0x-prefixed hex or decimal; cases and case: integers ≥ 0; shard: i/n)"
        }
    }
}
