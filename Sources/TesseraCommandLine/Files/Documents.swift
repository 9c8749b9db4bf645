import TesseraCheck
import TesseraCore

/// Reading the interchange documents commands take — a layout spec, a layout result, or
/// either — with errors that name the file and the field.
enum Documents {
    /// Parses `path` (or standard input for `-`) as JSON.
    static func parse(_ path: String, in context: CommandContext) throws(CommandLineError) -> JSONValue {
        let bytes = try InputFile.read(path, in: context)
        do {
            return try JSONValue(parsing: bytes)
        } catch {
            throw .input(file: context.displayName(path), reason: error.description)
        }
    }

    /// Reads and lays out a layout spec of any layout in `LayoutCatalog.builtIn`.
    static func spec(_ path: String, in context: CommandContext, resultHint: String = "") throws(CommandLineError) -> LoadedSpec {
        let document = try parse(path, in: context)
        if document["elements"] != nil, document["layout"] == nil {
            throw .input(file: context.displayName(path), reason: "this is a layout result, not a layout spec\(resultHint)")
        }
        return try loadSpec(document, from: path, in: context)
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
        if document["elements"] != nil {
            do {
                return (nil, try LayoutResult(json: document))
            } catch {
                throw .input(file: context.displayName(path), reason: error.description)
            }
        }
        let spec = try loadSpec(document, from: path, in: context)
        return (spec, spec.result)
    }

    private static func loadSpec(_ document: JSONValue, from path: String, in context: CommandContext) throws(CommandLineError) -> LoadedSpec {
        let layout: any LayoutDefinition
        do {
            layout = try LayoutCatalog.builtIn.definition(forSpec: document)
        } catch {
            throw .input(file: context.displayName(path), reason: error.description)
        }
        return try LoadedSpec(layout, document: document, path: path, in: context)
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
