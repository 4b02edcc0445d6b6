/// The time a bank's stepped states are at, and how to reach a frame time
/// from it.
///
/// Frame times are sums and products in floating point: successive intervals
/// of a steady 120 Hz clock differ in their last bits. A bank therefore
/// reuses its cached transitions when the new interval is within a few
/// units in the last place of the frame time of the cached one, and then
/// advances its own time by exactly the cached interval — so its time never
/// drifts from the frame times by more than that tolerance (the next
/// interval is measured from it), and the states stay exact to rounding.
struct StepClock {
    /// How a frame is reached.
    enum Step {
        /// Nothing to step (the same frame time, to rounding).
        case none
        /// Step by the cached interval.
        case cached
        /// Step by this new interval (recompute the transitions).
        case fresh(Double)
    }

    /// The time the moving states are at, seconds.
    private(set) var time: Double
    /// The interval the bank's transitions are computed for (NaN: none).
    private(set) var interval: Double = .nan

    init(time: Double) { self.time = time }

    /// How to reach frame time `t` from `time`; updates `time` to where the
    /// states will be (within the tolerance of `t`).
    mutating func advance(to t: Double) -> Step {
        let dt = t - time
        let tolerance = 2 * Swift.max(t.magnitude, time.magnitude).ulp
        if dt.magnitude <= tolerance { return .none }
        if (dt - interval).magnitude <= tolerance {
            time += interval
            return .cached
        }
        interval = dt
        time = t
        return .fresh(dt)
    }
}
