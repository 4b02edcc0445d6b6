import FluidGestures
import FluidPhysics

/// Tells when a dragging finger pauses — the "swipe up and hold" of the
/// home indicator, a drag that reveals something once the finger rests —
/// by one of two rules, and asks for the resting samples the default rule
/// needs while a still finger sends nothing.
///
/// Units: points, seconds.
///
/// - **Reports** (`report(_:at:)`): each position the finger reports goes
///   to both detectors, so either rule can take over mid-gesture; the rule
///   in force (`rule`) decides.
/// - **Resting samples.** Platforms send nothing for a finger held
///   perfectly still, so after each report `nextRestSample` asks for a
///   sample `restSampleInterval` seconds later, and every
///   `restSampleInterval` after that until `restSamplingLimit` seconds have
///   passed since the last report; `restingSample(at:)` gives one to
///   `PauseDetector` (as the finger resting where it last was). The
///   seven-sample rule counts reports only, so it gets none.
/// - **Stop** (`stop()`) ends the resting samples: the finger lifted, or
///   the pause was taken. **Reset** (`reset()`) forgets the gesture.
public struct PauseWatch: Sendable {
    /// The rule that tells a pause.
    public enum Rule: String, Hashable, Sendable, CaseIterable {
        /// `PauseDetector`: a stop judged over the time the earlier speed
        /// needed to cover the evidence distance (ours, the default).
        case detector
        /// `VelocityDropPauseDetector`: the WWDC18 talk's seven-sample velocity drop.
        case sevenSamples
    }

    /// The rule in force.
    public var rule: Rule
    /// The detector of ``Rule/detector``, with its thresholds.
    public var detector: PauseDetector
    /// The seven-sample rule of ``Rule/sevenSamples``, with its thresholds.
    public var sevenSamples: VelocityDropPauseDetector
    /// The silence after a report before a still finger is given a resting
    /// sample, and the spacing of those samples, seconds.
    public let restSampleInterval: Double
    /// How long resting samples go on after the last report, seconds.
    public let restSamplingLimit: Double
    /// When the next resting sample is due, seconds (the interface's
    /// deadline), or nil.
    public private(set) var nextRestSample: Double?
    private var lastReport = 0.0

    /// A watch by `rule` with the detectors' default thresholds, sampling a
    /// still finger every `restSampleInterval` seconds (default 0.01) for
    /// up to `restSamplingLimit` seconds (default 0.5) after its last report.
    /// An interval below 1 ms, or not finite, is taken as 1 ms, and a limit
    /// that is negative or not finite as 0 (no resting samples), so the
    /// deadline always moves on and the samples always end.
    public init(rule: Rule = .detector, restSampleInterval: Double = 0.01, restSamplingLimit: Double = 0.5) {
        self.rule = rule
        detector = PauseDetector()
        sevenSamples = VelocityDropPauseDetector()
        self.restSampleInterval = restSampleInterval.isFinite ? Swift.max(0.001, restSampleInterval) : 0.001
        self.restSamplingLimit = restSamplingLimit.isFinite ? Swift.max(0, restSamplingLimit) : 0
    }

    /// Forgets the gesture: both detectors start afresh.
    public mutating func reset() {
        detector.reset()
        sevenSamples.reset()
    }

    /// The finger reports `position` (points) at `time` (seconds): feeds
    /// both detectors, schedules the next resting sample and returns
    /// whether the rule in force says the finger paused.
    public mutating func report(_ position: Point, at time: Double) -> Bool {
        lastReport = time
        nextRestSample = time + restSampleInterval
        let detected = detector.addPosition(position, at: time)
        let dropped = sevenSamples.addPosition(position, at: time)
        switch rule {
        case .detector: if case .paused = detected { return true }
        case .sevenSamples: if case .paused = dropped { return true }
        }
        return false
    }

    /// The resting sample due at `time` (`nextRestSample`): the finger
    /// rests where it last was. Schedules the next one while the sampling
    /// limit allows, and returns whether ``Rule/detector``, in force, says
    /// the finger paused.
    public mutating func restingSample(at time: Double) -> Bool {
        let event = detector.advance(to: time)
        nextRestSample = time + restSampleInterval <= lastReport + restSamplingLimit ? time + restSampleInterval : nil
        if rule == .detector, case .paused = event { return true }
        return false
    }

    /// Ends the resting samples (the finger lifted, or the pause was taken).
    public mutating func stop() {
        nextRestSample = nil
    }
}

extension PauseWatch: InteractionPart {
    /// Nothing: the interface takes the resting sample when its deadline arrives.
    public mutating func advance(to time: Double, recording events: inout [InteractionEvent]) {}

    /// Always: the watch only waits for a sample, which is a deadline.
    public func isSettled(at time: Double) -> Bool { true }

    /// The resting sample due next (``nextRestSample``), or nil.
    public var nextDeadline: Double? { nextRestSample }
}
