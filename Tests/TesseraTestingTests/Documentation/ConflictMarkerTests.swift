import Testing

/// No page a reader follows from the README holds a merge's conflict markers: a merge that
/// kept both sides of a conflict renders both, and the links and quotes checked elsewhere
/// pass around them (the README carried one into main once).
@Suite struct ConflictMarkerTests {
    /// The lines of `text` that open, divide or close a conflict.
    static func markers(in text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            line.hasPrefix("<<<<<<< ") || line.hasPrefix(">>>>>>> ") || line == "======="
        }
    }

    @Test func noPageHoldsConflictMarkers() throws {
        for page in try Documentation.pages() {
            #expect(Self.markers(in: try Documentation.text(page)).isEmpty, "\(page) holds conflict markers")
        }
    }

    @Test func theMarkersAreFoundAndOnlyThem() {
        let text = "intro\n<<<<<<< HEAD\nours\n=======\ntheirs\n>>>>>>> main\nA heading\n=========\n`<<<<<<< ` in code"
        #expect(Self.markers(in: text) == ["<<<<<<< HEAD", "=======", ">>>>>>> main"])
    }
}
