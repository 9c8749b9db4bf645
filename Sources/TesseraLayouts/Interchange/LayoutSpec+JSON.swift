import TesseraCore

extension LayoutSpec.Kind {
    /// The option names this layout reads, in the order they are written.
    public var optionNames: [String] {
        switch self {
        case .grid: ["columns", "spacing", "axis", "itemAspect", "headerLength", "insets", "packing"]
        case .seedGrid: ["columns", "spacing", "axis", "itemAspect", "headerLength", "insets"]
        case .waterfall: ["columns", "padding", "placement", "spacing", "headerLength", "footerLength"]
        case .seedPinterest: ["columns", "padding"]
        case .bidirectional, .seedBidirectional: ["itemSpacing", "rowSpacing"]
        }
    }

    /// Whether sections may carry their own `columns`.
    var readsSectionColumns: Bool { self == .waterfall }
}

extension LayoutSpec {
    /// Reads a layout spec (DESIGN.md "Layout spec").
    ///
    /// Strict: unknown fields, options the named layout does not read, wrong JSON types and
    /// non-integer counts are errors naming their JSON path (a typo such as `colums` must not
    /// silently fall back to a default). Values are *not* range-checked here: a negative
    /// width or a span of 0 reads fine and the layout then throws a `LayoutError` with the
    /// same path, so both kinds of error read alike.
    public init(json text: String) throws(InterchangeError) {
        try self.init(json: try JSONValue(parsing: text))
    }

    /// Reads an already parsed document; see `init(json:)` taking text.
    public init(json document: JSONValue) throws(InterchangeError) {
        let root = JSONField(root: document)
        try root.rejectUnknownMembers(known: ["layout", "container", "options", "sections"])
        let kind = try root.requiredMember("layout").choice(Kind.self)

        let containerField = try root.requiredMember("container")
        try containerField.rejectUnknownMembers(known: ["width", "height"])
        let container = Size(
            width: try containerField.requiredMember("width").double(),
            height: try containerField.requiredMember("height").double()
        )

        var options = Options()
        if let optionsField = try root.member("options") {
            try optionsField.rejectUnknownMembers(known: kind.optionNames)
            options.columns = try optionsField.member("columns")?.integer()
            options.spacing = try optionsField.member("spacing")?.double()
            options.axis = try optionsField.member("axis")?.choice(ScrollAxis.self)
            options.itemAspect = try optionsField.member("itemAspect")?.double()
            options.headerLength = try optionsField.member("headerLength")?.double()
            options.footerLength = try optionsField.member("footerLength")?.double()
            options.packing = try optionsField.member("packing")?.choice(GridLayout.Packing.self)
            options.padding = try optionsField.member("padding")?.double()
            options.placement = try optionsField.member("placement")?.choice(WaterfallLayout.Placement.self)
            options.itemSpacing = try optionsField.member("itemSpacing")?.double()
            options.rowSpacing = try optionsField.member("rowSpacing")?.double()
            if let insetsField = try optionsField.member("insets") {
                try insetsField.rejectUnknownMembers(known: ["top", "left", "bottom", "right"])
                options.insets = Insets(
                    top: try insetsField.member("top")?.double() ?? 0,
                    left: try insetsField.member("left")?.double() ?? 0,
                    bottom: try insetsField.member("bottom")?.double() ?? 0,
                    right: try insetsField.member("right")?.double() ?? 0
                )
            }
        }

        var items = ItemSet()
        let sectionKeys = kind.readsSectionColumns ? ["items", "columns"] : ["items"]
        for (section, sectionField) in (try root.member("sections")?.elements() ?? []).enumerated() {
            try sectionField.rejectUnknownMembers(known: sectionKeys)
            if let columns = try sectionField.member("columns")?.integer() {
                options.sectionColumns[section] = columns
            }
            items.appendSection()
            for itemField in try sectionField.member("items")?.elements() ?? [] {
                try itemField.rejectUnknownMembers(known: ["width", "height", "span"])
                items.append(ItemSet.Item(
                    width: try itemField.member("width")?.double() ?? 0,
                    height: try itemField.member("height")?.double() ?? 0,
                    span: try itemField.member("span")?.integer() ?? 1
                ))
            }
        }
        self.init(layout: kind, container: container, options: options, items: items)
    }

    /// The spec as interchange JSON: options the layout reads that are set, one line per
    /// section, items with their non-default fields only. `LayoutSpec(json:)` reads it back
    /// to an equal spec (options the layout does not read are not written). O(n).
    public func jsonString() -> String {
        var writer = JSONWriter()
        writer.raw("{\n  \"layout\": ")
        writer.string(layout.rawValue)
        writer.raw(",\n  \"container\": ")
        writer.numbers(["width": container.width, "height": container.height])
        writer.raw(",\n  \"options\": {")
        var first = true
        func key(_ name: String) {
            writer.raw(first ? " " : ", ")
            first = false
            writer.string(name)
            writer.raw(": ")
        }
        for name in layout.optionNames {
            switch name {
            case "columns": if let value = options.columns { key(name); writer.integer(value) }
            case "spacing": if let value = options.spacing { key(name); writer.number(value) }
            case "axis": if let value = options.axis { key(name); writer.string(value.rawValue) }
            case "itemAspect": if let value = options.itemAspect { key(name); writer.number(value) }
            case "headerLength": if let value = options.headerLength { key(name); writer.number(value) }
            case "footerLength": if let value = options.footerLength { key(name); writer.number(value) }
            case "packing": if let value = options.packing { key(name); writer.string(value.rawValue) }
            case "padding": if let value = options.padding { key(name); writer.number(value) }
            case "placement": if let value = options.placement { key(name); writer.string(value.rawValue) }
            case "itemSpacing": if let value = options.itemSpacing { key(name); writer.number(value) }
            case "rowSpacing": if let value = options.rowSpacing { key(name); writer.number(value) }
            case "insets":
                if let insets = options.insets {
                    key(name)
                    writer.numbers(["top": insets.top, "left": insets.left, "bottom": insets.bottom, "right": insets.right])
                }
            default: break
            }
        }
        writer.raw(first ? "},\n  \"sections\": [" : " },\n  \"sections\": [")
        for section in 0 ..< items.sectionCount {
            writer.raw(section == 0 ? "\n    { " : ",\n    { ")
            if layout.readsSectionColumns, let columns = options.sectionColumns[section] {
                writer.raw("\"columns\": ")
                writer.integer(columns)
                writer.raw(", ")
            }
            writer.raw("\"items\": [")
            for index in items.flatRange(ofSection: section) {
                let item = items[flatIndex: index]
                writer.raw(index == items.sectionStarts[section] ? "{" : ", {")
                var fields: [String] = []
                if item.width != 0 || item.width.sign == .minus { fields.append("\"width\": " + JSONWriter.format(item.width)) }
                if item.height != 0 || item.height.sign == .minus { fields.append("\"height\": " + JSONWriter.format(item.height)) }
                if item.span != 1 { fields.append("\"span\": \(item.span)") }
                writer.raw(fields.joined(separator: ", "))
                writer.raw("}")
            }
            writer.raw("] }")
        }
        writer.raw(items.sectionCount == 0 ? "]\n}\n" : "\n  ]\n}\n")
        return writer.text
    }
}
