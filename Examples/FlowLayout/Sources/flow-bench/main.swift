// The flow layout's benchmark: Tessera's engines and the flow layout at 10k, 100k and 1M
// items, Tessera's indexes and the example's own, with every flag of tessera-bench
// (--json, --csv, --chart, --compare, --result, …). Run it in release:
//
//     swift run -c release flow-bench --layouts flow,waterfall --sizes 100k
import BenchmarkKit
import FlowLayout
import FlowLayoutDefinition
import Foundation
import TesseraCheck
import TesseraIndex

let layouts = LayoutCatalog.engines + [FlowLayout.definition]
let indexes = IndexKind.builtIn + [.sortedBlocks]
exit(BenchmarkCommand.main(Array(CommandLine.arguments.dropFirst()), layouts: layouts, indexes: indexes))
