import TesseraCore

/// Rounder numbers to try in place of a value, for shrinkers (Tessera's and a user's
/// option shrinkers alike).
public enum RoundNumbers {
    /// Candidates roundest first, all different from `value`: 0 (when `includingZero`), 1,
    /// 10, 100, 1000 below it, then the value rounded to 100, 10, 1 and ½. None for a
    /// non-finite value.
    public static func candidates(for value: Double, includingZero: Bool) -> [Double] {
        guard value.isFinite else { return [] }
        var result: [Double] = includingZero ? [0] : []
        for power in [1.0, 10, 100, 1000] where power < value {
            result.append(power)
        }
        for step in [100.0, 10, 1, 0.5] {
            result.append((value / step).rounded() * step)
        }
        var seen = Set<Double>()
        return result.filter { $0 != value && ($0 > 0 || (includingZero && $0 == 0)) && seen.insert($0).inserted }
    }

    /// How complicated `value` is to read: 0 is simplest, then fewer significant decimal
    /// digits (`40` before `37`, `37` before `37.5`), then a smaller magnitude. The shrinker
    /// keeps a number only when it is strictly simpler than the one it replaces, so numbers
    /// cannot cycle (a layout's default and 0, each proposed from the other) or wander.
    public static func complexity(of value: Double) -> (digits: Int, magnitude: Double) {
        guard value.isFinite else { return (Int.max, .infinity) }
        guard value != 0 else { return (0, 0) }
        var digits = 0, trailingZeros = 0, leading = true
        let text = "\(value.magnitude)"
        for character in text.prefix(while: { $0 != "e" }) where character.isNumber {
            if leading, character == "0" { continue }
            leading = false
            digits += 1
            trailingZeros = character == "0" ? trailingZeros + 1 : 0
        }
        return (max(1, digits - trailingZeros), value.magnitude)
    }

    /// Whether `candidate` is strictly simpler than `value` (`complexity(of:)`).
    public static func isSimpler(_ candidate: Double, than value: Double) -> Bool {
        let (new, old) = (complexity(of: candidate), complexity(of: value))
        return new.digits != old.digits ? new.digits < old.digits : new.magnitude < old.magnitude
    }

    /// `candidates(for:includingZero: true)` for a coordinate of either sign: 0 first, then
    /// the rounder numbers of its magnitude, with its sign.
    public static func signedCandidates(for value: Double) -> [Double] {
        guard value < 0 else { return candidates(for: value, includingZero: true) }
        return [0] + candidates(for: -value, includingZero: false).map { -$0 }
    }
}

extension LayoutSpec {
    /// The spec with the option at `keyPath` set to each of `values` in turn: one shrink group.
    public func shrinking<Value>(_ keyPath: WritableKeyPath<Definition.Options, Value>, to values: [Value]) -> [LayoutSpec] {
        values.map { value in withOptions { $0[keyPath: keyPath] = value } }
    }

    /// The shrink group of a length option: its default, then rounder numbers.
    public func shrinkingLength(
        _ keyPath: WritableKeyPath<Definition.Options, Double>, includingZero: Bool = true
    ) -> [LayoutSpec] {
        let value = options[keyPath: keyPath]
        let fallback = layout.defaultOptions[keyPath: keyPath]
        return shrinking(keyPath, to: [fallback] + RoundNumbers.candidates(for: value, includingZero: includingZero))
    }

    /// The shrink group of a count option: 1, half, one less (those below its value).
    public func shrinkingCount(_ keyPath: WritableKeyPath<Definition.Options, Int>) -> [LayoutSpec] {
        let value = options[keyPath: keyPath]
        guard value > 1 else { return [] }
        return shrinking(keyPath, to: Set([1, value / 2, value - 1]).filter { $0 >= 1 && $0 < value }.sorted())
    }
}

extension LayoutSpec {
    /// The shrink groups of an insets option: none at all, then each edge toward round numbers.
    func shrinkingInsets(_ keyPath: WritableKeyPath<Definition.Options, Insets>) -> [[LayoutSpec]] {
        let insets = options[keyPath: keyPath]
        guard insets != .zero else { return [] }
        let edges: [WritableKeyPath<Insets, Double>] = [\.top, \.left, \.bottom, \.right]
        return [shrinking(keyPath, to: [.zero])] + edges.map { edge in
            RoundNumbers.candidates(for: insets[keyPath: edge], includingZero: true).map { round in
                withOptions { $0[keyPath: keyPath][keyPath: edge] = round }
            }
        }
    }
}
