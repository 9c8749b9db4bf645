import Foundation
import Testing
import TesseraCheck

/// docs/CONTRACT.md, the contract users read, against the code it describes.
@Suite struct ContractTests {
    static let contract = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/CONTRACT.md")

    /// The options table lists, for every built-in layout, exactly the options its definition
    /// reads, in the order specs are written.
    @Test func theOptionsTableIsEachDefinitionsOptionNames() throws {
        let text = try String(contentsOf: Self.contract, encoding: .utf8)
        var rows: [String: [String]] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 2, let layout = cells[0].split(separator: "`").first else { continue }
            rows[String(layout)] = cells[1].matches(of: /`(\w+)` \(/).map { String($0.output.1) }
        }
        for definition in LayoutCatalog.builtIn.definitions {
            #expect(rows[definition.name] == definition.optionNames, "\(definition.name) in docs/CONTRACT.md")
        }
        #expect(Set(rows.keys) == Set(LayoutCatalog.builtIn.names))
    }
}
