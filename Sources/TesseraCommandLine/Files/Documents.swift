import TesseraCheck
import TesseraCore

/// Reading the interchange documents commands take — a layout spec, a layout result, or
/// either — with errors that name the file and the field.
enum Documents {
    /// Parses `path` (or standard input for `-`) as JSON, into a `JSONDocument`: at most
    /// 5 × the input's size, whatever its shape.
    static func parse(_ path: String, in context: CommandContext) throws(CommandLineError) -> JSONDocument {
        let bytes = try InputFile.read(path, in: context)
        do {
            return try JSONDocument(parsing: bytes)
        } catch {
            throw .input(file: context.displayName(path), reason: error.description)
        }
    }

    /// Whether the document is an object with a member `key` (a layout result has
    /// `elements`, a spec `layout`).
    private static func has(_ document: JSONDocument, _ key: String) -> Bool {
        (try? document.root.member(key)) != nil
    }

    /// Reads and lays out a layout spec of any layout in `LayoutCatalog.builtIn`.
    /// With `checking`, a spec whose check would exceed the cost contract's budgets is refused
    /// before it is laid out.
    static func spec(_ path: String, in context: CommandContext, resultHint: String = "", checking: Bool = false) throws(CommandLineError) -> LoadedSpec {
        let document = try parse(path, in: context)
        if has(document, "elements"), !has(document, "layout") {
            throw .input(file: context.displayName(path), reason: "this is a layout result, not a layout spec\(resultHint)")
        }
        return try loadSpec(document, from: path, checking: checking, in: context)
    }

    /// Reads a layout result.
    static func result(_ path: String, in context: CommandContext) throws(CommandLineError) -> LayoutResult {
        let document = try parse(path, in: context)
        do {
            return try LayoutResult(json: document)
        } catch {
            throw .input(file: context.displayName(path), reason: error.description)
        }
    }

    /// Reads a file that is either a layout spec (laid out) or a layout result, telling them
    /// apart by their top-level keys. Returns the spec when it was one.
    static func specOrResult(_ path: String, in context: CommandContext) throws(CommandLineError) -> (spec: LoadedSpec?, result: LayoutResult) {
        let document = try parse(path, in: context)
        if has(document, "elements") {
            do {
                return (nil, try LayoutResult(json: document))
            } catch {
                throw .input(file: context.displayName(path), reason: error.description)
            }
        }
        let spec = try loadSpec(document, from: path, checking: false, in: context)
        return (spec, spec.result)
    }

    private static func loadSpec(_ document: JSONDocument, from path: String, checking: Bool, in context: CommandContext) throws(CommandLineError) -> LoadedSpec {
        let layout: any LayoutDefinition
        do {
            layout = try LayoutCatalog.builtIn.definition(forSpec: document)
        } catch {
            throw .input(file: context.displayName(path), reason: error.description)
        }
        return try LoadedSpec(layout, document: document, path: path, checking: checking, in: context)
    }

    /// Parses `minX,minY,maxX,maxY`: four finite numbers (an inverted rect is allowed and
    /// matches nothing).
    static func rect(_ text: String, option: String) throws(CommandLineError) -> Rect {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        let numbers = parts.map { Double($0.trimmingSpaces) }
        guard numbers.count == 4, let minX = numbers[0], let minY = numbers[1], let maxX = numbers[2], let maxY = numbers[3] else {
            throw .usage("--\(option) \(Excerpt.plain(text)): expected minX,minY,maxX,maxY (four numbers)")
        }
        for (name, value) in [("minX", minX), ("minY", minY), ("maxX", maxX), ("maxY", maxY)] where !value.isFinite {
            throw .usage("--\(option) \(Excerpt.plain(text)): \(name) is \(value), expected a finite number")
        }
        return Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }
}
