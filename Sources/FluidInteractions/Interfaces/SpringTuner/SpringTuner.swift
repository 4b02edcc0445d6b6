import FluidAnimation
import FluidGestures
import FluidPhysics

/// The spring tuner (the WWDC18 talk "Designing Fluid Interfaces"): a square that springs back and forth
/// between the two ends of a track, and four sliders that set the spring
/// while it moves — damping ratio and response (the WWDC18 talk's pair) and
/// duration and bounce (WWDC23 "Animate with springs"), kept in sync.
///
/// Its behaviour, its numbers and the picture the playground draws of it:
/// <doc:WWDC18Interfaces>.
public struct SpringTuner: InteractionBehavior {
    /// The four sliders: the spring's damping ratio (0.1…1) and response
    /// (0.1…2 s), and its duration (the response's twin, 0.1…2 s) and
    /// bounce (the damping ratio's twin, 0…0.9).
    public typealias Slider = Spring.Parameter

    /// `spring-tuner`: the name a gesture script's `"interface"`, `fluid replay`
    /// and the web page's `?interface=` know it by.
    public static let interfaceName = "spring-tuner"
    /// The square's side, points.
    public static let squareSize: Double = 80
    /// The gap between the safe area's sides and the track, points.
    public static let margin: Double = 30
    /// How far above the safe area's centre the track runs, points.
    public static let trackRise: Double = 70
    /// How far the tap area reaches above and below the track's band, points.
    public static let trackTapSlop: Double = 20
    /// The gap between the duration and bounce sliders, side by side, points.
    public static let pairGap: Double = 16
    /// How far short of the safe area's edge a run from rest may carry the
    /// square's edge, and the dimension of the rubber band there, points.
    public static let edgeSoftness: Double = 20
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

    /// The interface's viewport, time, events and fingers.
    public var kernel: InteractionKernel<Role>

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
    /// The duration slider (its value: seconds, 0.1…2; the response's twin).
    public private(set) var durationSlider: SliderControl
    /// The bounce slider (its value: 0…0.9; the damping ratio's twin).
    public private(set) var bounceSlider: SliderControl
    /// The rubber band that keeps the square's centre within H of the safe
    /// area's centre (see the type).
    let wall: RubberBand
    /// The square's motion: its centre x, shuttling between ends that make
    /// room for the spring's overshoot (a `SpringShuttle.Track`: the ends'
    /// half-distance at most h₀, a run from rest within H − `edgeSoftness`
    /// of the centre, points).
    public internal(set) var shuttle: SpringShuttle
    /// The slider a finger holds.
    var adjusting: Slider?

    /// A model laid out in `viewport` (see the type's layout), at time 0,
    /// the square at the left end starting toward the right end.
    public init(viewport: Viewport) {
        kernel = InteractionKernel(viewport: viewport)
        let safe = viewport.safeBounds
        let inset = Self.margin + Self.squareSize / 2
        let reach = Swift.max(0, safe.width / 2 - Self.squareSize / 2)   // H
        let track = SpringShuttle.Track(center: safe.midX, widest: Swift.max(0, safe.width / 2 - inset),
                                        room: Swift.max(0, reach - Self.edgeSoftness))
        wall = RubberBand(range: (safe.midX - track.room)...(safe.midX + track.room), dimension: Self.edgeSoftness)
        trackY = safe.midY - Self.trackRise
        let width = Swift.max(0, safe.width - 2 * Self.margin)
        func slider(_ s: Slider, _ value: Double, captionY: Double, x: Double = 0, width: Double = width) -> SliderControl {
            SliderControl(range: Self.range(of: s), value: value, minX: safe.minX + Self.margin + x, width: width, captionY: captionY)
        }
        dampingSlider = slider(.dampingRatio, Self.defaultDampingRatio, captionY: viewport.safeCenter.y + 20 + 0)
        responseSlider = slider(.response, Self.defaultResponse, captionY: viewport.safeCenter.y + 20 + 100)
        let half = Swift.max(0, (width - Self.pairGap) / 2)
        durationSlider = slider(.duration, Self.defaultResponse, captionY: safe.minY + 19, width: half)
        bounceSlider = slider(.bounce, 1 - Self.defaultDampingRatio, captionY: safe.minY + 19, x: half + Self.pairGap, width: half)
        shuttle = SpringShuttle(spring: Spring(response: Self.defaultResponse, dampingRatio: Self.defaultDampingRatio), track: track,
                                epsilon: Self.settlingEpsilon, maximumStretch: Self.maximumStretch, burstLimit: Self.turnaroundsPerAdvance)
    }

    // MARK: State

    /// The damping ratio ζ, 0.1…1.
    public var dampingRatio: Double { dampingSlider.value }
    /// The response, 0.1…2 s.
    public var response: Double { responseSlider.value }
    /// The spring the sliders describe.
    public var spring: Spring { Spring(response: response, dampingRatio: dampingRatio) }
    /// The duration (WWDC23), 0.1…2 s: the response's number.
    public var duration: Double { durationSlider.value }
    /// The bounce (WWDC23), 0…0.9: 1 − the damping ratio.
    public var bounce: Double { bounceSlider.value }
    /// The square's centre x now, as drawn, points: the spring's value,
    /// through the rubber band near the safe area's edges (see the type).
    public var position: Double { wall.apply(shuttle.value(at: time)) }
    /// The square's velocity now, points/s (positive to the right).
    public var velocity: Double { wall.shownVelocity(shuttle.velocity(at: time), at: shuttle.value(at: time)) }
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

    // MARK: What a touch does

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
            if self[control: slider].follow(touch) { apply(slider) }
            if phase == .ended {
                kernel.state(slider.rawValue, value(of: slider))
                kernel.state(slider.twin.rawValue, value(of: slider.twin))
            }
        }
    }

    /// A slider changed: its twin follows, the ends make room for the
    /// spring's overshoot, and the square moves on the new spring at once.
    mutating func apply(_ slider: Slider) {
        self[control: slider.twin].set(slider.twinValue(value(of: slider)))
        shuttle.refit(spring: spring, at: time)
    }

    /// Puts the sliders on the spring of `dampingRatio` and `response`
    /// (seconds), each clamped to its slider's range, their twins following:
    /// a tuned starting spring. At time 0 the square starts on it afresh, as
    /// a model made with it would; later it moves on it from where it is,
    /// with its velocity, as if the sliders had been moved.
    mutating func startOn(dampingRatio: Double, response: Double) {
        for (slider, value) in [(Slider.dampingRatio, dampingRatio), (Slider.response, response)] {
            self[control: slider].set(value)
            self[control: slider.twin].set(slider.twinValue(self.value(of: slider)))
        }
        if time == 0 {
            shuttle = shuttle.restarted(on: spring)
        } else {
            shuttle.refit(spring: spring, at: time)
        }
    }

    /// A touch on the track: head for the end nearer to it, at once.
    private mutating func tapTrack(at p: Point) {
        guard trackArea.contains(p), rightEnd > leftEnd else { return }
        let end = Swift.abs(p.x - leftEnd) <= Swift.abs(p.x - rightEnd) ? leftEnd : rightEnd
        guard end != shuttle.target else { return }
        shuttle.head(to: end, at: time)
        kernel.state("target", end)
    }

    /// The value a slider shows.
    public func value(of slider: Slider) -> Double {
        self[control: slider].value
    }

    // MARK: What time does

    /// The shuttle: never settled (the tuner loops by design, see the
    /// type), its next turnaround — when the motion will have settled on
    /// its end — a deadline.
    public mutating func visitParts(_ visit: inout some InteractionPartVisitor) {
        visit(&shuttle)
    }

    /// Turns the square around; after `turnaroundsPerAdvance` turnarounds
    /// in one advance, skips whole periods up to the advance's target.
    public mutating func deadlineArrived() {
        let end = shuttle.turnAround(at: time, before: kernel.advanceTarget)
        kernel.state("target", end)
    }
}

extension SpringTuner {
    /// The values a slider spans: damping ratio 0.1…1, response and
    /// duration 0.1…2 s, bounce 0…0.9.
    public static func range(of slider: Slider) -> ClosedRange<Double> {
        switch slider {
        case .dampingRatio: return 0.1...1
        case .response, .duration: return 0.1...2
        case .bounce: return 0...0.9
        }
    }

    /// A slider's control, where the tuner keeps it.
    subscript(control slider: Slider) -> SliderControl {
        get {
            switch slider {
            case .dampingRatio: return dampingSlider
            case .response: return responseSlider
            case .duration: return durationSlider
            case .bounce: return bounceSlider
            }
        }
        set {
            switch slider {
            case .dampingRatio: dampingSlider = newValue
            case .response: responseSlider = newValue
            case .duration: durationSlider = newValue
            case .bounce: bounceSlider = newValue
            }
        }
    }
}
