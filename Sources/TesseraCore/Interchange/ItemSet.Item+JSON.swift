extension ItemSet.Item {
    /// Reads an item object: `width`, `height` (default 0) and `span` (default 1), plus the
    /// members `alsoKnown` that the caller reads itself (a path, in an update). Unknown members
    /// are errors naming their path.
    public init(json field: JSONField, alsoKnown: [String] = []) throws(InterchangeError) {
        try field.rejectUnknownMembers(known: alsoKnown + ["width", "height", "span"])
        self.init(
            width: try field.member("width")?.double() ?? 0,
            height: try field.member("height")?.double() ?? 0,
            span: try field.member("span")?.integer() ?? 1
        )
    }

    /// The members that differ from the defaults, in the order `width`, `height`, `span`
    /// (a `-0.0` length is written, so it reads back bit for bit).
    public var jsonMembers: [(key: String, value: JSONValue)] {
        var members: [(key: String, value: JSONValue)] = []
        if width != 0 || width.sign == .minus { members.append(("width", .number(width))) }
        if height != 0 || height.sign == .minus { members.append(("height", .number(height))) }
        if span != 1 { members.append(("span", .number(Double(span)))) }
        return members
    }
}
