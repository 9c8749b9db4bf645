import TesseraCheck
import TesseraCore
import TesseraLayouts

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

    /// Reads a layout spec.
    static func spec(_ path: String, in context: CommandContext, resultHint: String = "") throws(CommandLineError) -> LayoutSpec {
        let document = try parse(path, in: context)
        if document["elements"] != nil, document["layout"] == nil {
            throw .input(file: context.displayName(path), reason: "this is a layout result, not a layout spec\(resultHint)")
        }
        do {
            return try LayoutSpec(json: document)
        } catch {
            throw .input(file: context.displayName(path), reason: error.description)
        }
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

    /// Lays a spec out, turning a `LayoutError` into a message naming the file and field.
    static func run(_ spec: LayoutSpec, from path: String, in context: CommandContext) throws(CommandLineError) -> LayoutResult {
        do {
            return try spec.run()
        } catch {
            throw .layout(file: context.displayName(path), error)
        }
    }

    /// Reads a file that is either a layout spec (laid out) or a layout result, telling them
    /// apart by their top-level keys. Returns the spec when it was one.
    static func specOrResult(_ path: String, in context: CommandContext) throws(CommandLineError) -> (spec: LayoutSpec?, result: LayoutResult) {
        let document = try parse(path, in: context)
        let spec: LayoutSpec
        do {
            if document["elements"] != nil {
                return (nil, try LayoutResult(json: document))
            }
            spec = try LayoutSpec(json: document)
        } catch {
            throw .input(file: context.displayName(path), reason: error.description)
        }
        return (spec, try run(spec, from: path, in: context))
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
