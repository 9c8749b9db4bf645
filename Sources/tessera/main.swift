#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import TesseraCommandLine

exit(TesseraTool.runProcess(Array(CommandLine.arguments.dropFirst())))
