/// What a call on an `AnimatorProgress` asks of its owner: show new values,
/// keep the final ones, call or discard the completions.
///
/// `PropertyAnimator` turns it into change-handler calls, frozen
/// properties and completion calls; a value model reads it after
/// `advance(to:)` at a deadline to report a completion.
public struct AnimatorUpdate: Hashable, Sendable {
    /// The values when the animator became inactive, to rest at from then on.
    public struct FinalValues: Hashable, Sendable {
        /// The forward progress P the properties rest at (1 at the end
        /// values, 0 at the start values, anything for `.current`).
        public var progress: Double
        /// The own progress u of each joined property, in the order they
        /// joined (`addJoin(at:)`); the joins themselves are gone.
        public var joins: [Double]

        /// Final values at `progress` and joined progresses `joins`.
        public init(progress: Double, joins: [Double]) {
            self.progress = progress
            self.joins = joins
        }
    }

    /// The progress or a joined progress moved: show the values. While
    /// `finalValues` is nil the animator is still active and its readings
    /// (`progress(at:)`, `joinedProgress(_:at:)`) are the values; otherwise
    /// `finalValues` are.
    public var valuesChanged: Bool
    /// Set when the animator became inactive: its properties rest at these
    /// values, and the progress reads 0 again.
    public var finalValues: FinalValues?
    /// Set when the completions are due: call each once with this position
    /// (`.end`, `.start`, or `.current` after `finish(at: .current, time:)`),
    /// then discard them.
    public var completion: AnimatorPosition?
    /// Set when the completions are discarded without being called
    /// (`stop(withoutFinishing: true, at:)`).
    public var discardsCompletions: Bool

    /// An update; by default nothing to do. Inlinable, so that an inlined
    /// call whose update is discarded builds nothing.
    @inlinable
    public init(valuesChanged: Bool = false, finalValues: FinalValues? = nil,
                completion: AnimatorPosition? = nil, discardsCompletions: Bool = false) {
        self.valuesChanged = valuesChanged
        self.finalValues = finalValues
        self.completion = completion
        self.discardsCompletions = discardsCompletions
    }

    /// Nothing to do.
    public static let none = AnimatorUpdate()
    /// Show the new values.
    public static let changed = AnimatorUpdate(valuesChanged: true)
}
