import FluidGestures

extension PauseWatch {
    /// What a designer may tune in how a pause is told.
    public enum Tuned {
        /// The detector's untuned thresholds, the defaults of the tunables.
        private static let detector = PauseDetector()

        /// E: how far the finger's speed before a stop must have been able
        /// to carry it, points, for the stop to count as a pause (default
        /// 8): larger waits longer after a stop.
        public static let evidence = Tunable.number("pauseEvidenceDistance", default: detector.evidenceDistance,
                                                    range: 1...60, unit: "pt",
                                                    summary: "How far the finger's speed before a stop would have carried it: larger waits longer before calling it a pause.")
        /// ρ: the largest fraction of its earlier speed a paused finger may
        /// keep (unitless, default 0.15): smaller asks for a stiller finger.
        public static let speedRatio = Tunable.number("pauseRemainingSpeedRatio", default: detector.remainingSpeedRatio,
                                                      range: 0.01...0.5,
                                                      summary: "The largest fraction of its speed a finger may keep and still count as paused.")
        /// The longest a slow stop is watched before it counts as a pause,
        /// seconds (default 0.3), up to 0.5 s: the time a perfectly still
        /// finger is sampled by default (`restSamplingLimit`).
        public static let window = Tunable.number("pauseMaximumWindow", default: detector.maximumWindow,
                                                  range: 0.05...PauseWatch().restSamplingLimit, unit: "s",
                                                  summary: "The longest a finger that slowed gently is watched before its stop counts as a pause.")
        /// The rule that tells a pause, by ``PauseWatch/Rule`` name:
        /// `detector` (by default) is the `PauseDetector` the other pause
        /// tunables set, fed resting samples while the finger sends none;
        /// `sevenSamples` is the WWDC18 demo app's
        /// `VelocityDropPauseDetector` — at most 100 points/s, having lost
        /// more than 90 % of the velocity seven reports earlier, after
        /// the minimum travel — run on the finger's reports only.
        public static let rule = Tunable.choice("pauseRule", default: PauseWatch.Rule.detector.rawValue,
                                                choices: PauseWatch.Rule.allCases.map { $0.rawValue },
                                                summary: "How a pause is told: our detector, or the demo's drop of the velocity over seven samples.")
    }

    /// The evidence distance, the speed ratio, the window and the rule, in a tuning panel's order.
    public static let tunables = [Tuned.evidence, Tuned.speedRatio, Tuned.window, Tuned.rule]

    /// Takes up `tuning`'s thresholds and rule (``Tuned``), and
    /// `minimumOffset`, points: the travel both rules wait for before a
    /// pause counts. A gesture under way is judged by them from now on.
    public mutating func retune(to tuning: Tuning, minimumOffset: Double) {
        detector.minimumOffset = minimumOffset
        detector.evidenceDistance = tuning.number(Tuned.evidence)
        detector.remainingSpeedRatio = tuning.number(Tuned.speedRatio)
        detector.maximumWindow = tuning.number(Tuned.window)
        sevenSamples.minimumOffset = minimumOffset
        rule = Rule(rawValue: tuning.choice(Tuned.rule)) ?? .detector
    }
}
