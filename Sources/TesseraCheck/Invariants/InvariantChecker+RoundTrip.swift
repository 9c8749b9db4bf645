import TesseraCore

extension InvariantChecker {
    /// Results with more elements than this, and specs with more items, are not written and
    /// read back (`roundTrip`): the round trip costs a JSON write and parse per case, and a
    /// writer that loses a bit loses it on a few elements as well.
    public static let roundTripElementLimit = 8192
    /// The frames of each `roundTripVariants` result.
    static let roundTripVariantFrameCount = 32

    /// The doubles a result rarely holds, made from its own frames so that every case writes
    /// them: the frames negated (every zero edge becomes `-0.0`), scaled by 2^-1060 (into the
    /// subnormals) and by 2^1000 (exponents near the largest finite). Each is written and read
    /// back as the result is — its first `roundTripVariantFrameCount` frames, enough to meet
    /// each kind of double and cheap beside the result's own round trip; one whose frames are
    /// not all finite is skipped.
    static let roundTripVariants: [(name: String, transform: @Sendable (Rect) -> Rect)] = [
        ("negated (zero edges -0.0)", { Rect(minX: -$0.maxX, minY: -$0.maxY, maxX: -$0.minX, maxY: -$0.minY) }),
        ("scaled by 2^-1060 (subnormals)", { Rect(minX: $0.minX * 0x1p-1060, minY: $0.minY * 0x1p-1060, maxX: $0.maxX * 0x1p-1060, maxY: $0.maxY * 0x1p-1060) }),
        ("scaled by 2^1000", { Rect(minX: $0.minX * 0x1p1000, minY: $0.minY * 0x1p1000, maxX: $0.maxX * 0x1p1000, maxY: $0.maxY * 0x1p1000) }),
    ]

    /// How `result` and `spec`, written as interchange JSON and read back, differ from what was
    /// written (`roundTrip`), or nothing; nothing is checked above `roundTripElementLimit`.
    /// O(n).
    func roundTripViolations<Definition: LayoutDefinition>(of result: LayoutResult, spec: LayoutSpec<Definition>) -> [InvariantViolation] {
        var found: [InvariantViolation] = []
        if result.count <= Self.roundTripElementLimit {
            found += roundTripViolations(of: result, named: "the result")
            for variant in Self.roundTripVariants where found.isEmpty {
                let frames = result.frames.prefix(Self.roundTripVariantFrameCount).map(variant.transform)
                guard frames.allSatisfy(\.isFinite) else { continue }
                found += roundTripViolations(of: LayoutResult(cells: frames, axis: result.scrollAxis), named: "the result \(variant.name)")
            }
        }
        if spec.items.itemCount <= Self.roundTripElementLimit {
            found += roundTripViolations(ofSpec: spec)
        }
        return Array(found.prefix(violationLimit))
    }

    /// How `result`, written and read back, differs from what was written.
    private func roundTripViolations(of result: LayoutResult, named name: String) -> [InvariantViolation] {
        do {
            return roundTripViolations(of: result, readBack: try LayoutResult(json: result.jsonString()), named: name)
        } catch {
            return reported(.roundTrip, [InvariantViolation(.roundTrip, "\(name)'s JSON does not read back: \(error.description)")], of: result)
        }
    }

    /// How `readBack`, read from the JSON written of `result`, differs from `result`: the
    /// comparison the self-validation plants a lost bit into.
    func roundTripViolations(of result: LayoutResult, readBack: LayoutResult, named name: String = "the result") -> [InvariantViolation] {
        let found = RoundTrip.differences(written: result, read: readBack).map { InvariantViolation(.roundTrip, "\(name)'s JSON read back: \($0)") }
        return reported(.roundTrip, found, of: result)
    }

    /// How `spec`, written and read back, differs from what was written.
    func roundTripViolations<Definition: LayoutDefinition>(ofSpec spec: LayoutSpec<Definition>) -> [InvariantViolation] {
        let text = spec.jsonString()
        do {
            let read = try LayoutSpec(json: text, layout: spec.layout)
            return RoundTrip.differences(written: spec, read: read).map { InvariantViolation(.roundTrip, "the spec's JSON read back: \($0)") }
        } catch {
            return [InvariantViolation(.roundTrip, "the spec's JSON does not read back: \(error.description)")]
        }
    }
}

/// Bit-level comparison of what was written with what was read back: doubles by their bit
/// patterns (so `-0.0` differs from `0`, and a last bit counts), strings by their Unicode
/// scalars (so a normalized `é` differs from `e` + U+0301, which `==` would call equal).
enum RoundTrip {
    /// Where `read` departs from `written`: at most the first few places, described.
    static func differences(written: LayoutResult, read: LayoutResult) -> [String] {
        var found: [String] = []
        if written.scrollAxis != read.scrollAxis { found.append("the scroll axis \(written.scrollAxis) became \(read.scrollAxis)") }
        if !same(written.contentSize.width, read.contentSize.width) || !same(written.contentSize.height, read.contentSize.height) {
            found.append("the content size \(exact(written.contentSize.width)) × \(exact(written.contentSize.height)) became \(exact(read.contentSize.width)) × \(exact(read.contentSize.height))")
        }
        guard written.count == read.count else { return found + ["\(written.count) elements became \(read.count)"] }
        for id in 0 ..< written.count where found.count < 4 {
            let (frame, other) = (written.frames[id], read.frames[id])
            for (name, edge) in [("minX", \Rect.minX), ("minY", \Rect.minY), ("maxX", \Rect.maxX), ("maxY", \Rect.maxY)]
            where !same(frame[keyPath: edge], other[keyPath: edge]) {
                found.append("element #\(id)'s \(name) \(exact(frame[keyPath: edge])) became \(exact(other[keyPath: edge]))")
            }
            if written.kind(ofElement: id) != read.kind(ofElement: id) || written.path(ofElement: id) != read.path(ofElement: id) {
                found.append("element #\(id) (\(written.kind(ofElement: id)) at \(written.path(ofElement: id))) became \(read.kind(ofElement: id)) at \(read.path(ofElement: id))")
            }
        }
        return found
    }

    /// Where the spec `read` departs from `written`: container, options, section options,
    /// items (sizes, spans, payloads as their layout writes them), updates and checkpoint spacing.
    static func differences<Definition: LayoutDefinition>(written: LayoutSpec<Definition>, read: LayoutSpec<Definition>) -> [String] {
        var found: [String] = []
        let layout = written.layout
        if !same(written.container.width, read.container.width) || !same(written.container.height, read.container.height) {
            found.append("the container \(exact(written.container.width)) × \(exact(written.container.height)) became \(exact(read.container.width)) × \(exact(read.container.height))")
        }
        if let difference = difference(.object(layout.optionMembers(written.options)), .object(layout.optionMembers(read.options)), at: "options") {
            found.append(difference)
        }
        guard written.items.sectionStarts == read.items.sectionStarts else {
            return found + ["the sections' item counts \(counts(written.items)) became \(counts(read.items))"]
        }
        for section in 0 ..< written.items.sectionCount where found.count < 4 {
            let (before, after) = (layout.sectionOptionMembers(written.options, section: section), layout.sectionOptionMembers(read.options, section: section))
            if let difference = difference(.object(before), .object(after), at: "sections[\(section)]") { found.append(difference) }
        }
        let payloads = layout.itemPayloadCoding
        for index in 0 ..< written.items.itemCount where found.count < 4 {
            let (item, other) = (written.items[flatIndex: index], read.items[flatIndex: index])
            if !same(item.width, other.width) || !same(item.height, other.height) || item.span != other.span {
                found.append("item \(index) \(exact(item.width)) × \(exact(item.height)) span \(item.span) became \(exact(other.width)) × \(exact(other.height)) span \(other.span)")
            }
            let payload = (item.payload, other.payload)
            if let coding = payloads, let before = payload.0, let after = payload.1 {
                if let difference = difference(coding.write(before), coding.write(after), at: "item \(index)'s payload") { found.append(difference) }
            } else if (payload.0 == nil) != (payload.1 == nil) || payload.0 != payload.1 {
                found.append("item \(index)'s payload \(payload.0.map { "\($0)" } ?? "none") became \(payload.1.map { "\($0)" } ?? "none")")
            }
        }
        if written.checkpointSpacing != read.checkpointSpacing {
            found.append("the checkpoint spacing \(written.checkpointSpacing.map(String.init) ?? "none") became \(read.checkpointSpacing.map(String.init) ?? "none")")
        }
        guard written.updates.count == read.updates.count else {
            return found + ["\(written.updates.count) updates became \(read.updates.count)"]
        }
        for (number, (update, other)) in zip(written.updates, read.updates).enumerated() where found.count < 4 {
            if let difference = difference(update.json(payloads: payloads), other.json(payloads: payloads), at: "updates[\(number)]") {
                found.append(difference)
            }
        }
        return found
    }

    /// Where `read` departs from `written` — numbers by bit pattern, strings by scalar — as
    /// "PATH: WRITTEN became READ", or `nil`.
    static func difference(_ written: JSONValue, _ read: JSONValue, at path: String) -> String? {
        switch (written, read) {
        case (.null, .null):
            return nil
        case let (.bool(a), .bool(b)) where a == b:
            return nil
        case let (.number(a), .number(b)):
            return same(a, b) ? nil : "\(path) \(exact(a)) became \(exact(b))"
        case let (.string(a), .string(b)):
            return a.unicodeScalars.elementsEqual(b.unicodeScalars) ? nil : "\(path) \(quoted(a)) became \(quoted(b))"
        case let (.array(a), .array(b)) where a.count == b.count:
            for (index, (x, y)) in zip(a, b).enumerated() {
                if let found = difference(x, y, at: "\(path)[\(index)]") { return found }
            }
            return nil
        case let (.object(a), .object(b)) where a.map(\.key) == b.map(\.key):
            for (x, y) in zip(a, b) {
                if let found = difference(x.value, y.value, at: "\(path).\(x.key)") { return found }
            }
            return nil
        default:
            return "\(path) \(written.typeName) became \(read.typeName)"
        }
    }

    /// Whether two doubles are the same to the bit (every NaN being the same NaN).
    static func same(_ a: Double, _ b: Double) -> Bool {
        a.bitPattern == b.bitPattern || (a.isNaN && b.isNaN)
    }

    /// A double shown with its bit pattern, so that two that print alike still differ visibly.
    static func exact(_ value: Double) -> String {
        "\(value) (0x\(String(value.bitPattern, radix: 16)))"
    }

    static func quoted(_ text: String) -> String {
        let scalars = text.unicodeScalars
        let shown = scalars.prefix(24).map { $0.isASCII && $0.value >= 0x20 ? String($0) : "\\u{\(String($0.value, radix: 16))}" }.joined()
        return "\"\(shown)\(scalars.count > 24 ? "…" : "")\" (\(scalars.count) scalars)"
    }

    static func counts(_ items: ItemSet) -> [Int] {
        (0 ..< items.sectionCount).map { items.itemCount(inSection: $0) }
    }
}
