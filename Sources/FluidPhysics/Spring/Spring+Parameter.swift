extension Spring {
    /// The four numbers a designer sets a spring by, in two pairs that name
    /// the same spring: damping ratio and response (the WWDC18 talk's,
    /// `init(response:dampingRatio:)`) and bounce and duration (WWDC23's,
    /// `init(duration:bounce:)`). Each number has a *twin* in the other pair
    /// that carries the same property, so two controls showing a spring both
    /// ways stay in sync by setting the twin of the one moved.
    public enum Parameter: String, Hashable, Sendable, CaseIterable {
        /// The damping ratio ζ (unitless; 1 = critically damped).
        case dampingRatio
        /// The response, seconds: the same number as the duration.
        case response
        /// The perceptual duration 2π/ω₀, seconds.
        case duration
        /// The bounce (unitless, −1…1): 1 − ζ for ζ ≤ 1.
        case bounce

        /// The parameter of the other pair that carries the same property:
        /// the damping ratio and the bounce, the response and the duration.
        public var twin: Parameter {
            switch self {
            case .dampingRatio: return .bounce
            case .bounce: return .dampingRatio
            case .response: return .duration
            case .duration: return .response
            }
        }

        /// The twin's value for this parameter's `value`: the same number
        /// between the response and the duration (seconds); from a damping
        /// ratio ζ the bounce 1 − ζ (ζ ≤ 1) or 1/ζ − 1 (above, as `bounce`);
        /// from a bounce b the damping ratio 1 − b (b ≥ 0) or 1/(1 + b)
        /// (below, as `init(duration:bounce:)`).
        public func twinValue(_ value: Double) -> Double {
            switch self {
            case .response, .duration: return value
            case .dampingRatio: return Spring.bounce(dampingRatio: value)
            case .bounce: return Spring.dampingRatio(bounce: value)
            }
        }
    }
}
