import FluidAnimation
import FluidGestures
import FluidPhysics

extension AppSwitcher {
    /// What a designer may tune in the app switcher.
    public enum Tuned {
        /// The detector's untuned thresholds, the defaults of the pause ones.
        private static let detector = PauseDetector()

        /// The spring that takes the card back to full screen or into the
        /// switcher (default ``AppSwitcher/spring``: response 0.3 s, ζ 0.8).
        public static let spring = Tunable.spring("spring", default: AppSwitcher.spring,
                                                  summary: "The spring that takes the card back to full screen or into its slot in the switcher.")
        /// The spring the switcher comes into view and leaves on (default
        /// ``AppSwitcher/revealSpring``: response 0.3 s, ζ 1).
        public static let revealSpring = Tunable.spring("revealSpring", default: AppSwitcher.revealSpring,
                                                        summary: "The spring the other apps fade and slide in on, and the card shrinks on.")
        /// How far up the card must be, points, for a pause to reveal the
        /// switcher — and how far the finger must have travelled before a
        /// pause is looked for (default ``AppSwitcher/revealTravel``).
        public static let revealTravel = Tunable.number("revealTravel", default: AppSwitcher.revealTravel, range: 0...300, unit: "pt",
                                                        summary: "How far up the card must be dragged for a pause to reveal the switcher.")
        /// E: how far the finger's speed before a stop must have been able
        /// to carry it, points, for the stop to count as a pause (default
        /// 8): larger waits longer after a stop.
        public static let pauseEvidence = Tunable.number("pauseEvidenceDistance", default: detector.evidenceDistance,
                                                         range: 1...60, unit: "pt",
                                                         summary: "How far the finger's speed before a stop would have carried it: larger waits longer before calling it a pause.")
        /// ρ: the largest fraction of its earlier speed a paused finger may
        /// keep (unitless, default 0.15): smaller asks for a stiller finger.
        public static let pauseSpeedRatio = Tunable.number("pauseRemainingSpeedRatio", default: detector.remainingSpeedRatio,
                                                           range: 0.01...0.5, unit: "",
                                                           summary: "The largest fraction of its speed a finger may keep and still count as paused.")
        /// The longest a slow stop is watched before it counts as a pause,
        /// seconds (default 0.3). At most ``AppSwitcher/restSamplingLimit``,
        /// the time a perfectly still finger is sampled.
        public static let pauseWindow = Tunable.number("pauseMaximumWindow", default: detector.maximumWindow,
                                                       range: 0.05...AppSwitcher.restSamplingLimit, unit: "s",
                                                       summary: "The longest a finger that slowed gently is watched before its stop counts as a pause.")
        /// The rule that tells a pause, by ``AppSwitcher/PauseRule`` name:
        /// `detector` (by default) is the `PauseDetector` the other pause
        /// tunables set, fed resting samples while the finger sends none;
        /// `sevenSamples` is the WWDC18 demo app's
        /// `VelocityDropPauseDetector` — at most 100 points/s, having lost
        /// more than 90 % of the velocity seven reports earlier, after
        /// ``revealTravel`` points — run on the finger's reports only.
        public static let pauseRule = Tunable.choice("pauseRule", default: AppSwitcher.PauseRule.detector.rawValue,
                                                     choices: AppSwitcher.PauseRule.allCases.map(\.rawValue),
                                                     summary: "How a pause is told: our detector, or the demo's drop of the velocity over seven samples.")
    }

    /// The rule that tells a pause (``Tuned/pauseRule``).
    public enum PauseRule: String, Hashable, Sendable, CaseIterable {
        /// `PauseDetector`: a stop judged over the time the earlier speed
        /// needed to cover the evidence distance (ours, the default).
        case detector
        /// `VelocityDropPauseDetector`: the talk's seven-sample velocity drop.
        case sevenSamples
    }

    /// The springs, the reveal travel, the pause detector's thresholds and the pause rule.
    public static let tunables = [Tuned.spring, Tuned.revealSpring, Tuned.revealTravel, Tuned.pauseEvidence, Tuned.pauseSpeedRatio,
                                  Tuned.pauseWindow, Tuned.pauseRule]

    /// The WWDC18 demo app's rule: ``Tuned/pauseRule`` `sevenSamples` — a
    /// pause when the finger's speed is at most 100 points/s and has lost
    /// more than 90 % of the velocity seven reports earlier. Where the
    /// instant differs from the detector's (the default): a finger that
    /// slows gently pauses *earlier*, as it comes to rest (the drop over
    /// seven reports, 58 ms at 120 Hz, has passed 90 % by then), where the
    /// detector waits until the stillness is unambiguous, some 75 ms
    /// later; a finger that stops dead and then sends no reports — a mouse
    /// held still — never pauses, since the rule runs only on reports; and
    /// its window is counted in reports, so it changes with the
    /// digitizer's rate (117 ms at 60 Hz).
    public static var originalRule: Tuning? { .choosing(PauseRule.sevenSamples.rawValue, for: Tuned.pauseRule) }

    /// Gives the pause detectors the retuned thresholds and rule (a gesture
    /// under way is judged by them from now on: both detectors follow every
    /// gesture, so either rule can take over mid-gesture), and hands the card's spring and the
    /// switcher's reveal, if moving, to their retuned springs where they
    /// are, with their velocities.
    public mutating func tuningDidChange(from old: Tuning) {
        detector.minimumOffset = tuning.number(Tuned.revealTravel)
        detector.evidenceDistance = tuning.number(Tuned.pauseEvidence)
        detector.remainingSpeedRatio = tuning.number(Tuned.pauseSpeedRatio)
        detector.maximumWindow = tuning.number(Tuned.pauseWindow)
        sevenSamples.minimumOffset = tuning.number(Tuned.revealTravel)
        pauseRule = PauseRule(rawValue: tuning.choice(Tuned.pauseRule)) ?? .detector
        card.retune(old.spring(Tuned.spring), to: tuning.spring(Tuned.spring), at: time)
        let reveal = tuning.spring(Tuned.revealSpring)
        if reveal != old.spring(Tuned.revealSpring) { self.reveal.retarget(spring: reveal, at: time) }
    }
}
