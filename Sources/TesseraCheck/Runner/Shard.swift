import TesseraCore

/// One slice of a campaign, as `--shard i/n`: shard `index` of `count` (1-based, so a CI
/// matrix can pass its job number as is) runs a contiguous range of case indices. Because
/// every case's seed derives from (campaign seed, case index), the shards together run
/// exactly the cases of the whole campaign, each exactly once.
package struct Shard: Hashable, Sendable {
    /// This shard's number, `1...count`.
    package let index: Int
    /// How many shards the campaign is split into, ≥ 1.
    package let count: Int

    /// The whole campaign as one shard (`1/1`).
    package static let whole = Shard(validIndex: 1, count: 1)

    private init(validIndex index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Shard `index` of `count`; throws unless `count ≥ 1` and `1 ≤ index ≤ count`.
    package init(index: Int, count: Int) throws(ShardError) {
        guard count >= 1 else { throw .countBelowOne(count) }
        guard (1 ... count).contains(index) else { throw .indexOutOfRange(index: index, count: count) }
        self.init(validIndex: index, count: count)
    }

    /// Parses `i/n` (e.g. `3/8`), as the `--shard` option takes it.
    package init(parsing text: String) throws(ShardError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let index = Int(parts[0].trimmingSpaces), let count = Int(parts[1].trimmingSpaces) else {
            throw .malformed(text)
        }
        try self.init(index: index, count: count)
    }

    /// The case indices this shard runs out of `totalCases`: the `index`-th of `count`
    /// near-equal contiguous ranges (sizes differ by at most one).
    package func caseRange(of totalCases: Int) -> Range<Int> {
        let total = max(totalCases, 0)
        return boundary(total, index - 1) ..< boundary(total, index)
    }

    /// `total × shard / count`, computed in double width: the product of a large case count
    /// and a large shard number overflows `Int`, the quotient never does (it is ≤ `total`).
    private func boundary(_ total: Int, _ shard: Int) -> Int {
        let product = total.multipliedFullWidth(by: shard)
        return count.dividingFullWidth(product).quotient
    }
}

extension Shard: CustomStringConvertible {
    /// `i/n`.
    package var description: String { "\(index)/\(count)" }
}

/// Why a shard specification was rejected.
package enum ShardError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text is not of the form `i/n` with two integers.
    case malformed(String)
    /// The shard count is below 1.
    case countBelowOne(Int)
    /// The shard index is outside `1...count`.
    case indexOutOfRange(index: Int, count: Int)

    /// A one-line explanation naming the value.
    package var description: String {
        switch self {
        case let .malformed(text): "shard: \(Excerpt.quoted(text)) is not of the form i/n (e.g. 2/8)"
        case let .countBelowOne(count): "shard: the shard count \(count) must be at least 1"
        case let .indexOutOfRange(index, count): "shard: index \(index) must be in 1...\(count)"
        }
    }
}

extension Substring {
    /// The text without leading and trailing spaces.
    package var trimmingSpaces: Substring {
        var text = self
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return text
    }
}
