import FlowLayout
import Testing
import TesseraCheck
import TesseraTesting

/// Your layout, as Tessera's harness sees it: a name, default options, the engine.
let quickFlow = CustomLayout(name: "flow", defaultOptions: FlowOptions()) { options in
    FlowLayout(options)
}

/// Generated phones, tablets, photo feeds, many and empty sections, adversarial sizes and
/// 20k-item inputs; every invariant; every index against the linear filter; a failure
/// shrunk, with its seed, counterexample JSON and replay line.
@Test func flowLayoutHoldsEveryInvariant() {
    expectInvariants(of: quickFlow)
}
