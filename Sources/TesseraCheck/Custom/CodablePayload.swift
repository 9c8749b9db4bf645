import TesseraCore

/// A `Codable` type as the items' payload (`ItemSet.Item.payload`) of the interchange JSON:
/// an item's `"payload"` member holds its JSON encoding — an object, a string, a number — and
/// reads back to an equal value, with errors naming the member's path
/// (`sections[0].items[3].payload.widthMode: "third" is not valid: …`).
///
/// ```swift
/// enum WidthMode: String, Codable, Hashable, Sendable { case full, half }
/// struct FeedItemStyle: Codable, Hashable, Sendable { var widthMode = WidthMode.full; var kind = "post" }
/// feed.itemPayloadCoding = CodablePayload.coding(FeedItemStyle.self)
/// ```
public enum CodablePayload {
    /// The coding of payloads of type `Payload`. Reading a payload of another type, or one
    /// that does not encode, is an `InterchangeError` naming the field; writing one that does
    /// not encode writes a string saying so, which reading refuses.
    public static func coding<Payload: Codable & Hashable & Sendable>(_ type: Payload.Type) -> ItemPayloadCoding {
        ItemPayloadCoding(
            read: { (field) throws(InterchangeError) in
                ItemPayload(try CodableOptions.decode(field.value, path: field.path) as Payload)
            },
            write: { payload in
                guard let value = payload.value(as: Payload.self) else {
                    return .string("<payload \(payload) is not a \(Payload.self)>")
                }
                do {
                    return try CodableOptions.encode(value)
                } catch {
                    return .string("<encoding failed: \(error)>")
                }
            }
        )
    }
}
