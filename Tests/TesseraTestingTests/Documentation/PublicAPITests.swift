import Foundation
import Testing

/// docs/API.md names every public declaration of Tessera's libraries, by module, and nothing
/// else: public is a promise to users, so a declaration becomes public on purpose — written
/// into that list in the same change — and one that is removed leaves the list too.
@Suite struct PublicAPITests {
    /// The declarations docs/API.md names: under each `## Module`, every ``### `Name` `` heading
    /// (but one marked `(extension)`: another module's type), and every backticked entry of the
    /// `Members:` paragraph after it, as `Name.member`.
    static func listed(_ markdown: String) -> [PublicDeclaration] {
        var listed: [PublicDeclaration] = []
        var module: String?
        var owner: String?
        var inMembers = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") {
                module = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
                owner = nil
                inMembers = false
            } else if line.hasPrefix("### "), let module, let name = line.firstMatch(of: /`([^`]+)`/)?.output.1 {
                owner = String(name)
                inMembers = false
                if !line.hasSuffix("(extension)") {
                    listed.append(PublicDeclaration(module: module, name: String(name), kind: "", location: "docs/API.md", summary: ""))
                }
            } else if line.hasPrefix("Members:") {
                inMembers = true
            } else if line.isEmpty {
                inMembers = false
            }
            if inMembers, let module, let owner {
                for member in line.matches(of: /`([^`]+)`/) {
                    listed.append(PublicDeclaration(module: module, name: owner + "." + member.output.1, kind: "", location: "docs/API.md", summary: ""))
                }
            }
        }
        return listed
    }

    /// The lines docs/API.md needs for `declarations`, grouped as it groups them.
    static func suggestedLines(_ declarations: [PublicDeclaration], among all: [PublicDeclaration]) -> String {
        let types = Set(all.filter { ["struct", "class", "enum", "protocol", "actor", "typealias"].contains($0.kind) }.map(\.name))
        var text = ""
        for (module, inModule) in Dictionary(grouping: declarations, by: \.module).sorted(by: { $0.key < $1.key }) {
            text += "\n## \(module)\n"
            for declaration in inModule where types.contains(declaration.name) || !declaration.name.contains(".") {
                text += "\n### `\(declaration.name)` (\(declaration.kind))\n\n\(declaration.summary)\n"
            }
            let members = Dictionary(grouping: inModule.filter { !types.contains($0.name) && $0.name.contains(".") }) { declaration in
                types.filter { declaration.name.hasPrefix($0 + ".") }.max { $0.count < $1.count } ?? "?"
            }
            for (owner, owned) in members.sorted(by: { $0.key < $1.key }) {
                text += "\nMembers of `\(owner)`: " + owned.map { "`\($0.name.dropFirst(owner.count + 1))`" }.joined(separator: ", ") + "\n"
            }
        }
        return text
    }

    @Test func docsAPINamesEveryPublicDeclarationAndNoOther() throws {
        let declared = try PublicDeclaration.scan(root: Documentation.root)
        let listed = Self.listed(try Documentation.text("docs/API.md"))
        let declaredSet = Set(declared)
        let listedSet = Set(listed)
        let unlisted = declared.filter { !listedSet.contains($0) }
        let gone = listed.filter { !declaredSet.contains($0) }
        #expect(
            unlisted.isEmpty,
            """
            public declarations docs/API.md does not name — make them `package` (or internal, with \
            @testable import in tests) unless users call them, else add them:
            \(unlisted.map { "  \($0) (\($0.location))" }.joined(separator: "\n"))
            as docs/API.md would write them:
            \(Self.suggestedLines(unlisted, among: declared))
            """
        )
        #expect(gone.isEmpty, "docs/API.md names declarations that are not public (or no longer exist): \(gone.map(\.description))")
        #expect(Set(listed.map(\.description)).count == listed.count, "docs/API.md names a declaration twice")
    }

    @Test func theScannerFindsWhatIsPublicAndOnlyThat() {
        let source = #"""
        /// A rectangle.
        public struct Rect: Hashable {
            public var minX: Double
            var hidden = "public func notADeclaration() { \(1 + 2) }"
            package let plumbing = 0
            /// Makes one.
            public init?(minX: Double, _ other: Int = 0) { self.minX = minX }
            public func intersects<Other: Sendable>(_ other: Rect, in box: [String: (Int) -> Bool], _ x: inout Int) -> Bool {
                public var notAMember = 0  // inside a body: not a declaration of the type
                return true
            }
            public static func == (lhs: Rect, rhs: Rect) -> Bool { true }
            public subscript(id: Int) -> Int { 0 }
            public enum Kind { case cell, header; public var isCell: Bool { true } }
            /* public func commentedOut() {} */
        }
        extension Rect.Kind {
            public static let all: [Rect.Kind] = [.cell]
            func internalHelper() {}
        }
        public protocol Layout { func layout() }
        extension Layout { public func twice() {} }
        public func expectInvariants(of layout: some Layout, _ extra: Int) {}
        package struct Hidden { public var visibleOnlyInAPackageType: Int }
        """#
        let names = PublicDeclaration.scan(source, module: "M", path: "M.swift").map(\.name)
        #expect(names == [
            "Rect", "Rect.minX", "Rect.init(minX:_:)", "Rect.intersects(_:in:_:)", "Rect.==(_:_:)", "Rect.subscript(_:)", "Rect.Kind",
            "Rect.Kind.isCell", "Rect.Kind.all", "Layout", "Layout.twice()", "expectInvariants(of:_:)",
        ])
        #expect(PublicDeclaration.scan(source, module: "M", path: "M.swift").first?.summary == "A rectangle.")
    }
}
