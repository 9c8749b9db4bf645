import TesseraCore

/// Layout definitions by name: what `--layout NAME`, a spec file's `"layout"` and the
/// benchmark's `--layouts` resolve against.
///
/// Tessera's catalog is `builtIn`: its engines, then its seed ports. A user's tool can extend
/// it (`LayoutCatalog.builtIn + [FlowDefinition()]`) or make its own.
public struct LayoutCatalog: Sendable {
    /// The definitions, in listing order; names are unique.
    public let definitions: [any LayoutDefinition]

    /// A catalog of `definitions`. A later definition with the name of an earlier one is
    /// left out, so a catalog never has two layouts of one name.
    public init(_ definitions: [any LayoutDefinition]) {
        var seen: Set<String> = []
        self.definitions = definitions.filter { seen.insert($0.name).inserted }
    }

    /// The names, in listing order.
    public var names: [String] { definitions.map(\.name) }

    /// The definition named `name`, or `nil`.
    public func definition(named name: String) -> (any LayoutDefinition)? {
        definitions.first { $0.name == name }
    }

    /// The definition a spec document names in its `"layout"`; throws naming the field when
    /// it is missing, not a string or not in the catalog.
    public func definition(forSpec document: JSONValue) throws(InterchangeError) -> any LayoutDefinition {
        try definition(forSpec: JSONDocument(document))
    }

    /// The definition a parsed spec document names in its `"layout"`; see the overload taking
    /// a `JSONValue`.
    public func definition(forSpec document: JSONDocument) throws(InterchangeError) -> any LayoutDefinition {
        let field = try document.root.requiredMember("layout")
        let name = try field.string()
        guard let definition = definition(named: name) else {
            throw field.notOneOf(names)
        }
        return definition
    }

    /// Reads a spec of any layout in the catalog and lays it out. Throws the
    /// `InterchangeError` of a malformed spec or the `LayoutError` of a rejected one.
    public func layOut(specJSON text: String) throws -> LayoutResult {
        let document = try JSONDocument(parsing: text)
        return try layOut(definition(forSpec: document), document: document)
    }

    private func layOut<Definition: LayoutDefinition>(_ layout: Definition, document: JSONDocument) throws -> LayoutResult {
        try LayoutSpec(json: document, layout: layout).run()
    }

    /// Every invariant a check of this catalog's layouts can report, by name: the built-in
    /// ones, each followed by the layouts' own reported after it, then the layouts' other
    /// invariants (each name once, layouts in listing order).
    public var invariants: [Invariant] {
        var seen = Set(Invariant.builtIn)
        let own = definitions.flatMap(\.layoutInvariants).filter { seen.insert($0).inserted }
        let builtInNames = Set(Invariant.builtIn.map(\.rawValue))
        return Invariant.builtIn.flatMap { builtIn in [builtIn] + own.filter { $0.reportedAfter == builtIn.rawValue } }
            + own.filter { !builtInNames.contains($0.reportedAfter ?? "") }
    }

    /// The invariant named `name` among `invariants`, or `nil`.
    public func invariant(named name: String) -> Invariant? {
        invariants.first { $0.rawValue == name }
    }

    /// This catalog followed by `other`'s definitions whose names are new.
    public static func + (catalog: LayoutCatalog, other: [any LayoutDefinition]) -> LayoutCatalog {
        LayoutCatalog(catalog.definitions + other)
    }

    /// Tessera's engines: grid, waterfall, bidirectional.
    public static let engines = LayoutCatalog([GridDefinition(), WaterfallDefinition(), BidirectionalDefinition()])

    /// The faithful ports of the three seed layouts, defects included.
    public static let seedPorts = LayoutCatalog([
        SeedGridDefinition(), SeedPinterestDefinition(), SeedBidirectionalDefinition(),
    ])

    /// Every layout Tessera ships: the engines, then the seed ports.
    public static let builtIn = engines + seedPorts.definitions
}
