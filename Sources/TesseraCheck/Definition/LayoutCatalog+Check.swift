import TesseraCore

extension LayoutCatalog {
    /// Reads a spec of any layout in the catalog — a counterexample a campaign printed — and
    /// returns its violations of every invariant (or `checker`'s selection): what
    /// `tessera check SPEC.json` does, for a catalog that holds a user's own layouts
    /// (`LayoutCatalog.builtIn + [flow]`). Throws the `InterchangeError` of a malformed spec or
    /// the `LayoutError` of one the layout rejects.
    public func check(specJSON text: String, checker: InvariantChecker = InvariantChecker()) throws -> [InvariantViolation] {
        let document = try JSONValue(parsing: text)
        return try check(definition(forSpec: document), document: document, checker: checker)
    }

    private func check<Definition: LayoutDefinition>(
        _ layout: Definition, document: JSONValue, checker: InvariantChecker
    ) throws -> [InvariantViolation] {
        let spec = try LayoutSpec(json: document, layout: layout)
        _ = try spec.run()
        return checker.check(spec)
    }
}

extension LayoutDefinition {
    /// Whether the `tessera` command line reads this layout's specs: a layout of
    /// `LayoutCatalog.builtIn` (or a variant of one, which shares its options).
    var isBuiltIn: Bool {
        guard let builtIn = LayoutCatalog.builtIn.definition(named: name) else { return false }
        return builtIn.hasOptions(of: Options.self)
    }

    /// Whether `Options` is `Other`.
    private func hasOptions<Other>(of _: Other.Type) -> Bool { Options.self == Other.self }
}
