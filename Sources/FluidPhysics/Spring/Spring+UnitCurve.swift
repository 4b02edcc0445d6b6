extension Spring {
    /// The spring as UIKit's `UISpringTimingParameters` sees it: a progress
    /// curve from 0 to 1 whose initial velocity is *relative* — in units of
    /// the whole distance per second.
    ///
    /// A gesture moving at v points/s with d points left to travel hands over
    /// `initialVelocity` = v/d (see `Spring.relativeVelocity(_:from:to:)`).
    /// Progress may overshoot 1 for a bouncy spring.
    @frozen
    public struct UnitCurve: Hashable, Sendable {
        /// The spring that drives the progress.
        public var spring: Spring
        /// The initial velocity in distances per second (1/s).
        public var initialVelocity: Double

        /// Creates a curve for `spring` starting with `initialVelocity` (1/s).
        @inlinable
        public init(spring: Spring, initialVelocity: Double = 0) {
            self.spring = spring
            self.initialVelocity = initialVelocity
        }

        /// The progress at `time` seconds: 0 at t = 0, tending to 1.
        @inlinable
        public func progress(at time: Double) -> Double {
            spring.value(target: 1.0, initialVelocity: initialVelocity, time: time)
        }

        /// The rate of progress at `time`, 1/s (`initialVelocity` at t = 0).
        @inlinable
        public func velocity(at time: Double) -> Double {
            spring.velocity(target: 1.0, initialVelocity: initialVelocity, time: time)
        }

        /// The exact time after which the progress stays within `epsilon` of 1.
        public func settlingDuration(epsilon: Double = 0.001) -> Double {
            spring.settlingDuration(target: 1.0, initialVelocity: initialVelocity, epsilon: epsilon)
        }
    }

    /// The progress curve of this spring starting with a relative `initialVelocity`.
    @inlinable
    public func unitCurve(initialVelocity: Double = 0) -> UnitCurve {
        UnitCurve(spring: self, initialVelocity: initialVelocity)
    }

    /// The velocity of a gesture relative to the distance still to travel,
    /// velocity / (target − current), in 1/s — what a progress curve takes.
    ///
    /// When the distance is smaller than `minimumDistance` (default one
    /// point), the distance is nudged to ±`minimumDistance` instead of
    /// dividing by (almost) zero: the sign of the remaining distance, or of
    /// the velocity when the distance is exactly zero. The result is finite
    /// for finite input, and a flick onto the target keeps a finite, sensibly
    /// signed velocity.
    @inlinable
    public static func relativeVelocity(
        _ velocity: Double, from current: Double, to target: Double, minimumDistance: Double = 1
    ) -> Double {
        var distance = target - current
        let floor = Swift.abs(minimumDistance) > 0 ? Swift.abs(minimumDistance) : 1
        if Swift.abs(distance) < floor {
            let sign: Double = distance != 0 ? (distance > 0 ? 1 : -1) : (velocity >= 0 ? 1 : -1)
            distance = sign * floor
        }
        return velocity / distance
    }

    /// The component-wise relative velocity of a 2-D gesture toward `target`
    /// (see `relativeVelocity(_:from:to:minimumDistance:)`).
    @inlinable
    public static func relativeVelocity(
        _ velocity: Vector, from current: Point, to target: Point, minimumDistance: Double = 1
    ) -> Vector {
        Vector(
            dx: relativeVelocity(velocity.dx, from: current.x, to: target.x, minimumDistance: minimumDistance),
            dy: relativeVelocity(velocity.dy, from: current.y, to: target.y, minimumDistance: minimumDistance)
        )
    }
}
