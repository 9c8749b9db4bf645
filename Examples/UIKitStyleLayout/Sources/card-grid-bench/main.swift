// The card grid's benchmark: the UIKit subclass hosted by Tessera, next to Tessera's engines and
// indexes, with every flag of tessera-bench. Run it in release:
//
//     swift run -c release card-grid-bench --layouts card-grid,waterfall --sizes 100k
import BenchmarkKit
import CardGridDefinition
import CardGridLayout
import Foundation
import TesseraCheck
import TesseraIndex

exit(BenchmarkCommand.main(Array(CommandLine.arguments.dropFirst()), layouts: LayoutCatalog.engines + [CardGridLayout.definition()], indexes: IndexKind.builtIn))
