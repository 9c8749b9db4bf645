import Foundation
import TesseraCore

/// One recorded failure: the (shrunk) spec that broke an invariant, replayed before every
/// campaign of its layout so a fixed bug stays fixed (proptest's regression files).
///
/// The spec is kept as interchange JSON and read with the layout's definition when the
/// campaign of that layout replays it, so one file can hold entries of any layouts.
package struct RegressionEntry: Hashable, Sendable {
    /// The invariant the spec broke when it was recorded.
    package var invariant: String
    /// The layout's name (the spec's `"layout"`).
    package var layout: String
    /// The implementation that broke it (`standard` for the layout's own; the `factory` key
    /// of the file).
    package var implementation: String
    /// The campaign seed and case index that found it, when a campaign did.
    package var seed: UInt64?
    /// See `seed`.
    package var caseIndex: Int?
    /// The counterexample as a parsed interchange spec.
    package var spec: JSONValue

    /// Creates an entry from a spec written by `LayoutSpec.jsonString()`.
    package init(
        invariant: Invariant, layout: String, implementation: String = "standard", seed: UInt64? = nil, caseIndex: Int? = nil,
        specJSON: String
    ) {
        self.invariant = invariant.rawValue
        self.layout = layout
        self.implementation = implementation
        self.seed = seed
        self.caseIndex = caseIndex
        spec = (try? JSONValue(parsing: specJSON)) ?? .null
    }

    /// Creates an entry for `spec`.
    package init<Definition: LayoutDefinition>(
        invariant: Invariant, seed: UInt64? = nil, caseIndex: Int? = nil, spec: LayoutSpec<Definition>
    ) {
        self.init(
            invariant: invariant, layout: spec.layout.name, implementation: spec.layout.implementation, seed: seed,
            caseIndex: caseIndex, specJSON: spec.jsonString()
        )
    }

    /// The spec, read with `layout`'s definition.
    package func spec<Definition: LayoutDefinition>(for layout: Definition) throws(RegressionFileError) -> LayoutSpec<Definition> {
        do {
            return try LayoutSpec(json: spec, layout: layout)
        } catch {
            throw .malformedEntry(reason: "spec.\(error.description)")
        }
    }

    /// The entry as one JSON line (no newline):
    /// `{"invariant":…,"factory":…,"seed":"0x…","case":n,"spec":{…interchange spec…}}`.
    package func jsonLine() -> String {
        var members: [(key: String, value: JSONValue)] = [("invariant", .string(invariant)), ("factory", .string(implementation))]
        if let seed { members.append(("seed", .string(CampaignEnvironment.format(seed: seed)))) }
        if let caseIndex { members.append(("case", .number(Double(caseIndex)))) }
        members.append(("spec", spec))
        var writer = JSONWriter()
        writer.value(.object(members))
        return writer.text
    }

    /// Reads a line written by `jsonLine()`.
    package init(jsonLine line: String) throws(RegressionFileError) {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: line)
        } catch {
            throw .malformedEntry(reason: error.description)
        }
        guard case let .string(invariant)? = value["invariant"], !invariant.isEmpty else {
            throw .malformedEntry(reason: "invariant: missing or not a name")
        }
        guard let spec = value["spec"] else { throw .malformedEntry(reason: "spec: missing") }
        guard case let .string(layout)? = spec["layout"] else { throw .malformedEntry(reason: "spec.layout: missing or not a string") }
        self.invariant = invariant
        self.layout = layout
        self.spec = spec
        if case let .string(implementation)? = value["factory"] { self.implementation = implementation } else { implementation = "standard" }
        if case let .string(seed)? = value["seed"] { self.seed = CampaignEnvironment.parseSeed(seed) }
        if case let .number(index)? = value["case"] { caseIndex = Int(exactly: index) }
    }
}

/// A committed JSON-lines file of regression entries (one per line; blank lines and lines
/// starting with `//` are ignored).
public struct RegressionFile: Hashable, Sendable {
    /// Where the file is.
    public var url: URL

    /// A regression file at `url` (it need not exist yet).
    public init(url: URL) {
        self.url = url
    }

    /// Every entry, in file order; none when the file does not exist. Throws naming the
    /// first malformed line.
    package func entries() throws(RegressionFileError) -> [RegressionEntry] {
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw .unreadable(path: url.path, reason: "\(error)")
        }
        var entries: [RegressionEntry] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("//") else { continue }
            do {
                entries.append(try RegressionEntry(jsonLine: trimmed))
            } catch let .malformedEntry(reason) {
                throw .malformedLine(path: url.path, line: number + 1, reason: reason)
            } catch {
                throw error
            }
        }
        return entries
    }

    /// Appends `entry` unless an identical line is already there. Atomic: reads the file,
    /// appends, writes a temporary file and renames it over the original, so a crash never
    /// leaves half a line. Returns whether a line was added.
    @discardableResult
    package func append(_ entry: RegressionEntry) throws(RegressionFileError) -> Bool {
        let line = entry.jsonLine()
        var text = ""
        if FileManager.default.fileExists(atPath: url.path) {
            do {
                text = try String(contentsOf: url, encoding: .utf8)
            } catch {
                throw .unreadable(path: url.path, reason: "\(error)")
            }
        }
        if text.split(separator: "\n").contains(where: { $0 == line }) { return false }
        if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
        text += line + "\n"
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw .unwritable(path: url.path, reason: "\(error)")
        }
        return true
    }
}

/// Why a regression file could not be read or written.
package enum RegressionFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file exists but could not be read.
    case unreadable(path: String, reason: String)
    /// The file could not be written.
    case unwritable(path: String, reason: String)
    /// A line is not a valid entry.
    case malformedLine(path: String, line: Int, reason: String)
    /// A single entry is not valid (no file context).
    case malformedEntry(reason: String)

    /// `path:line: reason`.
    package var description: String {
        switch self {
        case let .unreadable(path, reason): "\(path): cannot read: \(reason)"
        case let .unwritable(path, reason): "\(path): cannot write: \(reason)"
        case let .malformedLine(path, line, reason): "\(path):\(line): \(reason)"
        case let .malformedEntry(reason): "regression entry: \(reason)"
        }
    }
}
