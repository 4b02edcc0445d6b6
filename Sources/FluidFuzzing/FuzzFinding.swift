/// A broken contract found by a fuzz target: what was expected and what
/// happened instead. The fuzzer driver turns it into a crash (so libFuzzer
/// keeps the input); the tests report it as a failure.
public struct FuzzFinding: Error, CustomStringConvertible, Sendable {
    /// What went wrong, in one line.
    public var description: String

    /// A finding described by `description`.
    public init(_ description: String) { self.description = description }
}

/// Throws a finding described by `message()` unless `condition` holds.
@inlinable
public func fuzzCheck(_ condition: Bool, _ message: @autoclosure () -> String) throws(FuzzFinding) {
    if !condition { throw FuzzFinding(message()) }
}
