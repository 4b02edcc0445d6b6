import FluidPhysics

/// Detects that a dragging finger has stopped — quickly after a sharp stop,
/// patiently after a slow one — with no timer.
///
/// ## The rule
/// Every sample i remembers the finger's speed vᵢ there (a least-squares
/// `VelocityTracker`, points/s). At the newest sample (time t, position x)
/// the detector asks the most recent earlier sample j whose *evidence
/// window* has elapsed:
///
///     Wⱼ = min(E / vⱼ, maximumWindow)      and   t − tⱼ ≥ Wⱼ
///
/// — the time the finger, at its speed then, needs to cover E =
/// `evidenceDistance` points — whether the finger covered less than a
/// fraction ρ = `remainingSpeedRatio` of that:
///
///     |x − xⱼ| ≤ ρ · vⱼ · (t − tⱼ)
///
/// If so, the finger has lost more than 1 − ρ of its speed over a stretch
/// long enough to tell a stop from tremor: it paused.
///
/// - A **sharp stop** from 1000 points/s needs only E/v = 8 ms of
///   evidence, so it is reported one or two samples after the finger stops.
/// - A **slow stop** has low speeds at its end, hence long windows: the
///   pause is reported later, when the stillness is unambiguous — the
///   interface responds as gently as the finger stopped.
/// - A **slow drag** keeps covering about v·W, far more than ρ·v·W, so
///   noise and slow speeds do not look like a pause.
///
/// Like the WWDC18 demo's rule it waits for `minimumOffset` points of travel, and
/// `minimumSamplesAfter` samples after j are needed so a single repeated
/// position does not count as a stop. After a pause, moving more than
/// `resumeDistance` from where it paused reports `.resumed` and arms the
/// detector again.
///
/// Platforms stop sending move events when a finger holds perfectly still;
/// call `advance(to:)` each frame and the detector treats the finger as
/// resting at its last position, so a pause is still detected.
public struct PauseDetector: Hashable, Sendable {
    /// The states of the detector.
    public enum State: Hashable, Sendable {
        /// Following a moving finger.
        case tracking
        /// The finger has paused.
        case paused
    }

    /// Distance the finger must travel before a pause can be detected, points (default 50).
    public var minimumOffset: Double
    /// E: how far the earlier speed must have been able to carry the finger
    /// for a stop to count, points (default 8).
    public var evidenceDistance: Double
    /// ρ: the largest fraction of the expected distance a paused finger may
    /// still cover (default 0.15: it lost 85 % of its speed).
    public var remainingSpeedRatio: Double
    /// The longest evidence window, seconds (default 0.3).
    public var maximumWindow: Double
    /// Samples (or `advance` steps) needed after j (default 2).
    public var minimumSamplesAfter: Int
    /// Movement from the paused position that counts as moving again, points (default 10).
    public var resumeDistance: Double

    /// The current state.
    public private(set) var state: State = .tracking

    private struct Sample: Hashable, Sendable {
        var time: Double
        var position: Point
        var speed: Double
    }

    private var samples: [Sample] = []
    private var tracker = VelocityTracker()
    private var origin: Point?
    private var pausedAt = Point.zero
    private var lastTime = -Double.infinity

    /// Creates a detector; see the properties for the defaults.
    public init(
        minimumOffset: Double = 50, evidenceDistance: Double = 8, remainingSpeedRatio: Double = 0.15,
        maximumWindow: Double = 0.3, minimumSamplesAfter: Int = 2, resumeDistance: Double = 10
    ) {
        self.minimumOffset = minimumOffset
        self.evidenceDistance = evidenceDistance
        self.remainingSpeedRatio = remainingSpeedRatio
        self.maximumWindow = maximumWindow
        self.minimumSamplesAfter = minimumSamplesAfter
        self.resumeDistance = resumeDistance
        // 0.4 s of samples at 120 Hz, so a gesture seldom has to grow the buffer.
        samples.reserveCapacity(64)
    }

    /// Feeds a position sample (points, seconds). Samples with a
    /// non-finite coordinate or time, or a time before the newest sample (a
    /// resting one added by `advance(to:)` included), are ignored.
    public mutating func addPosition(_ position: Point, at time: Double) -> PauseEvent? {
        defer { assert(checkInvariants()) }
        // Before the newest sample — a resting one from `advance(to:)`
        // included — is too late: the samples stay in time order.
        guard !(time < lastTime), tracker.addPosition(position, at: time).isAccepted else { return nil }
        if origin == nil { origin = position }
        // Capped: the length of a velocity near the largest double overflows.
        let speed = Swift.min(tracker.velocity(at: time).length, .greatestFiniteMagnitude)
        // Index access only: in unoptimised builds the generic `last` reads
        // the array through a coroutine whose frame is malloc'ed.
        if !samples.isEmpty, samples[samples.count - 1].time == time {
            samples[samples.count - 1] = Sample(time: time, position: position, speed: speed)
        } else {
            samples.append(Sample(time: time, position: position, speed: speed))
        }
        lastTime = time
        trim()
        return evaluate(position: position, time: time)
    }

    /// Lets time pass to `time` seconds with the finger resting at its last
    /// position (platforms send nothing for a perfectly still finger).
    /// Ignored before the first sample and for times that are not later
    /// than the last one.
    public mutating func advance(to time: Double) -> PauseEvent? {
        defer { assert(checkInvariants()) }
        guard time.isFinite, time > lastTime, !samples.isEmpty else { return nil }
        let last = samples[samples.count - 1]
        samples.append(Sample(time: time, position: last.position, speed: 0))
        lastTime = time
        trim()
        return evaluate(position: last.position, time: time)
    }

    /// Forgets the gesture; ready for the next one.
    public mutating func reset() {
        samples.removeAll(keepingCapacity: true)
        tracker.reset()
        origin = nil
        state = .tracking
        lastTime = -Double.infinity
        assert(checkInvariants())
    }

    /// Drops the samples older than the longest window (and 0.1 s), in
    /// place: the buffer keeps its capacity, so trimming never allocates.
    private mutating func trim() {
        let keep = Swift.max(maximumWindow, 0) + 0.1
        let count = samples.count
        guard count > 0 else { return }
        let newest = samples[count - 1].time
        var dropped = 0
        while dropped < count, newest - samples[dropped].time > keep { dropped += 1 }
        guard dropped > 0 else { return }
        var i = dropped
        while i < count {
            samples[i - dropped] = samples[i]
            i += 1
        }
        // Array's own `remove(at:)` on the last element: O(1), no allocation.
        while samples.count > count - dropped { samples.remove(at: samples.count - 1) }
    }

    private mutating func evaluate(position: Point, time: Double) -> PauseEvent? {
        switch state {
        case .paused:
            guard pausedAt.distance(to: position) > resumeDistance else { return nil }
            state = .tracking
            return .resumed(location: position, time: time)
        case .tracking:
            guard let origin, origin.distance(to: position) >= minimumOffset, isStopped(position: position, time: time) else {
                return nil
            }
            state = .paused
            pausedAt = position
            return .paused(location: position, time: time)
        }
    }

    private func isStopped(position: Point, time: Double) -> Bool {
        let newestIndex = samples.count - 1
        let laterSamplesNeeded = Swift.max(minimumSamplesAfter, 1)
        var j = newestIndex - laterSamplesNeeded
        while j >= 0 {
            let sample = samples[j]
            let elapsed = time - sample.time
            let window = sample.speed > 0 ? Swift.min(evidenceDistance / sample.speed, maximumWindow) : maximumWindow
            if elapsed >= window {
                return sample.position.distance(to: position) <= remainingSpeedRatio * sample.speed * elapsed
            }
            j -= 1
        }
        return false
    }

    // MARK: Invariants

    /// Checks the detector's samples, stopping the program on the first
    /// broken invariant; returns true. Called as `assert(checkInvariants())`
    /// at the end of `addPosition(_:at:)`, `advance(to:)` and `reset()`, so
    /// it runs in debug builds only. Allocates nothing.
    ///
    /// - every kept sample has a finite time and position and a finite,
    ///   non-negative speed, and the times strictly increase;
    /// - `lastTime` is the newest sample's time (−∞ with no sample), and
    ///   the velocity tracker's newest sample is no later than it;
    /// - the first sample of the gesture is remembered (`origin`) exactly
    ///   when the tracker has seen one;
    /// - `.paused` only after a sample, at a finite position.
    func checkInvariants() -> Bool {
        let n = samples.count
        var i = 0
        while i < n {
            let s = samples[i]
            precondition(s.time.isFinite && s.position.x.isFinite && s.position.y.isFinite, "sample \(i): \(s.position) at \(s.time)")
            precondition(s.speed >= 0 && s.speed.isFinite, "sample \(i): speed \(s.speed)")
            precondition(i == 0 || samples[i - 1].time < s.time, "sample \(i) at \(s.time) is not later than the one before")
            i += 1
        }
        precondition(n == 0 ? lastTime == -.infinity : lastTime == samples[n - 1].time, "last time \(lastTime), \(n) samples")
        precondition((origin == nil) == (tracker.sampleCount == 0), "origin \(origin.describedOrNil), \(tracker.sampleCount) tracked samples")
        if let newest = tracker.newestTime { precondition(newest <= lastTime, "tracked sample at \(newest) after the last time \(lastTime)") }
        precondition(state == .tracking || (n > 0 && pausedAt.x.isFinite && pausedAt.y.isFinite), "paused at \(pausedAt) with \(n) samples")
        _ = tracker.checkInvariants()
        return true
    }
}
