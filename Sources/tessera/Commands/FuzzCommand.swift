/// `tessera fuzz`: lands with the campaign runner.
enum FuzzCommand {
    static let help = "usage: tessera fuzz (lands with the campaign runner)"
    static func run(_ words: [String]) throws(CommandLineError) {
        throw .failed("fuzz is not built yet")
    }
}
