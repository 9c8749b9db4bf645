import TesseraCore

extension LayoutError {
    /// The seed algorithm a port follows would trap on this input (a force-unwrapped missing
    /// delegate, `UInt(-1)`, a NaN frame UIKit refuses, or the search passing the port's work
    /// limit); the port throws this instead. `field` names the input concerned.
    static func seedWouldTrap(field: String, reason: String) -> LayoutError {
        .unsupportedInput(field: field, reason: "the seed layout would crash here: \(reason)")
    }
}
