import BenchmarkKit
import Foundation

exit(BenchmarkCommand.main(Array(CommandLine.arguments.dropFirst())))
