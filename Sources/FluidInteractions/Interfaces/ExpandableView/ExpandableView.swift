import FluidAnimation
import FluidGestures
import FluidPhysics

/// The interactive expandable view of "Interactive Animations with Swift": a bar at the bottom of the screen
/// that opens to nearly full height, driven by several property animators
/// that a pan pauses and scrubs together.
///
/// Its behaviour, its numbers and the picture the playground draws of it:
/// <doc:ExpandableViewInterface>.
public struct ExpandableView: AreaTouchedBehavior, PanBehavior {
    /// `expandable-view`: the name a gesture script's `"interface"`, `fluid replay`
    /// and the web page's `?interface=` know it by.
    public static let interfaceName = "expandable-view"
    /// The closed view's height above the bottom safe-area inset, points.
    public static let barHeight: Double = 80
    /// Gap between the top of the safe area and the open view, points.
    public static let topGap: Double = 16
    /// The animators, in the order of `fractions`: a name and whether it
    /// runs on the spring (1 s, ζ 1) rather than the linear curve (1 s for
    /// the whole way).
    public static let animators: [(name: String, spring: Bool)] = [
        ("height", true), ("corner", true), ("background", true), ("title", false), ("image", false),
    ]
    /// The open view's corner radius, points.
    public static let openCornerRadius: Double = 15
    /// The open view's background alpha (closed: 1).
    public static let openBackgroundAlpha: Double = 0.5
    /// The title's scale when open (closed: 1).
    public static let openTitleScale: Double = 1.4

    /// The interface's viewport, time, events and finger.
    public var kernel: InteractionKernel<PrimaryTouch>
    /// The finger that drags it.
    public var pan = InstantPanRecognizer()

    /// The closed height, points.
    public let closedHeight: Double
    /// The open height, points.
    public let openHeight: Double
    /// Whether the view is open (it changes when the height animator completes).
    public private(set) var isOpen = false

    /// The animators, run together between closed and open.
    var transition: AnimatorTransition

    /// A model laid out in `viewport` (see the type's layout), closed, at time 0.
    public init(viewport: Viewport) {
        kernel = InteractionKernel(viewport: viewport)
        closedHeight = Self.barHeight + viewport.safeArea.bottom
        openHeight = Swift.max(closedHeight + 1, viewport.height - viewport.safeArea.top - Self.topGap)
        transition = AnimatorTransition(Self.parts(in: Tuning()))
    }

    /// The animators' parts, in `animators` order, with the duration
    /// (seconds) and the springs' damping ratio that `tuning` holds.
    static func parts(in tuning: Tuning) -> [AnimatorTransition.Part] {
        let duration = tuning.number(Tuned.duration), ratio = tuning.number(Tuned.dampingRatio)
        return Self.animators.map {
            // The tunables' ranges keep both positive and finite: this cannot throw.
            .init($0.name, $0.spring ? try! AnimatorProgress(duration: duration, dampingRatio: ratio)
                                     : try! AnimatorProgress(duration: duration, curve: .linear))
        }
    }

    // MARK: State

    private var range: Double { openHeight - closedHeight }

    /// Each animator's openness now (0 closed … 1 open), in `animators` order.
    public var fractions: [Double] { transition.openness(at: time) }

    /// How many animators are active (running, or paused under a finger).
    public var runningAnimators: Int { transition.activeCount }

    /// The view's height now, points.
    public var height: Double { closedHeight + range * transition.openness(0, at: time) }

    /// The height's velocity now, points/s: the finger's while it holds the
    /// view inside its range, else the height animator's.
    public var heightVelocity: Double {
        let finger = -fingerVelocity.dy, openness = transition.openness(0, at: time)
        if transition.grabbed != nil { return finger.isFinite && openness > 0 && openness < 1 ? finger : 0 }
        return range * transition.opennessVelocity(0, at: time)
    }

    /// The view's frame now, points.
    public var frame: Rect { frame(height: height) }

    /// The view's frame at `height`, points: full width, on the bottom edge.
    func frame(height: Double) -> Rect { Rect(x: 0, y: viewport.height - height, width: viewport.width, height: height) }

    // MARK: What a touch does

    /// A finger on the view (where it is now) takes hold of it.
    public var touchArea: Rect { frame }

    /// Pauses every animator where it is (a resting view starts a
    /// transition toward the other side) and scrubs them together with the
    /// finger; lets go toward the side the gesture projects to.
    public mutating func respond(to pan: InstantPanRecognizer.Event) {
        switch pan {
        case .began: transition.grab(at: time, startingFrom: isOpen)
        case .changed(let value): transition.scrub(by: -value.translation.dy / range, at: time)
        case .ended(let value): release(value, cancelled: false)
        case .cancelled(let value): release(value, cancelled: true)
        }
    }

    /// A cancel goes to the nearer side, a tap on to where it was going (or
    /// toggles), a drag where it projects; the finger's velocity goes with
    /// a drag or a cancel.
    private mutating func release(_ value: InstantPanRecognizer.Value, cancelled: Bool) {
        guard let grab = transition.grabbed else { return }
        let v = value.velocity.dy.isFinite ? -value.velocity.dy : 0      // height velocity, points/s
        let moved = value.translation.length > tuning.number(Tuned.tapSlop)
        let h = height
        // The two-end rule, open first: a cancel to the nearer, a tap on, a drag where it projects.
        let ends = TwoEndChoice(first: openHeight, second: closedHeight, tapSlop: tuning.number(Tuned.tapSlop),
                                rate: DecelerationRate(rawValue: tuning.number(Tuned.projection)))
        let open = ends.release(at: h, velocity: v, travel: value.translation.length, cancelled: cancelled,
                                atFirst: isOpen, heading: grab.heading.map { $0 == 1 }).toFirst
        // Height can only follow the finger while it is inside 0…1; at a clamp the edge is still.
        let openness = transition.openness(0, at: time)
        let opennessVelocity = !moved || openness <= 0 || openness >= 1 ? 0 : v / range
        transition.release(toward: open, velocity: opennessVelocity, at: time)
        kernel.state("heading", open ? "open" : "closed")
    }

    // MARK: What time does

    /// The five animators, whose completions are deadlines.
    public mutating func visitParts(_ visit: inout some InteractionPartVisitor) {
        visit(&transition)
    }

    /// The value of the `completion` event of animator `index` reaching
    /// `position` (`{"animator": name, "position": "start" | "end" |
    /// "current"}`), made once for every pair, so recording a completion
    /// allocates nothing.
    static func completionValue(animator index: Int, position: AnimatorPosition) -> InteractionValue {
        completionValues[index][position == .start ? 0 : position == .end ? 1 : 2]
    }
    private static let completionValues: [[InteractionValue]] = animators.map { animator in
        [AnimatorPosition.start, .end, .current].map {
            ["animator": .string(animator.name), "position": .string($0.description)]
        }
    }

    /// Completes the animator whose time has come (the first on a tie);
    /// the height's completion decides `isOpen`.
    public mutating func deadlineArrived() {
        guard let (i, position) = transition.completeDue(at: time) else { return }
        kernel.state("completion", Self.completionValue(animator: i, position: position))
        if i == 0, (transition.side == 1) != isOpen {
            isOpen.toggle()
            kernel.state("isOpen", isOpen)
        }
    }

    // MARK: What it shows

    /// `isOpen`, `height` (points), `fractions` (one per animator, openness
    /// 0…1), `runningAnimators`, then `heightVelocity` (points/s) and `paused`.
    public var state: InteractionValue {
        ["isOpen": .bool(isOpen), "height": .number(height), "fractions": .init(fractions),
         "runningAnimators": .init(runningAnimators), "heightVelocity": .number(heightVelocity),
         "paused": .bool(transition.grabbed != nil)]
    }

    /// The closed and open frames of the view, points.
    public var layout: InteractionValue {
        ["view": .frame(frame(height: closedHeight)), "open": .frame(frame(height: openHeight))]
    }

    /// The screen's content, the view, its title and its image, back to front.
    public var scene: [Layer] {
        let f = fractions
        let view = frame
        let imageSize = 50 + 150 * f[4]
        return [
            Layer("content", frame: viewport.bounds, fill: Color(hex: 0x2C6E8F), gradientEnd: Color(hex: 0x6FB7A8)),
            Layer("view", frame: view, cornerRadius: Self.openCornerRadius * f[1], fill: .black,
                  opacity: 1 - (1 - Self.openBackgroundAlpha) * f[2], shadow: true),
            Layer("title", frame: Rect(x: 0, y: view.minY + 18, width: viewport.width, height: 28),
                  scale: 1 + (Self.openTitleScale - 1) * f[3], text: "Now playing", textColor: .white, fontSize: 17),
            Layer("image", frame: Rect(x: (viewport.width - imageSize) / 2, y: view.minY + 70, width: imageSize, height: imageSize),
                  cornerRadius: 12, fill: Color(hex: 0xFF375F), gradientEnd: Color(hex: 0xBF5AF2), opacity: f[4]),
        ]
    }
}
