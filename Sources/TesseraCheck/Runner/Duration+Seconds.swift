extension Duration {
    /// The duration in seconds, as a `Double`: what the reports print and the time limits
    /// compare (a double keeps far finer than the nanoseconds they need).
    package var inSeconds: Double { Double(components.seconds) + Double(components.attoseconds) * 1e-18 }
}
