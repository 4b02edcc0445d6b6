import FluidAnimation
import FluidGestures
import FluidPhysics

extension AppSwitcher {
    /// What a designer may tune in the app switcher.
    public enum Tuned {
        /// The spring that takes the card back to full screen or into the
        /// switcher (default response 0.3 s, ζ 0.8: the demo app's).
        public static let spring = Tunable.spring("spring", default: Spring(response: 0.3, dampingRatio: 0.8),
                                                  summary: "The spring that takes the card back to full screen or into its slot in the switcher.")
        /// The spring the switcher comes into view and leaves on (default
        /// response 0.3 s, ζ 1: no overshoot).
        public static let revealSpring = Tunable.spring("revealSpring", default: Spring(response: 0.3, dampingRatio: 1),
                                                        summary: "The spring the other apps fade and slide in on, and the card shrinks on.")
        /// How far up the card must be, points, for a pause to reveal the
        /// switcher — and how far the finger must have travelled before a
        /// pause is looked for (default 50 pt: the WWDC18 talk's rule is a
        /// pause at least 50 points toward the switcher; a downward or
        /// smaller drag never reveals it).
        public static let revealTravel = Tunable.number("revealTravel", default: 50, range: 0...300, unit: "pt",
                                                        summary: "How far up the card must be dragged for a pause to reveal the switcher.")
    }

    /// The springs, the reveal travel, the pause detector's thresholds and the pause rule.
    public static let tunables = [Tuned.spring, Tuned.revealSpring, Tuned.revealTravel] + PauseWatch.tunables

    /// The WWDC18 demo app's rule: ``PauseWatch/Tuned/rule`` `sevenSamples` — a
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
    public static var originalRule: Tuning? { .choosing(PauseWatch.Rule.sevenSamples.rawValue, for: PauseWatch.Tuned.rule) }

    /// Gives the pause detectors the retuned thresholds and rule (a gesture
    /// under way is judged by them from now on: both detectors follow every
    /// gesture, so either rule can take over mid-gesture), and hands the card's spring and the
    /// switcher's reveal, if moving, to their retuned springs where they
    /// are, with their velocities.
    public mutating func tuningDidChange(from old: Tuning) {
        pauses.retune(to: tuning, minimumOffset: tuning.number(Tuned.revealTravel))
        card.retune(old.spring(Tuned.spring), to: tuning.spring(Tuned.spring), at: time)
        let reveal = tuning.spring(Tuned.revealSpring)
        if reveal != old.spring(Tuned.revealSpring) { self.reveal.retarget(spring: reveal, at: time) }
    }
}
