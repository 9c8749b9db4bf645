extension ItemSet.Item {
    /// Reads an item object: `width`, `height` (default 0) and `span` (default 1), `payload`
    /// when `payloads` says how to read one, plus the members `alsoKnown` that the caller reads
    /// itself (a path, in an update). Unknown members are errors naming their path.
    public init(json field: JSONField, alsoKnown: [String] = [], payloads: ItemPayloadCoding? = nil) throws(InterchangeError) {
        try field.rejectUnknownMembers(known: alsoKnown + (payloads == nil ? Self.memberNames : Self.memberNames + ["payload"]))
        self.init(
            width: try field.member("width")?.double() ?? 0,
            height: try field.member("height")?.double() ?? 0,
            span: try field.member("span")?.integer() ?? 1,
            payload: try field.member("payload").map { (payload) throws(InterchangeError) in try payloads!.read(payload) }
        )
    }

    /// The members an item object has without a payload.
    static let memberNames = ["width", "height", "span"]

    /// The members that differ from the defaults, in the order `width`, `height`, `span`
    /// (a `-0.0` length is written, so it reads back bit for bit); a payload is written as
    /// `"payload"` by `jsonMembers(payloads:)`.
    public var jsonMembers: [(key: String, value: JSONValue)] { jsonMembers(payloads: nil) }

    /// `jsonMembers`, then `"payload"` written by `payloads` when the item has one. Without
    /// a coding, a payload is written as a string saying so, which reading refuses: a payload
    /// is never dropped silently.
    public func jsonMembers(payloads: ItemPayloadCoding?) -> [(key: String, value: JSONValue)] {
        var members: [(key: String, value: JSONValue)] = []
        if width != 0 || width.sign == .minus { members.append(("width", .number(width))) }
        if height != 0 || height.sign == .minus { members.append(("height", .number(height))) }
        if span != 1 { members.append(("span", .number(Double(span)))) }
        if let payload {
            members.append(("payload", payloads?.write(payload) ?? .string("<no payload coding for \(payload)>")))
        }
        return members
    }
}
