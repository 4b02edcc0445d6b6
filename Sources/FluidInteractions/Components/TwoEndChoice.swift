import FluidGestures
import FluidPhysics

/// Which of its two ends a released drawer, sheet or card goes to, and
/// how: a tap toggles it, a drag or flick goes where it meant, and a
/// cancelled touch goes to the nearer end.
///
/// Units: positions in points along the one axis the object moves on (y
/// down for a drawer), velocities in points per second.
///
/// The rule, in order:
/// - **Cancelled** (the system took the touch): the nearer end, |p − a| <
///   |p − b| for `first` (a tie goes to `second`); gently (no fling).
/// - **A tap** (the finger travelled at most `tapSlop` points): a resting
///   object goes to the end it is not at; one caught mid-flight goes on
///   to the end it was heading to. Gently, from rest (velocity 0).
/// - **A drag or flick**, by `rule` (a projection exactly as near both
///   ends goes to `first`):
///   - ``Rule/projection`` (the default): the end nearest where the
///     release velocity would carry it, p + v/λ at `rate`
///     (`ValueSnapping`), so a slow nudge the wrong way near an end stays.
///   - ``Rule/velocitySign`` (the WWDC18 demo app's): the end the velocity
///     points to, however slowly it moves (at exactly 0 points/s, the
///     nearer end).
///
/// A gentle release is the one a tap spring (no bounce) suits; a drag or
/// flick keeps its velocity and suits a livelier spring.
/// ``overshoot(toFirst:from:velocity:spring:)`` is how far the spring then
/// swings past the end, exactly.
public struct TwoEndChoice: Hashable, Sendable {
    /// How a released drag or flick chooses its end.
    public enum Rule: String, Hashable, Sendable, CaseIterable {
        /// The end nearest the release projection (ours, the default).
        case projection
        /// The end the sign of the release velocity points to (the demo app's).
        case velocitySign
    }

    /// What a release decided.
    public struct Release: Hashable, Sendable {
        /// Whether it goes to `first`.
        public var toFirst: Bool
        /// Whether it was a tap or a cancel (gentle), not a drag or flick.
        public var isGentle: Bool
        /// The end it goes to, points.
        public var target: Double
        /// The velocity it starts with, points/s (0 after a tap).
        public var velocity: Double

        /// A release to `first` when `toFirst`, gentle or not, to `target`
        /// (points) with `velocity` (points/s).
        public init(toFirst: Bool, isGentle: Bool, target: Double, velocity: Double) {
            self.toFirst = toFirst
            self.isGentle = isGentle
            self.target = target
            self.velocity = velocity
        }
    }

    /// The two ends (for a drawer, open and closed), points.
    public let first: Double, second: Double
    /// How far a touch may travel and still be a tap, points.
    public var tapSlop: Double
    /// How a drag or flick chooses.
    public var rule: Rule
    /// How fast the projection of ``Rule/projection`` slows.
    public var rate: DecelerationRate

    /// A choice between `first` and `second` (points) with a tap slop of
    /// `tapSlop` points (default 10), by `rule` at `rate`.
    public init(first: Double, second: Double, tapSlop: Double = 10, rule: Rule = .projection, rate: DecelerationRate = .normal) {
        self.first = first
        self.second = second
        self.tapSlop = tapSlop
        self.rule = rule
        self.rate = rate
    }

    /// The end an object released at `position` (points) moving at
    /// `velocity` (points/s) goes to, after the finger travelled `travel`
    /// points (its distance from where it landed) or was `cancelled`; a tap
    /// sends it to `heading` (`first` when true) when it was caught
    /// mid-flight, and otherwise away from where it rests (`atFirst`).
    public func release(at position: Double, velocity: Double, travel: Double, cancelled: Bool, atFirst: Bool, heading: Bool?) -> Release {
        let velocity = velocity.isFinite ? velocity : 0  // both rules read an unknown velocity as still
        let nearerFirst = Swift.abs(position - first) < Swift.abs(position - second)
        let toFirst: Bool, gentle = cancelled || travel <= tapSlop
        if cancelled {
            toFirst = nearerFirst
        } else if gentle {
            toFirst = heading ?? !atFirst
        } else if rule == .velocitySign {
            toFirst = velocity != 0 ? (velocity < 0) == (first <= second) : nearerFirst
        } else {
            toFirst = ValueSnapping.targetIndex(between: first, and: second, from: position, velocity: velocity, rate: rate) == 0
        }
        return Release(toFirst: toFirst, isGentle: gentle, target: toFirst ? first : second,
                       velocity: gentle && !cancelled ? 0 : velocity)
    }

    /// The largest distance past the end (`first` when `toFirst`), away
    /// from the other end, that a `spring` motion toward it from
    /// `position` (points) with `velocity` (points/s) reaches: its exact
    /// reach (`Spring.reach`), points (≥ 0).
    public func overshoot(toFirst: Bool, from position: Double, velocity: Double, spring: Spring) -> Double {
        let reach = spring.reach(displacement: position - (toFirst ? first : second), velocity: velocity)
        return toFirst == (first <= second) ? 0 - reach.lowerBound : reach.upperBound
    }
}
