import FluidAnimation
import FluidGestures
import FluidPhysics

/// Rubber banding (seed 000 #4): a square that can be pulled up or down
/// but does not want to move; the farther it is pulled, the less it follows,
/// and it springs home when let go.
///
/// **Layout.** A 160 × 160 pt square (corner radius 32) centred in the safe
/// area; `layout` names its resting frame `square`.
///
/// **Behaviour.**
/// - A touch on the square (its current frame, also while it springs back)
///   begins the drag at once (an instant pan: no slop swallows the first
///   points of travel, as the seed app's pan does).
/// - While dragged, the vertical `offset` shown is a rubber-band curve of the
///   raw vertical drag d, selected by `curve`:
///   `.bounded` (default) is UIScrollView's curve `RubberBand.offset(d,
///   dimension:)` with the safe area's height as the dimension, so the square
///   can never be pulled off the safe area; `.power` is the seed app's
///   sign(d)·|d|^0.7, which grows without bound.
/// - Released (or cancelled), the square springs home (response 0.3 s,
///   ζ 0.6) starting from the offset shown, with the velocity of the offset
///   shown: the finger's velocity times the curve's slope at the release
///   (chain rule), so position and velocity are continuous. (The power
///   curve is infinitely steep at 0; its slope is capped at 1 within 0.3 pt
///   of rest, so lifting right there cannot fling the square.)
/// - A touch during the spring catches the square where it *is*: the curve
///   is inverted to find the raw drag that shows the current offset, and the
///   drag continues from there, with no jump (the seed app writes the
///   finger's offset over the running animation).
///
/// Events: state `dragging` true at the touch-down, false at the release.
/// `curve` should be changed between gestures (a change mid-drag re-maps
/// the drag at once).
public struct RubberBandDemo: InteractionModel {
    /// The rubber-band curves the demo can use.
    public enum Curve: String, Hashable, Sendable, CaseIterable {
        /// The seed app's sign(d)·|d|^0.7 (`RubberBand.power`): unbounded.
        case power
        /// UIScrollView's d·c·D/(D + c·|d|) with c = 0.55 and D the safe
        /// area's height (`RubberBand.offset(_:dimension:)`): never reaches D.
        case bounded
    }

    /// "rubber-band".
    public static let interfaceName = "rubber-band"
    /// The square's side, points.
    public static let side: Double = 160
    /// The square's corner radius, points.
    public static let cornerRadius: Double = 32
    /// The spring home (response 0.3 s, ζ 0.6: the seed's).
    public static let spring = Spring(response: 0.3, dampingRatio: 0.6)

    /// The viewport the model is laid out in.
    public let viewport: Viewport
    /// The model's current time, seconds.
    public private(set) var time: Double = 0
    /// Haptics and state changes since the last `removeAllEvents()`, oldest first.
    public private(set) var events: [InteractionEvent] = []
    /// The curve that maps the drag to the offset shown (`.bounded` by default).
    public var curve: Curve = .bounded

    /// The square's frame at rest, points.
    public let restFrame: Rect
    /// The bounded curve's dimension: the safe area's height (at least 1), points.
    public let dimension: Double

    private var pan = InstantPanRecognizer()
    private var motion: Motion = .resting

    private enum Motion: Sendable {
        case resting
        /// `start` is the raw drag that showed the offset at the touch-down,
        /// `raw` the raw drag now (points, y down).
        case dragging(start: Double, raw: Double)
        case returning(SpringAnimation<Double>)
    }

    /// A model laid out in `viewport` (see the type's layout), at rest, at time 0.
    public init(viewport: Viewport) {
        self.viewport = viewport
        let c = viewport.safeCenter, s = Self.side
        restFrame = Rect(x: c.x - s / 2, y: c.y - s / 2, width: s, height: s)
        dimension = Swift.max(viewport.safeBounds.height, 1)
    }

    // MARK: The curve

    /// The offset shown for a raw drag `raw` with the current curve, points.
    public func displayed(_ raw: Double) -> Double {
        switch curve {
        case .power: return PowerRubberBand.value(raw)
        case .bounded: return RubberBand.offset(raw, dimension: dimension)
        }
    }

    /// The raw drag that shows `offset` with the current curve, points. An
    /// offset beyond the bounded curve's reach counts as just inside it.
    public func raw(showing offset: Double) -> Double {
        switch curve {
        case .power:
            return PowerRubberBand.inverse(offset)
        case .bounded:
            if let x = RubberBand.rawOffset(forStretched: offset, dimension: dimension) { return x }
            let edge = offset < 0 ? -dimension.nextDown : dimension.nextDown
            return RubberBand.rawOffset(forStretched: edge, dimension: dimension) ?? 0
        }
    }

    /// d(offset)/d(raw) at `raw` (the power curve's capped at 1).
    func slope(at raw: Double) -> Double {
        switch curve {
        case .power:
            return PowerRubberBand.slope(raw)
        case .bounded:
            let c = RubberBand.defaultConstant
            let q = 1 + c * Swift.abs(raw) / dimension
            let s = c / (q * q)
            return s.isFinite ? s : 0
        }
    }

    // MARK: State

    /// The vertical offset shown now, points (y down; 0 at rest).
    public var offset: Double {
        switch motion {
        case .resting: return 0
        case .dragging(_, let raw): return displayed(raw)
        case .returning(let a): return a.value(at: time)
        }
    }

    /// The offset's velocity now, points/s (while dragged, the finger's
    /// vertical velocity times the curve's slope).
    public var velocity: Double {
        switch motion {
        case .resting: return 0
        case .dragging(_, let raw):
            let v = pan.velocity(at: time).dy
            return v.isFinite ? v * slope(at: raw) : 0
        case .returning(let a): return a.velocity(at: time)
        }
    }

    /// Whether a finger holds the square.
    public var isDragging: Bool {
        if case .dragging = motion { return true }
        return false
    }

    /// The square's frame now, points.
    public var frame: Rect {
        Rect(x: restFrame.minX, y: restFrame.minY + offset, width: restFrame.width, height: restFrame.height)
    }

    /// True when the square rests and no finger holds it.
    public var isSettled: Bool {
        if case .resting = motion { return true }
        return false
    }

    // MARK: Input

    /// Advances to `newTime` seconds (earlier or non-finite times are ignored), ending the spring once it has settled.
    public mutating func advance(to newTime: Double) {
        guard newTime.isFinite, newTime > time else { return }
        time = newTime
        _ = pan.advance(to: newTime)
        if case .returning(let a) = motion, a.isSettled(at: time) { motion = .resting }
    }

    /// Advances to the touch's time, then applies it (a touch-down off the
    /// square is ignored; non-finite touches are ignored, but a non-finite
    /// end still ends the drag).
    public mutating func handle(_ touch: TouchEvent) {
        admit(touch, isFollowing: pan.followedPointer != nil, grabArea: { $0.frame }, deliver: { $0.deliver($1) })
    }

    private mutating func deliver(_ touch: TouchEvent) {
        for event in pan.handle(touch) {
            switch event {
            case .began:
                let start = raw(showing: offset)
                motion = .dragging(start: start, raw: start)
                events.append(.state("dragging", .bool(true), at: time))
            case .changed(let value):
                guard case .dragging(let start, _) = motion else { break }
                motion = .dragging(start: start, raw: start + value.translation.dy)
            case .ended(let value), .cancelled(let value):
                release(value)
            }
        }
    }

    private mutating func release(_ value: InstantPanRecognizer.Value) {
        guard case .dragging(let start, _) = motion else { return }
        let raw = start + value.translation.dy
        let shown = displayed(raw)
        let v = value.velocity.dy.isFinite ? value.velocity.dy * slope(at: raw) : 0
        motion = .returning(SpringAnimation(spring: Self.spring, from: shown, to: 0, initialVelocity: v, startTime: time))
        events.append(.state("dragging", .bool(false), at: time))
    }

    /// Forgets the recorded events, keeping their storage.
    public mutating func removeAllEvents() { events.removeAll(keepingCapacity: true) }

    // MARK: Output

    /// `offset` (pinned), then `velocity`, `dragging` and `curve`.
    public var state: InteractionValue {
        .object([
            .init("offset", .number(offset)),
            .init("velocity", .number(velocity)),
            .init("dragging", .bool(isDragging)),
            .init("curve", .string(curve.rawValue)),
        ])
    }

    /// `square`: the square's frame at rest, points.
    public var layout: InteractionValue {
        .object([.init("square", .frame(restFrame))])
    }

    /// The square where it is now (gradient #FF5B50 → #FFC950).
    public var scene: [Layer] {
        [Layer("square", frame: frame, cornerRadius: Self.cornerRadius, fill: Color(hex: 0xFF5B50),
               gradientEnd: Color(hex: 0xFFC950), shadow: true)]
    }
}
