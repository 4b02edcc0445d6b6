import FluidGestures
import FluidPhysics

extension RotationDemo {
    /// What a designer may tune in the rotation demo.
    public enum Tuned {
        /// The settling spring (default response 0.4 s, ζ 0.8: the demo
        /// app's).
        public static let spring = Tunable.spring("spring", default: Spring(response: 0.4, dampingRatio: 0.8),
                                                  summary: "The spring that settles the square on its orientation.")
        /// The angle between the orientations the square settles on,
        /// degrees (default 90°: ``RotationDemo/snapping``'s quarter turns),
        /// taken as the nearest whole division of the turn, 360°/n (100°
        /// turns the square in 90° steps, 110° in 120°), so the orientations
        /// are evenly spaced all the way round.
        public static let snapStep = Tunable.number("snapStep", default: 90, range: 15...180, unit: "°",
                                                    summary: "The angle between the orientations the square settles on.")
        /// How fast a spin's projection slows, per millisecond (default
        /// 0.99, UIKit's `.fast`, as in ``RotationDemo/snapping``): how far
        /// a flick carries the choice of orientation.
        public static let projectionRate = Tunable.decelerationRate("projectionRate", default: .fast, range: 0.95...0.999,
                                                                    summary: "How far a spin's projection carries: the angular velocity kept per millisecond.")
        /// Distance from the centre inside which one finger does not turn
        /// the square, points (default ``RotationDemo/deadRadius``, 20 pt).
        public static let deadRadius = Tunable.number("deadRadius", default: RotationDemo.deadRadius, range: 0...120, unit: "pt",
                                                      summary: "How near the centre a finger may be before it stops turning the square.")
    }

    /// What a designer may tune here, in the order a tuning panel lists it (see ``RotationDemo/Tuned``).
    public static let tunables = [Tuned.spring, Tuned.snapStep, Tuned.projectionRate, Tuned.deadRadius]

    /// Hands a settling spin to the retuned spring where it is, with its
    /// angular velocity (radians, radians/s), toward the same orientation;
    /// a new step (degrees) or rate (per ms) chooses the next orientation,
    /// and a new dead radius (points) holds from the next move on.
    public mutating func tuningDidChange(from old: Tuning) {
        square.retune(old.spring(Tuned.spring), to: tuning.spring(Tuned.spring), at: time)
        angleSnapping = AngleSnapping(stepNear: tuning.number(Tuned.snapStep), rate: tuning.decelerationRate(Tuned.projectionRate))
        hands.deadRadius = tuning.number(Tuned.deadRadius)
    }
}
