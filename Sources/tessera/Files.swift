import Foundation
import TesseraCheck
import TesseraCore

/// Reading inputs (a path, or `-` for standard input) and writing outputs atomically, so a
/// failed command never leaves a half-written file behind.
enum Files {
    /// The text of `path`, or of standard input when `path` is `-`.
    static func read(_ path: String) throws(CommandLineError) -> String {
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw .input(file: path, reason: "cannot read: \(error.localizedDescription)")
            }
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw .input(file: displayName(path), reason: "not UTF-8 text")
        }
        return text
    }

    /// Writes `text` to `path` through a temporary file and a rename; `-` or `nil` means
    /// standard output.
    static func write(_ text: String, to path: String?) throws(CommandLineError) {
        guard let path, path != "-" else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .output(file: path, reason: error.localizedDescription)
        }
    }

    static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

    /// Reads and lays out a layout spec of any layout in `LayoutCatalog.builtIn`.
    static func spec(_ path: String) throws(CommandLineError) -> LoadedSpec {
        let document = try parse(path)
        return try loadSpec(document, from: path)
    }

    /// Reads a file that is either a layout spec (laid out) or a layout result, telling them
    /// apart by their top-level keys. Returns the spec when it was one.
    static func specOrResult(_ path: String) throws(CommandLineError) -> (spec: LoadedSpec?, result: LayoutResult) {
        let document = try parse(path)
        if document["elements"] != nil {
            do {
                return (nil, try LayoutResult(json: document))
            } catch {
                throw .input(file: displayName(path), reason: error.description)
            }
        }
        let spec = try loadSpec(document, from: path)
        return (spec, spec.result)
    }

    private static func parse(_ path: String) throws(CommandLineError) -> JSONValue {
        let text = try read(path)
        do {
            return try JSONValue(parsing: text)
        } catch {
            throw .input(file: displayName(path), reason: error.description)
        }
    }

    private static func loadSpec(_ document: JSONValue, from path: String) throws(CommandLineError) -> LoadedSpec {
        let layout: any LayoutDefinition
        do {
            layout = try LayoutCatalog.builtIn.definition(forSpec: document)
        } catch {
            throw .input(file: displayName(path), reason: error.description)
        }
        return try LoadedSpec(layout, document: document, path: path)
    }

    /// Parses `minX,minY,maxX,maxY`.
    static func rect(_ text: String, option: String) throws(CommandLineError) -> Rect {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, let minX = parts[0], let minY = parts[1], let maxX = parts[2], let maxY = parts[3] else {
            throw .usage("--\(option) \(text): expected minX,minY,maxX,maxY (four numbers)")
        }
        return Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    }
}
