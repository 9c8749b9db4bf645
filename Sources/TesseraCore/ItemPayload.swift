/// What a layout reads of an item beyond its width, height and span — a width mode, a kind
/// tag, a badge count — as one value of the layout's own type: the payload of an
/// `ItemSet.Item`.
///
/// A layout reads it with `items.payload(at: flatIndex, as: MyPayload.self)`. The payload is
/// carried with its item everywhere items go: batch updates (`ItemSet.apply(_:)`), the
/// harness's generated and shrunk specs, and the interchange JSON (an item's `"payload"`
/// member), which a definition reads and writes through its `ItemPayloadCoding`
/// (TesseraCheck's `CodablePayload` makes one for any `Codable` type).
///
/// Payloads compare by value (`==` of the wrapped type); payloads of different types are never
/// equal.
public struct ItemPayload: Hashable, Sendable {
    private let box: Box

    /// The payload holding `value`.
    public init<Value: Hashable & Sendable>(_ value: Value) {
        box = Box(value)
    }

    /// The wrapped value.
    public var value: any Hashable & Sendable { box.value }

    /// The wrapped value as a `Value`, or `nil` when it is of another type.
    public func value<Value>(as type: Value.Type) -> Value? { box.value as? Value }

    /// Whether both wrap equal values of the same type.
    public static func == (lhs: ItemPayload, rhs: ItemPayload) -> Bool {
        lhs.box === rhs.box || AnyHashable(lhs.box.value) == AnyHashable(rhs.box.value)
    }

    /// Hashes the wrapped value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(box.value))
    }

    /// One reference per payload, so that an item set's payload column costs a pointer per item.
    private final class Box: Sendable {
        let value: any Hashable & Sendable

        init(_ value: any Hashable & Sendable) {
            self.value = value
        }
    }
}

extension ItemPayload: CustomStringConvertible {
    /// The wrapped value's description.
    public var description: String { "\(box.value)" }
}

/// How a layout's item payloads read from and write to the interchange JSON: an item's
/// `"payload"` member. A definition that reads payloads provides one
/// (`LayoutDefinition.itemPayloadCoding`); without it, a `"payload"` member is an unknown field.
public struct ItemPayloadCoding: Sendable {
    /// Reads the payload from the `"payload"` member, throwing an error that names its path.
    public var read: @Sendable (JSONField) throws(InterchangeError) -> ItemPayload
    /// Writes a payload as the `"payload"` member's value.
    public var write: @Sendable (ItemPayload) -> JSONValue

    /// A coding that reads with `read` and writes with `write`.
    public init(
        read: @escaping @Sendable (JSONField) throws(InterchangeError) -> ItemPayload,
        write: @escaping @Sendable (ItemPayload) -> JSONValue
    ) {
        self.read = read
        self.write = write
    }
}
