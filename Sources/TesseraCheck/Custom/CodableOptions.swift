import Foundation
import TesseraCore

/// A `Codable` options type as the spec JSON's `"options"` object: what `CustomLayout` uses to
/// read and write its options, and what a hand-written `LayoutDefinition` can use too.
///
/// The options are encoded with Foundation's `JSONEncoder` and decoded with its
/// `JSONDecoder`, then held to the interchange's rules:
/// - **Defaults fill in.** A spec names only what differs from the default options
///   (`members(_:defaults:)` writes only those members); reading merges the spec's members,
///   objects member by member, over the defaults' encoding before decoding, so `"options": {}`,
///   a missing `"options"` or `{ "sectionInset": { "top": 4 } }` all read.
/// - **Strict.** A member the options do not encode back (a typo such as `"spacng"`) is an
///   `InterchangeError.unknownField` naming its path; decoding errors name the field as well
///   (`options.alignment: "middle" is not valid: …`).
/// - **Exact.** Numbers read back to the same `Double`. NaN and infinities, which JSON has no
///   numbers for, are written as the strings `"nan"`, `"inf"` and `"-inf"`.
///
/// Member order is the order of the options type's stored properties, in nested objects too
/// (then any others by name), so written specs are stable from run to run.
public enum CodableOptions {
    /// The members of `options`' encoding that differ from the encoding of `defaults`, in
    /// declaration order. A value that fails to encode is written as a member named
    /// `"<encoding failed: …>"`, which reading rejects, so the problem cannot pass unnoticed.
    public static func members<Options: Encodable>(_ options: Options, defaults: Options) -> [(key: String, value: JSONValue)] {
        let encoded: [(key: String, value: JSONValue)]
        let defaultMembers: [(key: String, value: JSONValue)]
        do {
            encoded = try objectMembers(options)
            defaultMembers = try objectMembers(defaults)
        } catch {
            return [("<encoding failed: \(error)>", .null)]
        }
        let differing = encoded.filter { member in defaultMembers.first { $0.key == member.key }?.value != member.value }
        return slip == .differingMemberDropped ? Array(differing.dropFirst()) : differing
    }

    /// Reads options from `field` (the spec's `"options"` object, `nil` when absent), over
    /// `defaults`. Throws naming the offending member's path.
    public static func read<Options: Codable>(_ field: JSONField?, defaults: Options) throws(InterchangeError) -> Options {
        guard let field else {
            _ = try defaultObject(defaults, path: "options")
            return defaults
        }
        return try read(field.value, path: field.path, defaults: defaults)
    }

    /// Reads options from `value`, an object at `path` (for errors), over `defaults`; see
    /// `read(_:defaults:)`. What a section object's options go through too.
    static func read<Options: Codable>(_ value: JSONValue, path basePath: String, defaults: Options) throws(InterchangeError) -> Options {
        let merged = merging(value, over: try defaultObject(defaults, path: basePath), nested: slip != .objectMergedAsAWhole)
        let options: Options = try decode(merged, path: basePath)
        let reencoded: JSONValue
        do {
            reencoded = .object(try objectMembers(options))
        } catch {
            throw .invalidValue(field: basePath, value: "", reason: "the options read do not encode: \(error)")
        }
        try rejectUnknown(value, known: reencoded, path: basePath, nested: slip != .unknownNestedMemberAccepted)
        return options
    }

    /// `defaults` encoded as an object, or an error naming `path`.
    private static func defaultObject<Options: Encodable>(_ defaults: Options, path: String) throws(InterchangeError) -> JSONValue {
        do {
            return .object(try objectMembers(defaults))
        } catch {
            throw .invalidValue(field: path, value: "", reason: "the default options do not encode: \(error)")
        }
    }

    /// `value` decoded as a `Value`; an error names the offending member under `path`.
    static func decode<Value: Decodable>(_ value: JSONValue, path basePath: String) throws(InterchangeError) -> Value {
        var writer = JSONWriter()
        writer.value(value)
        do {
            return try decoder.decode(Value.self, from: Data(writer.bytes))
        } catch let error as DecodingError {
            throw interchangeError(error, document: value, basePath: basePath)
        } catch {
            throw .invalidValue(field: basePath, value: "", reason: "\(error)")
        }
    }

    /// `value`'s JSON encoding, objects' members in the order of the stored properties.
    static func encode<Value: Encodable>(_ value: Value) throws -> JSONValue {
        let data = try encoder.encode(value)
        return ordered(try JSONValue(parsing: [UInt8](data)), like: Mirror(reflecting: value))
    }

    /// The names an options object may have: the members of `defaults`' encoding and the
    /// stored property names of its type (which covers optional properties that are `nil`
    /// by default and so not encoded), in declaration order.
    public static func memberNames<Options: Encodable>(_ defaults: Options) -> [String] {
        var names = Mirror(reflecting: defaults).children.compactMap(\.label)
        for member in (try? objectMembers(defaults)) ?? [] where !names.contains(member.key) {
            names.append(member.key)
        }
        return names
    }

    // MARK: Planted slips

    /// A one-line slip planted in reading or writing options: how the harness's mutant suite
    /// checks that its self-checks (`OptionsCodingCheck`, `RegressionLineCheck`, `roundTrip`)
    /// catch one. `nil` everywhere but there (`$slip.withValue(…) { campaign.run() }`).
    package enum Slip: Sendable {
        /// `members(_:defaults:)` leaves out the first member that differs from the defaults.
        case differingMemberDropped
        /// Reading replaces an object member of the defaults by the spec's instead of merging
        /// the two member by member.
        case objectMergedAsAWhole
        /// Reading accepts members the options do not have below the top level.
        case unknownNestedMemberAccepted
    }

    /// The slip planted in this task, if any.
    @TaskLocal package static var slip: Slip?

    // MARK: Encoding and decoding

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return decoder
    }

    /// The members of `value`'s JSON encoding, which must be an object, in declaration order.
    static func objectMembers<Value: Encodable>(_ value: Value) throws -> [(key: String, value: JSONValue)] {
        guard case let .object(members) = try encode(value) else {
            throw EncodingError.invalidValue(
                value, .init(codingPath: [], debugDescription: "options must encode as a JSON object (a struct or class with keyed members)")
            )
        }
        return members
    }

    /// `value` with the members of each object in the order of the stored properties of the
    /// value it encodes (`mirror`), the others after them by name (the encoder sorted them):
    /// written specs read like the options type and do not change from run to run.
    private static func ordered(_ value: JSONValue, like mirror: Mirror) -> JSONValue {
        guard case let .object(members) = value else { return value }
        let children = Array(mirror.children)
        func position(_ key: String) -> Int { children.firstIndex { $0.label == key } ?? children.count }
        let sorted = members.enumerated().sorted { (position($0.element.key), $0.offset) < (position($1.element.key), $1.offset) }
        return .object(sorted.map { _, member in
            let child = children.first { $0.label == member.key }
            return (member.key, child.map { ordered(member.value, like: Mirror(reflecting: $0.value)) } ?? member.value)
        })
    }

    /// `overlay` with the members it lacks taken from `base`, objects merged member by member
    /// (only at the top level when not `nested`: a planted slip).
    private static func merging(_ overlay: JSONValue, over base: JSONValue, nested: Bool = true) -> JSONValue {
        guard case let .object(overlayMembers) = overlay, case let .object(baseMembers) = base else { return overlay }
        var members = baseMembers
        for member in overlayMembers {
            if let index = members.firstIndex(where: { $0.key == member.key }) {
                members[index].value = nested ? merging(member.value, over: members[index].value) : member.value
            } else {
                members.append(member)
            }
        }
        return .object(members)
    }

    /// Throws for the first member of `given` (recursively, through objects, unless not
    /// `nested`: a planted slip) that `known` does not have.
    private static func rejectUnknown(_ given: JSONValue, known: JSONValue, path: String, nested: Bool = true) throws(InterchangeError) {
        guard case let .object(givenMembers) = given, case let .object(knownMembers) = known else { return }
        for member in givenMembers {
            let memberPath = "\(path).\(member.key)"
            guard let match = knownMembers.first(where: { $0.key == member.key }) else {
                // A member written as null is absent (as the interchange reads null elsewhere).
                if member.value == .null { continue }
                throw .unknownField(memberPath, known: knownMembers.map(\.key))
            }
            if nested { try rejectUnknown(member.value, known: match.value, path: memberPath) }
        }
    }

    /// A decoding error as an interchange error naming the field.
    private static func interchangeError(_ error: DecodingError, document: JSONValue, basePath: String) -> InterchangeError {
        func path(_ codingPath: [any CodingKey]) -> String {
            codingPath.reduce(basePath) { path, key in
                key.intValue.map { "\(path)[\($0)]" } ?? "\(path).\(key.stringValue)"
            }
        }
        func value(at codingPath: [any CodingKey]) -> JSONValue? {
            codingPath.reduce(Optional(document)) { value, key in
                guard let value else { return nil }
                if let index = key.intValue, case let .array(elements) = value { return elements.indices.contains(index) ? elements[index] : nil }
                return value[key.stringValue]
            }
        }
        func written(_ value: JSONValue?) -> String {
            guard let value else { return "" }
            var writer = JSONWriter()
            writer.value(value)
            return writer.text
        }
        switch error {
        case let .typeMismatch(type, context):
            return .wrongType(field: path(context.codingPath), expected: "\(type)", found: value(at: context.codingPath)?.typeName ?? "nothing")
        case let .valueNotFound(type, context):
            return .wrongType(field: path(context.codingPath), expected: "\(type)", found: "null")
        case let .keyNotFound(key, context):
            return .missingField(path(context.codingPath + [key]))
        case let .dataCorrupted(context):
            return .invalidValue(
                field: path(context.codingPath), value: written(value(at: context.codingPath)),
                reason: "is not valid: \(context.debugDescription)"
            )
        @unknown default:
            return .invalidValue(field: basePath, value: "", reason: "\(error)")
        }
    }
}
