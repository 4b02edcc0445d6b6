/// Identifies one pointer (one finger, one mouse, one pen) for the whole
/// of its life, from `began` to `ended` or `cancelled`.
///
/// Platforms reuse identifiers once a pointer has lifted; a recognizer only
/// relies on the identifier being unique among the pointers that are down
/// at the same time.
public struct PointerID: Hashable, Sendable, RawRepresentable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The platform's identifier.
    public var rawValue: Int

    /// Wraps a platform identifier.
    @inlinable
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Wraps a platform identifier: `let finger: PointerID = 1`.
    @inlinable
    public init(integerLiteral value: Int) { self.rawValue = value }

    /// `#n`.
    public var description: String { "#\(rawValue)" }
}
