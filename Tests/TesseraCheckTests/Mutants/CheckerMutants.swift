import TesseraCheck
import TesseraCore

extension Mutant {
    /// Checks that report less than they should. Tessera's engines are correct, so no
    /// layout check fails; only the campaign's self-validation can tell.
    static let checkers: [Mutant] = [
        // The round trip compared with `==`, which calls -0.0 and 0 equal: a writer that loses
        // the sign of zero passes.
        .checker("checker.roundTripComparesWithEquals", .wrongField, on: .grid, .roundTrip) { found, _ in
            found.filter { !$0.message.contains("-0.0 (0x8000000000000000)") && !$0.message.contains(" 0.0 (0x0)") }
        },
        // The example: the bounds check skips headers.
        .checker("checker.inBoundsSkipsHeaders", .wrongBranch, on: .grid, .inBounds) { found, _ in
            found.filter { !$0.elements.contains { $0.kind == .header } }
        },
        // An epsilon where the contract is exact: overlaps under 1e-9 deep pass.
        .checker("checker.noOverlapWithAnEpsilon", .comparison, on: .grid, .noOverlap) { found, result in
            found.filter { violation in
                let frames = violation.elements.map(\.frame)
                guard frames.count == 2 else { return true }
                let depthX = min(frames[0].maxX, frames[1].maxX) - max(frames[0].minX, frames[1].minX)
                let depthY = min(frames[0].maxY, frames[1].maxY) - max(frames[0].minY, frames[1].minY)
                return min(depthX, depthY) > 1e-9
            }
        },
        // The "never smaller" branch taken although the insets are known: padded content passes.
        .checker("checker.tightContentOnTheWrongBranch", .wrongBranch, on: .waterfall, .tightContentSize) { _, result in
            result.contentSizeViolations(insets: nil)
        },
        // Footers read where headers belong: a missing footer passes.
        .checker("checker.completenessSkipsFooters", .wrongField, on: .waterfall, .completeness) { found, _ in
            found.filter { !$0.message.contains("footer") }
        },
        // Only a spanning cell's leading edge is compared with the column edges.
        .checker("checker.spansCheckOnlyTheStart", .wrongField, on: .grid, .spansFitGrid) { found, _ in
            found.filter { $0.message.contains("no column's leading edge") || $0.message.contains("distinct column edges") }
        },
        // `missingCount > 1` where `> 0` belongs: a single missing cell passes.
        .checker("checker.completenessMissesASingleCell", .offByOne, on: .grid, .completeness) { found, _ in
            found.filter { !$0.message.contains("(1 of ") }
        },
        // `> 2` where `> 1` belongs: a section with a second header or footer passes.
        .checker("checker.completenessAllowsASecondHeader", .offByOne, on: .grid, .completeness) { found, _ in
            found.filter { !($0.message.hasPrefix("section") && $0.message.contains("has more than one")) }
        },
        // Only `cell(at:)` is compared, not each element's own lookup.
        .checker("checker.lookupSkipsElements", .wrongBranch, on: .waterfall, .lookup) { found, _ in
            found.filter { !$0.message.hasPrefix("element(") }
        },
        // `<` where the tie rule wants `<=`: ties to a further column pass.
        .checker("checker.balanceIgnoresTies", .comparison, on: .waterfall, .waterfallBalance) { found, _ in
            found.filter { !$0.message.contains("same top") }
        },
        // Answers compared by count: an index losing one id and adding another would pass;
        // here, one that only loses ids.
        .checker("checker.indexAgreementSeesOnlyExtras", .wrongBranch, on: .grid, .indexAgreement) { found, _ in
            found.filter { $0.message.contains(" adds ") }
        },
        // A second run compared by content size only.
        .checker("checker.determinismComparesTheSizeOnly", .wrongField, on: .bidirectional, .determinism) { found, _ in
            found.filter { $0.message.hasPrefix("content size") }
        },
        // The transposed layout compared by content size only.
        .checker("checker.transpositionComparesTheSizeOnly", .wrongField, on: .grid, .transposition) { found, _ in
            found.filter { $0.message.hasPrefix("content size") }
        },
        // The grid's reference model compares only the content size.
        .checker("checker.gridGeometryComparesTheSizeOnly", .wrongField, on: .grid, .gridGeometry) { found, _ in
            found.filter { $0.message.hasPrefix("content size") }
        },
        // The waterfall's stacking rules skip the headers and footers.
        .checker("checker.stackingSkipsSupplementaries", .wrongBranch, on: .waterfall, .waterfallStacking) { found, _ in
            found.filter { violation in !["header", "footer"].contains { violation.message.contains($0) } }
        },
        // The waterfall's placement rules compare only where a cell starts.
        .checker("checker.placementComparesOnlyTops", .wrongField, on: .waterfall, .waterfallPlacement) { found, _ in
            found.filter { violation in
                guard let frame = violation.elements.first?.frame, let expected = violation.message.range(of: "expected (") else { return true }
                return !violation.message[expected.upperBound...].hasPrefix("\(frame.minX), \(frame.minY))")
            }
        },
    ]
}
