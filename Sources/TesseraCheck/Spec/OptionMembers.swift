import TesseraCore

/// Collects the JSON members of a layout's options that differ from the defaults, in the
/// order they are added: what `LayoutDefinition.optionMembers(_:)` returns.
///
/// Leaving defaults out keeps written specs short (a counterexample shows only what matters)
/// and reading them back gives equal options, since the reader starts from the defaults.
public struct OptionMembers<Options> {
    /// The members collected so far.
    public private(set) var members: [(key: String, value: JSONValue)] = []
    private let options: Options
    private let defaults: Options

    /// A collector for `options`, whose members equal to `defaults` are left out.
    public init(_ options: Options, defaults: Options) {
        self.options = options
        self.defaults = defaults
    }

    /// A number option.
    public mutating func number(_ key: String, _ keyPath: KeyPath<Options, Double>) {
        let value = options[keyPath: keyPath]
        if value.bitPattern != defaults[keyPath: keyPath].bitPattern { members.append((key, .number(value))) }
    }

    /// An integer option.
    public mutating func integer(_ key: String, _ keyPath: KeyPath<Options, Int>) {
        let value = options[keyPath: keyPath]
        if value != defaults[keyPath: keyPath] { members.append((key, .number(Double(value)))) }
    }

    /// A choice option, written as its raw value.
    public mutating func string<Choice: RawRepresentable & Equatable>(_ key: String, _ keyPath: KeyPath<Options, Choice>)
    where Choice.RawValue == String {
        let value = options[keyPath: keyPath]
        if value != defaults[keyPath: keyPath] { members.append((key, .string(value.rawValue))) }
    }

    /// An insets option, written as `{ "top": …, "left": …, "bottom": …, "right": … }`.
    public mutating func insets(_ key: String, _ keyPath: KeyPath<Options, Insets>) {
        let value = options[keyPath: keyPath]
        if value != defaults[keyPath: keyPath] {
            members.append((key, .object([
                ("top", .number(value.top)), ("left", .number(value.left)),
                ("bottom", .number(value.bottom)), ("right", .number(value.right)),
            ])))
        }
    }
}
