import FluidAnimation
import FluidInteractions
import FluidPhysics
import FluidRenderer

/// The HUD's state: whether it shows (`--no-hud`, the H key) and what it
/// has gathered about the open interface — frame times, the charted state,
/// haptics (drawn as rings) and state changes (as notes). `HUDRenderer`
/// draws it. Shown and hidden, it fades (an `AnimatedValue` on the
/// window's `AnimationRuntime`, as an app's view would).
@MainActor
struct HUDState {
    /// What the HUD shows.
    private(set) var recorder = HUDRecorder()
    /// Whether the HUD is drawn.
    private(set) var isVisible: Bool

    /// The runtime the fade runs on (the window's).
    let runtime: AnimationRuntime
    /// The HUD's opacity, 0…1, fading in and out.
    private(set) var opacity: AnimatedValue<Double>

    /// A HUD, shown or hidden, fading on `runtime` (a runtime no clock
    /// ticks, by default: the HUD then stays as it started).
    init(visible: Bool, runtime: AnimationRuntime = AnimationRuntime(startTime: 0)) {
        isVisible = visible
        self.runtime = runtime
        opacity = AnimatedValue(visible ? 1 : 0, spring: PlaygroundChrome.spring, threshold: .opacity)
    }

    /// How opaque the HUD is drawn now, 0…1.
    var shownOpacity: Double { opacity.value(on: runtime) }

    /// Shows or hides the HUD.
    mutating func toggle() {
        isVisible.toggle()
        opacity.animate(to: isVisible ? 1 : 0, on: runtime)
    }

    /// The recorder to draw at host time `now`; nil while hidden (and
    /// faded out).
    func shown(at now: Double) -> (recorder: HUDRecorder, now: Double)? {
        isVisible || shownOpacity > 0 ? (recorder, now) : nil
    }

    /// Forgets everything (another interface opened or closed).
    mutating func reset() { recorder.reset() }

    /// Whether the HUD needs frames at host time `now`: it is shown, or a
    /// ring or note is still fading.
    func isAnimating(at now: Double) -> Bool { isVisible || recorder.isAnimating(at: now) || opacity.isAnimating(on: runtime) }

    /// Records a model's `events` (model time; `hostTime` turns it into the
    /// window's time), their haptics at `location`.
    mutating func record(_ events: [InteractionEvent], hostTime: (Double) -> Double, location: Point) {
        for event in events {
            recorder.record(event, at: hostTime(event.time), location: location)
        }
    }

    /// The slow-motion speed the HUD shows.
    mutating func show(timeScale: Double) { recorder.timeScale = timeScale }

    /// Whether the HUD says the interface plays with reduced motion.
    mutating func show(reducedMotion: Bool) { recorder.reducedMotion = reducedMotion }

    /// Shows the touch-to-screen latency and, with prediction on, its lead.
    mutating func show(latency: (median: Double, p99: Double)?, predicts: Bool, lead: (seconds: Double, points: Double)?) {
        recorder.latency = latency
        recorder.predicts = predicts
        recorder.predictionLead = lead
    }

    /// Records the model's state at host time `now` for the chart.
    mutating func record(state: InteractionValue, at now: Double) {
        recorder.record(state: state, at: now)
    }

    /// Records a drawn frame's timing at host time `now`.
    mutating func recordFrame(_ timing: FrameComposer.Timing, at now: Double) {
        recorder.recordFrame(at: now, drawDuration: timing.draw, sceneDuration: timing.scene ?? 0)
    }
}
