/// A typed reference to an animation running in an `AnimationRuntime`.
///
/// The type parameter is the animation's type, so reading it back
/// (`runtime.animation(of:)`) or changing it (`runtime.update(_:_:)`) is
/// checked by the compiler and costs no cast. A handle stays valid until the
/// animation settles or is cancelled; after that every query returns nil or
/// false. Handles are plain values: copy, compare and store them freely.
public struct AnimationHandle<Animation: ValueAnimation>: Hashable, Sendable {
    /// The animation's identifier, unique within its runtime.
    public let id: AnimationID

    init(id: AnimationID) { self.id = id }
}

/// Identifies one running animation within an `AnimationRuntime`, whatever
/// its type. Never reused by the runtime that issued it.
public struct AnimationID: Hashable, Sendable, Comparable {
    /// The raw number.
    public let rawValue: UInt64

    init(rawValue: UInt64) { self.rawValue = rawValue }

    /// Earlier-issued identifiers order first.
    public static func < (lhs: AnimationID, rhs: AnimationID) -> Bool { lhs.rawValue < rhs.rawValue }
}
