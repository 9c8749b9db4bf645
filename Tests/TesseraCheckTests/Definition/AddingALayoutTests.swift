import Foundation
import Testing
import TesseraCheck
import TesseraCore

/// docs/ADDING_A_LAYOUT.md, followed: every file it tells a new layout to add exists for each
/// of Tessera's engines, the files outside the homes that name an engine in code are exactly
/// the ones it lists (for the bidirectional layout, which nothing else uses as an input, only
/// the catalog), and a definition with only the three required members is a layout the
/// catalog, the checker and the campaigns take.
@Suite("ADDING_A_LAYOUT.md")
struct AddingALayoutTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let guidePath = "docs/ADDING_A_LAYOUT.md"

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Each engine of the catalog as the guide spells it: `Grid` / `grid`.
    static var engines: [(type: String, name: String)] {
        LayoutCatalog.engines.definitions.map { definition in
            (String(String(describing: type(of: definition)).dropLast("Definition".count)), definition.name)
        }
    }

    /// The guide's paths, each with the line it is on: every code span that starts with a
    /// top-level folder of the repository, and the file in the first cell of each table row
    /// under a heading that names a folder (the engine's, the definition's), in that folder.
    static func guidePaths() throws -> [(path: String, line: String)] {
        var folder: String?
        var paths: [(path: String, line: String)] = []
        for line in try text(guidePath).split(separator: "\n").map(String.init) {
            if line.hasPrefix("#") {
                folder = line.firstMatch(of: /`([^`]+\/)`/).map { String($0.output.1) }
            }
            let spans = line.matches(of: /`([^`\s]+)`/).map { String($0.output.1) }
            for span in spans where span.firstMatch(of: /^(Sources|Tests|Benchmarks|docs)\//) != nil {
                paths.append((span, line))
            }
            if let folder, line.hasPrefix("| `"), let first = spans.first, first.hasSuffix(".swift"), !first.contains("/") {
                paths.append((folder + first, line))
            }
        }
        return paths
    }

    /// Whether a file matches `pattern`, a path whose last component may hold one `*`.
    static func exists(_ pattern: String) -> Bool {
        let url = root.appendingPathComponent(pattern)
        guard url.lastPathComponent.contains("*") else { return FileManager.default.fileExists(atPath: url.path) }
        let parts = url.lastPathComponent.split(separator: "*", omittingEmptySubsequences: false)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: url.deletingLastPathComponent().path)) ?? []
        return files.contains { $0.hasPrefix(parts[0]) && $0.hasSuffix(parts[1]) && $0.count >= parts[0].count + parts[1].count }
    }

    @Test func everyFileTheGuideNamesExistsForEachEngine() throws {
        let paths = try Self.guidePaths()
        #expect(paths.count > 15)
        for (path, line) in paths {
            let placeholder = path.contains("<Name>") || path.contains("<name>")
            // A file marked optional is one some layouts do without.
            if placeholder && line.contains("(optional") { continue }
            for engine in placeholder ? Self.engines : [Self.engines[0]] {
                let concrete = path.replacing("<Name>", with: engine.type).replacing("<name>", with: engine.name)
                let file = concrete.hasSuffix("/") ? String(concrete.dropLast()) : concrete
                #expect(Self.exists(file), "the guide names \(path), but \(file) does not exist")
            }
        }
    }

    /// Files under Sources/ and Benchmarks/ outside every layout's home (the engines' folders,
    /// the definitions' folders, the seed ports) that construct `engine`'s layout or
    /// definition or spell its name, comments left out.
    static func filesNaming(_ engine: (type: String, name: String)) throws -> Set<String> {
        let mention = try Regex("\\b\(engine.type)(Layout|Definition)\\(|\"\(engine.name)\"")
        let home = /^Sources\/(TesseraLayouts\/[^\/]+\/|TesseraCheck\/Layouts\/[^\/]+\/|TesseraSeeds\/)/
        var found: Set<String> = []
        for folder in ["Sources", "Benchmarks"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let file = enumerator?.nextObject() as? String {
                let path = "\(folder)/\(file)"
                guard path.hasSuffix(".swift"), path.firstMatch(of: home) == nil else { continue }
                let code = try text(path).split(separator: "\n", omittingEmptySubsequences: false)
                    .map { $0.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? "" }
                    .joined(separator: "\n")
                if code.contains(mention) { found.insert(path) }
            }
        }
        return found
    }

    @Test func onlyTheFilesTheGuideListsNameAnEngine() throws {
        let guide = try Self.text(Self.guidePath)
        let heading = try #require(guide.firstRange(of: "## 3. The two edits outside the homes"))
        let rest = guide[heading.upperBound...]
        let outsideSection = rest[..<(rest.firstRange(of: "\n## ")?.lowerBound ?? rest.endIndex)]
        let listed = Set(outsideSection.matches(of: /`((?:Sources|Benchmarks)\/[^`\s]+\.swift)`/).map { String($0.output.1) })
        #expect(listed.contains("Sources/TesseraCheck/Definition/LayoutCatalog.swift"))
        for engine in Self.engines {
            let found = try Self.filesNaming(engine)
            #expect(found.isSubset(of: listed), "\(engine.name) is named outside its homes in \(found.subtracting(listed).sorted())")
        }
        // A layout that no row of Tessera's own uses as an input: its one edit outside the homes.
        let bidirectional = try #require(Self.engines.first { $0.name == "bidirectional" })
        #expect(try Self.filesNaming(bidirectional) == ["Sources/TesseraCheck/Definition/LayoutCatalog.swift"])
    }

    /// A layout of one column, every item as wide as the container.
    struct StripLayout: CollectionLayout, Hashable {
        func layout(_ items: ItemSet, in container: Size) throws(LayoutError) -> LayoutResult {
            try LayoutError.checkContainer(container)
            var result = LayoutResult(scrollAxis: .vertical, items: items)
            var top = 0.0
            for section in 0 ..< items.sectionCount {
                for item in 0 ..< items.itemCount(inSection: section) {
                    let height = items[ItemPath(section: section, item: item)].height
                    guard height >= 0, height < .infinity else {
                        throw .invalidItemLength(ItemPath(section: section, item: item), dimension: .height, value: height)
                    }
                    result.append(Rect(minX: 0, minY: top, maxX: container.width, maxY: top + height), kind: .cell, path: ItemPath(section: section, item: item))
                    top += height
                }
            }
            result.contentSize = items.isEmpty ? .zero : Size(width: container.width, height: top)
            return result
        }
    }

    /// "Only three are required."
    struct StripDefinition: LayoutDefinition {
        var name: String { "strip" }
        var defaultOptions: StripLayout { StripLayout() }
        func makeLayout(_ options: StripLayout) -> any CollectionLayout { options }
    }

    @Test func aDefinitionWithTheThreeRequiredMembersIsALayoutEverywhere() throws {
        let catalog = LayoutCatalog.engines + [StripDefinition()]
        #expect(catalog.names.contains("strip"))
        let result = try catalog.layOut(specJSON: #"{"layout": "strip", "container": {"width": 100, "height": 200}, "sections": [{"items": [{"height": 10}, {"height": 20}]}]}"#)
        #expect(result.frames == [Rect(minX: 0, minY: 0, maxX: 100, maxY: 10), Rect(minX: 0, minY: 10, maxX: 100, maxY: 30)])
        let report = Campaign(layout: StripDefinition(), profile: .phone, cases: 5).run()
        #expect(report.passed, "\(report)")
    }
}
