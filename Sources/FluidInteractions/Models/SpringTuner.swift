import FluidAnimation
import FluidGestures
import FluidPhysics

/// The spring tuner (the WWDC18 talk "Designing Fluid Interfaces"): a square that springs back and forth
/// between the two ends of a track, and two sliders that set the spring's
/// damping ratio and response while it moves.
///
/// **Layout.** Around the safe area's centre c:
/// - the square, 80 pt (gradient #64CCF7 → #359EEC, corner radius 16), moves
///   on a horizontal track 30 pt in from the safe area's sides, centred at
///   y = c.y − 70; its centre travels from safe.minX + 70 to safe.maxX − 70
///   (250 pt on a 390 pt screen). The track's tap area is the track's
///   80 pt band plus 20 pt above and below.
/// - the damping-ratio slider (0.1…1, default 0.5) with its label centred at
///   c.y + 20 and its 44 pt tall touch strip centred at c.y + 55, and the
///   response slider (0.1…2 s, default 1 s) 100 pt lower. Each slider spans
///   the track's width; its 28 pt thumb travels between the strip's ends
///   inset by 14 pt.
///
/// **Behaviour.**
/// - The square starts at the left end at time 0, heading right. When the
///   spring toward an end *settles* — the exact instant it last leaves a
///   0.5 pt band around that end, from `Spring.settlingDuration(target:
///   initialVelocity:epsilon:)` for the distance and velocity it started
///   with — it turns around toward the other end at that instant, keeping
///   its position and velocity (the demo app jumps back to the start). The
///   turnarounds are scheduled inside `advance(to:)`, so the motion is the
///   same at any frame rate.
/// - A touch on a slider (thumb or track) sets the value from its x at
///   once and follows the finger; every change applies the new spring
///   immediately, from the current position and velocity (the demo app
///   waits for the next loop). Lifting reports the value; a system cancel
///   restores the value the touch found (and that spring, again with no
///   jump). One slider touch at a time.
/// - A touch on the track (outside the sliders) sends the square at once to
///   the end nearer the touch, keeping its position and velocity.
/// - The labels say what the numbers mean: "damping ratio 0.50 — bouncy"
///   (below 0.7 bouncy, below 1 gentle, 1 no bounce) and "response 1.00 s".
///
/// **Never settled.** The tuner is a deliberate loop: every spring in it
/// settles, and at that instant the next one starts, so `isSettled` is
/// always false and a replay that runs until "settled" stops at its time
/// cap. (A spring that would need more than 59 s to settle turns around at
/// 59 s; a model time jump over more than 1000 turnarounds in one call
/// skips whole back-and-forth cycles, without their events; a track too
/// short to travel keeps the square still.)
///
/// **State.** `dampingRatio`, `response` (seconds), `position` (the square's
/// centre x, points), `target` (the centre x of the end it heads to); then
/// `velocity` (points/s), `turnarounds`, `adjusting` ("none",
/// "dampingRatio", "response").
/// **Events.** State `target` (the new end's centre x) at each turnaround
/// (its exact instant) and each retarget by a tap; `dampingRatio` or
/// `response` (the final value) when a slider is released.
public struct SpringTuner: InteractionBehavior {
    /// The two sliders.
    public enum Slider: String, Hashable, Sendable, CaseIterable {
        /// The damping ratio, 0.1…1.
        case dampingRatio
        /// The response, 0.1…2 s.
        case response

        /// The values the slider spans.
        public var range: ClosedRange<Double> {
            switch self {
            case .dampingRatio: return 0.1...1
            case .response: return 0.1...2
            }
        }

        /// Where the model keeps the slider's control.
        var control: WritableKeyPath<SpringTuner, SliderControl> {
            self == .dampingRatio ? \.dampingSlider : \.responseSlider
        }
    }

    /// "spring-tuner".
    public static let interfaceName = "spring-tuner"
    /// The square's side, points.
    public static let squareSize: Double = 80
    /// The gap between the safe area's sides and the track, points.
    public static let margin: Double = 30
    /// How far above the safe area's centre the track runs, points.
    public static let trackRise: Double = 70
    /// How far the tap area reaches above and below the track's band, points.
    public static let trackTapSlop: Double = 20
    /// The settling band that decides a turnaround, points.
    public static let settlingEpsilon: Double = 0.5
    /// The longest a single stretch runs before turning around, seconds.
    public static let maximumStretch: Double = 59
    /// Turnarounds computed one by one in one `advance(to:)` before whole cycles are skipped.
    public static let turnaroundsPerAdvance = 1000
    /// The damping ratio at start.
    public static let defaultDampingRatio: Double = 0.5
    /// The response at start, seconds.
    public static let defaultResponse: Double = 1

    /// The viewport the model is laid out in.
    public let viewport: Viewport
    /// The interface's time, events and fingers.
    public var kernel = InteractionKernel<Role>()

    /// What a finger can hold: a slider's thumb, or the track it taps.
    public enum Role: Hashable, Sendable {
        /// One of the sliders (which one is `adjusting`).
        case slider
        /// The track: a tap sends the square to the nearer end.
        case track
    }

    /// The track's centre y (the square's), points.
    public let trackY: Double
    /// The damping-ratio slider (its value: ζ, 0.1…1).
    public private(set) var dampingSlider: SliderControl
    /// The response slider (its value: seconds, 0.1…2).
    public private(set) var responseSlider: SliderControl
    /// The square's motion: its centre x, shuttling between the ends.
    public private(set) var shuttle: SpringShuttle
    /// The slider a finger holds.
    var adjusting: Slider?

    /// A model laid out in `viewport` (see the type's layout), at time 0,
    /// the square at the left end starting toward the right end.
    public init(viewport: Viewport) {
        self.viewport = viewport
        let safe = viewport.safeBounds
        let inset = Self.margin + Self.squareSize / 2
        var left = safe.minX + inset, right = safe.maxX - inset
        if !(right > left) { left = safe.midX; right = safe.midX }
        trackY = safe.midY - Self.trackRise
        let width = Swift.max(0, safe.width - 2 * Self.margin)
        dampingSlider = SliderControl(range: Slider.dampingRatio.range, value: Self.defaultDampingRatio, minX: safe.minX + Self.margin,
                                      width: width, captionY: viewport.safeCenter.y + 20 + 0)
        responseSlider = SliderControl(range: Slider.response.range, value: Self.defaultResponse, minX: safe.minX + Self.margin,
                                       width: width, captionY: viewport.safeCenter.y + 20 + 100)
        shuttle = SpringShuttle(spring: Spring(response: Self.defaultResponse, dampingRatio: Self.defaultDampingRatio),
                                leftEnd: left, rightEnd: right, epsilon: Self.settlingEpsilon,
                                maximumStretch: Self.maximumStretch, burstLimit: Self.turnaroundsPerAdvance)
    }

    /// The damping ratio ζ, 0.1…1.
    public var dampingRatio: Double { dampingSlider.value }
    /// The response, 0.1…2 s.
    public var response: Double { responseSlider.value }
    /// The spring the sliders describe.
    public var spring: Spring { Spring(response: response, dampingRatio: dampingRatio) }
    /// The square's centre x now, points.
    public var position: Double { shuttle.value(at: time) }
    /// The square's velocity now, points/s (positive to the right).
    public var velocity: Double { shuttle.velocity(at: time) }
    /// The centre x of the end the square heads to, points.
    public var target: Double { shuttle.target }
    /// The square's centre x at the left end, points.
    public var leftEnd: Double { shuttle.leftEnd }
    /// The square's centre x at the right end, points.
    public var rightEnd: Double { shuttle.rightEnd }
    /// How many times the square has turned around at an end.
    public var turnarounds: Int { shuttle.turnarounds }
    /// The exact time of the next turnaround, seconds (infinity: none).
    public var nextTurnaround: Double { shuttle.nextTurnaround }

    /// Always false: the tuner loops by design (see the type).
    public var isSettled: Bool { false }

    // MARK: Time

    /// The next turnaround, when the motion will have settled on its end.
    public var nextDeadline: Double? { nextTurnaround.isFinite ? nextTurnaround : nil }

    /// Turns the square around; after `turnaroundsPerAdvance` turnarounds
    /// in one advance, skips whole periods up to the advance's target.
    public mutating func deadlineArrived() {
        let end = shuttle.turnAround(at: time, before: kernel.advanceTarget)
        kernel.state("target", .number(end))
    }

    // MARK: Touches

    /// A finger on a slider adjusts it (one at a time); one on the track taps it.
    public func role(forTouchAt location: Point) -> Role? {
        if !kernel.isHeld(.slider), Slider.allCases.contains(where: { sliderFrame($0).contains(location) }) { return .slider }
        return trackArea.contains(location) ? .track : nil
    }

    /// A slider follows its finger (a cancel puts it back); a tap on the
    /// track sends the square to the nearer end.
    public mutating func respond(to touch: TouchEvent, as role: Role) {
        let p = touch.location
        switch (role, touch.phase) {
        case (.track, .began):
            tapTrack(at: p)
            kernel.release(.track)
        case (.track, _):
            break
        case (.slider, let phase):
            if phase == .began { adjusting = Slider.allCases.first { sliderFrame($0).contains(p) } }
            guard let slider = adjusting else { return }
            if phase == .ended || phase == .cancelled { adjusting = nil }
            if self[keyPath: slider.control].follow(touch) { shuttle.retarget(spring: spring, at: time) }
            if phase == .ended { kernel.state(slider.rawValue, .number(value(of: slider))) }
        }
    }

    /// A touch on the track: head for the end nearer to it, at once.
    private mutating func tapTrack(at p: Point) {
        guard trackArea.contains(p), rightEnd > leftEnd else { return }
        let end = Swift.abs(p.x - leftEnd) <= Swift.abs(p.x - rightEnd) ? leftEnd : rightEnd
        guard end != shuttle.target else { return }
        shuttle.head(to: end, at: time)
        kernel.state("target", .number(end))
    }

    /// The value a slider shows.
    public func value(of slider: Slider) -> Double {
        self[keyPath: slider.control].value
    }
}
