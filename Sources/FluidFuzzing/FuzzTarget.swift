/// One fuzz target: a function of arbitrary bytes that drives a public API
/// and checks its documented contract, throwing a `FuzzFinding` when the
/// contract breaks (a crash or a hang is a finding too, caught by the
/// fuzzer itself).
///
/// The same targets run three ways: under libFuzzer (`scripts/fuzz`, the
/// `fluid-fuzz` executable built with `-sanitize=fuzzer`), over the stored
/// corpus and regression inputs in `swift test`, and over seeded random
/// inputs in `swift test`, so a toolchain without the fuzzer runtime still
/// checks every contract.
public struct FuzzTarget: Sendable {
    /// The target's name: its corpus folder and its `fluid-fuzz` argument.
    public let name: String
    /// What the target drives and checks, in one line.
    public let summary: String
    private let body: @MainActor @Sendable (inout FuzzInput) throws(FuzzFinding) -> Void

    /// A target called `name` that runs `body` on each input.
    init(name: String, summary: String, body: @escaping @MainActor @Sendable (inout FuzzInput) throws(FuzzFinding) -> Void) {
        self.name = name
        self.summary = summary
        self.body = body
    }

    /// Runs the target on one input; returns the broken contract, if any.
    @MainActor
    public func run(_ bytes: [UInt8]) -> FuzzFinding? {
        var input = FuzzInput(bytes)
        do throws(FuzzFinding) {
            try body(&input)
            return nil
        } catch {
            return error
        }
    }

    /// Called with a line per step by the stateful targets when set (for
    /// `fluid-fuzz --trace`, to see how a stored input reaches a finding).
    @MainActor public static var trace: ((String) -> Void)?

    /// Every target, in the order `scripts/fuzz` runs them.
    public static let all: [FuzzTarget] = [
        .spring, .decay, .velocity, .recognizers, .pause, .animator, .runtime, .script, .models, .arguments, .tuning,
    ]

    /// The target called `name`.
    public static func named(_ name: String) -> FuzzTarget? { all.first { $0.name == name } }
}
