import FluidAnimation
import FluidGestures
import FluidPhysics

/// The interactive expandable view of "Interactive Animations with Swift": a bar at the bottom of the screen
/// that opens to nearly full height, driven by several property animators
/// that a pan pauses and scrubs together.
///
/// **Layout.** The view spans the screen's width and is anchored to its
/// bottom edge. Closed, it is 80 pt tall plus the bottom safe-area inset;
/// open, it reaches 16 pt below the top of the safe area. It is black,
/// opaque when closed and half transparent when open, over the screen's
/// content.
///
/// **Animators.** As in the article, one property animator per animated
/// group — each an `AnimatorProgress`, the value form of `PropertyAnimator`,
/// so that the model stays a `Sendable` value whose time is an input —
/// created for a **transition** from the side the view is on to the other
/// one: progress 0 is where it started, 1 the other side, so a completion
/// at `.end` means it got there and `.start` that it went back.
/// `fractions` lists their openness (0 = closed … 1 = open), in this order:
///
/// | animator | what it drives | timing |
/// |---|---|---|
/// | `height` | the view's height | spring, 1 s, ζ 1 |
/// | `corner` | corner radius 0 → 15 pt | spring, 1 s, ζ 1 |
/// | `background` | the view's black, alpha 1 → 0.5 | spring, 1 s, ζ 1 |
/// | `title` | title scale 1 → 1.4 | linear, 1 s for the whole way |
/// | `image` | image size 50 → 200 pt and alpha 0 → 1 | linear, 1 s for the whole way |
///
/// These are the article's values: its view animator is
/// `UIViewPropertyAnimator(duration: 1, dampingRatio: 1)` — a spring that
/// settles to within 0.1 % of the way exactly 1 s after starting from rest
/// (`AnimatorProgress(duration:dampingRatio:)`) — and its label and image
/// animators are linear over the same second, all scrubbing linearly
/// (`scrubsLinearly`, UIKit's default, which the article sets). The article
/// animates height, background and corner in one animator; here they are
/// three with the same timing, so each reports its own completion.
///
/// **Behaviour.**
/// - A tap on a resting view runs every animator toward the other state.
/// - A touch on the view begins an instant pan at once: every animator is
///   **paused** where it is (mid-animation too: the view is caught, not
///   restarted; one that already finished is paused where it rests), and
///   dragging **scrubs them together linearly** (`setFractionComplete`,
///   measured the other way when reversed): each animator's openness moves
///   by the same −Δy / (open height − closed height), so the view's top
///   edge follows the finger one to one.
/// - Release after moving more than `tapSlop`: the side is chosen by
///   projection (`ValueSnapping` on the height with the finger's velocity,
///   UIScrollView's normal rate); every animator is **reversed** when that
///   side is where its transition began, and continues from where it is:
///   the spring animators with the finger's velocity
///   (`continueAnimation(spring:progressVelocity:)`: position and velocity
///   of the edge are continuous), the curve animators with their own curve
///   over the part of the way left (`durationFactor` 0).
/// - Release without moving: a caught view goes on to where it was going; a
///   resting one toggles.
/// - A **cancelled** pan never leaves the animators paused (the public
///   version of this design handles only `.ended`): they continue to the
///   nearer side, the spring animators keeping the finger's velocity as
///   every other interface does (no flick was meant, so it does not choose
///   the side, but the view does not stop dead either).
/// - Each animator completes at its exact instant (`completionTime`, a
///   deadline: a spring when it has settled to within 0.1 % of the way, a
///   curve at its end) with position `.end` (it reached the side
///   its transition heads to) or `.start` (it went back); when the height
///   animator completes, `isOpen` becomes the side it reached. Completions
///   are `state` events named `completion` with `{"animator", "position"}`.
public struct ExpandableView: AreaTouchedBehavior {
    /// "expandable-view".
    public static let interfaceName = "expandable-view"
    /// The closed view's height above the bottom safe-area inset, points.
    public static let barHeight: Double = 80
    /// Gap between the top of the safe area and the open view, points.
    public static let topGap: Double = 16
    /// Movement below which a release is a tap, points.
    public static let tapSlop: Double = 10
    /// The animators' duration, seconds (the article's).
    public static let duration: Double = 1
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

    /// The viewport the model is laid out in.
    public let viewport: Viewport
    /// The interface's time, events and finger.
    public var kernel = InteractionKernel<PrimaryTouch>()

    /// The closed height, points.
    public let closedHeight: Double
    /// The open height, points.
    public let openHeight: Double
    /// Whether the view is open (it changes when the height animator completes).
    public private(set) var isOpen = false

    /// The animators, run together between closed and open.
    private var transition: AnimatorTransition
    private var pan = InstantPanRecognizer()
    /// Openness of each animator at the grab, and where a caught transition was going.
    private var grab: (start: [Double], heading: Double?)?

    /// A model laid out in `viewport` (see the type's layout), closed, at time 0.
    public init(viewport: Viewport) {
        self.viewport = viewport
        closedHeight = Self.barHeight + viewport.safeArea.bottom
        openHeight = Swift.max(closedHeight + 1, viewport.height - viewport.safeArea.top - Self.topGap)
        transition = AnimatorTransition(Self.animators.map {
            // A positive duration and damping ratio: this cannot throw.
            .init($0.name, $0.spring ? try! AnimatorProgress(duration: Self.duration, dampingRatio: 1)
                                     : try! AnimatorProgress(duration: Self.duration, curve: .linear))
        })
    }

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
        let finger = -pan.velocity(at: time).dy, openness = transition.openness(0, at: time)
        if grab != nil { return finger.isFinite && openness > 0 && openness < 1 ? finger : 0 }
        return range * transition.opennessVelocity(0, at: time)
    }

    /// The view's frame now, points.
    public var frame: Rect { frame(height: height) }

    /// The view's frame at `height`, points: full width, on the bottom edge.
    func frame(height: Double) -> Rect { Rect(x: 0, y: viewport.height - height, width: viewport.width, height: height) }

    /// True when no animator is active and no finger holds the view.
    public var isSettled: Bool { runningAnimators == 0 }

    // MARK: What time does

    /// Keeps the recognizer's clock.
    public mutating func timeDidAdvance() {
        _ = pan.advance(to: time)
    }

    /// The next instant an animator completes.
    public var nextDeadline: Double? { transition.nextCompletion }

    /// Completes the animator whose time has come (the first on a tie);
    /// the height's completion decides `isOpen`.
    public mutating func deadlineArrived() {
        guard let (i, position) = transition.completeDue(at: time) else { return }
        kernel.state("completion", .object([.init("animator", .string(Self.animators[i].name)),
                                            .init("position", .string(position.description))]))
        if i == 0, (transition.side == 1) != isOpen {
            isOpen.toggle()
            kernel.state("isOpen", .bool(isOpen))
        }
    }

    // MARK: What a touch does

    /// A finger on the view (where it is now) takes hold of it.
    public var touchArea: Rect { frame }

    /// Pauses every animator and scrubs them together with the finger;
    /// lets go toward the side the gesture projects to.
    public mutating func respond(to touch: TouchEvent, as role: PrimaryTouch) {
        for event in pan.handle(touch) {
            switch event {
            case .began:
                // Caught where it is (a resting view starts a transition toward the other side).
                let heading = transition.heading
                grab = (transition.grab(at: time, startingFrom: isOpen), heading)
            case .changed(let value):
                guard let grab else { break }
                transition.scrub(by: -value.translation.dy / range, from: grab.start, at: time)
            case .ended(let value):
                release(value, cancelled: false)
            case .cancelled(let value):
                release(value, cancelled: true)
            }
        }
    }

    /// A cancel goes to the nearer side, a tap on to where it was going (or
    /// toggles), a drag where it projects; the finger's velocity goes with
    /// a drag or a cancel.
    private mutating func release(_ value: InstantPanRecognizer.Value, cancelled: Bool) {
        guard let grab else { return }
        self.grab = nil
        let v = value.velocity.dy.isFinite ? -value.velocity.dy : 0      // height velocity, points/s
        let moved = value.translation.length > Self.tapSlop
        let h = height
        let open = cancelled ? h - closedHeight > openHeight - h
            : !moved ? grab.heading.map { $0 == 1 } ?? !isOpen
            : ValueSnapping([closedHeight, openHeight]).targetIndex(from: h, velocity: v) == 1
        // Height can only follow the finger while it is inside 0…1; at a clamp the edge is still.
        let openness = transition.openness(0, at: time)
        let opennessVelocity = !moved || openness <= 0 || openness >= 1 ? 0 : v / range
        transition.release(toward: open, velocity: opennessVelocity, at: time)
        kernel.state("heading", .string(open ? "open" : "closed"))
    }

    /// `isOpen`, `height` (points), `fractions` (one per animator, openness
    /// 0…1), `runningAnimators`, then `heightVelocity` (points/s) and `paused`.
    public var state: InteractionValue {
        .object([
            .init("isOpen", .bool(isOpen)),
            .init("height", .number(height)),
            .init("fractions", .array(fractions.map { .number($0) })),
            .init("runningAnimators", .number(Double(runningAnimators))),
            .init("heightVelocity", .number(heightVelocity)),
            .init("paused", .bool(grab != nil)),
        ])
    }

    /// The closed and open frames of the view, points.
    public var layout: InteractionValue {
        .object([
            .init("view", .frame(frame(height: closedHeight))),
            .init("open", .frame(frame(height: openHeight))),
        ])
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
