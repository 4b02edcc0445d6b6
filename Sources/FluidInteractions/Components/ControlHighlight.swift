import FluidAnimation
import FluidGestures
import FluidPhysics

/// A button's highlight the way UIKit draws it: lit (1) the instant a
/// tracked touch is inside the control, and fading back to 0 on a timing
/// curve once it leaves — however fast the control is tapped, every touch
/// lights it fully and every lift fades it from full.
///
/// Feed it each `ControlTracker` event with `apply(_:at:)`:
/// `.touchDown` and `.dragEnter` light it (ending any fade); `.dragExit`,
/// `.touchUpInside`, and a `.touchUpOutside` or `.touchCancel` of a lit
/// control (a lift far off without a move first, the system taking the
/// touch) start a fade from 1 to 0 over `fadeDuration` seconds on
/// `fadeCurve`; the other events change nothing (a lift or cancel after a
/// drag out leaves its fade running).
/// A fade keeps the duration and curve it started with. The highlight is
/// unitless, 0 (normal) … 1 (highlighted), to mix two colours with.
public struct ControlHighlight: Sendable {
    /// How long a fade back to normal lasts, seconds (for the next fade).
    public var fadeDuration: Double
    /// The curve a fade runs on (for the next fade).
    public var fadeCurve: TimingCurve
    /// Whether a tracked touch is inside: the control is fully lit.
    public private(set) var isLit = false
    private var fade: TimingCurveAnimation<Double>?

    /// A control at rest (highlight 0).
    public init(fadeDuration: Double, fadeCurve: TimingCurve) {
        self.fadeDuration = fadeDuration
        self.fadeCurve = fadeCurve
    }

    /// The highlight at `time`, 0…1: 1 while lit, else the fade's value (0 without one).
    public func value(at time: Double) -> Double {
        isLit ? 1 : fade?.value(at: time) ?? 0
    }

    /// How fast the highlight changes at `time`, per second (negative while fading).
    public func velocity(at time: Double) -> Double {
        isLit ? 0 : fade?.velocity(at: time) ?? 0
    }

    /// True when the control is not lit and no fade runs at `time`.
    public func isSettled(at time: Double) -> Bool {
        !isLit && (fade.map { $0.isSettled(at: time) } ?? true)
    }

    /// Applies one tracker event at `time`, seconds (see the type); returns
    /// the new `isLit` when it changed, nil otherwise.
    @discardableResult
    public mutating func apply(_ event: ControlTracker.Event, at time: Double) -> Bool? {
        switch event {
        case .touchDown, .dragEnter:
            fade = nil
            return light(true)
        case .dragExit, .touchUpInside, .touchUpOutside, .touchCancel:
            guard isLit else { return nil }
            fade = TimingCurveAnimation(curve: fadeCurve, from: 1, to: 0, duration: fadeDuration, startTime: time)
            return light(false)
        case .dragInside, .dragOutside:
            return nil
        }
    }

    /// Drops a fade that has settled by `time` (the highlight is then 0).
    public mutating func settle(at time: Double) {
        if let f = fade, f.isSettled(at: time) { fade = nil }
    }

    private mutating func light(_ on: Bool) -> Bool? {
        guard on != isLit else { return nil }
        isLit = on
        return on
    }
}

extension ControlHighlight: InteractionPart {
    /// Settles what has come to rest by `time` (`settle(at:)`).
    public mutating func advance(to time: Double, recording events: inout [InteractionEvent]) {
        settle(at: time)
    }
}
