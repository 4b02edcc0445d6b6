import FluidAnimation
import FluidGestures
import FluidInteractions
import FluidPhysics
import RealModule

// The scenes the benchmarks measure, each advanced by one unit of work per
// call: a 120 Hz frame, a touch sample, a touch move.

/// Where update handlers write: preallocated, so a handler is one store.
public final class PointSink: @unchecked Sendable {
    public let base: UnsafeMutablePointer<Point>
    public let count: Int
    public init(_ count: Int) {
        self.count = Swift.max(count, 1)
        base = .allocate(capacity: self.count)
        base.initialize(repeating: .zero, count: self.count)
    }
    deinit { base.deallocate() }
}

/// A runtime a `SpringScene` runs on: the shipped `AnimationRuntime`, or
/// the previous design it is measured against (`LegacyAnimationRuntime`).
@MainActor
public protocol SceneRuntime: AnyObject {
    /// A runtime ticked by `clock`.
    static func ticked(by clock: ManualClock) -> Self
    /// Runs `animation`, storing each value it delivers in `slot` if there is one.
    func start(_ animation: SpringAnimation<Point>, storingIn slot: UnsafeMutablePointer<Point>?)
    /// The number of animations still running.
    var runningCount: Int { get }
}

extension AnimationRuntime: SceneRuntime {
    public static func ticked(by clock: ManualClock) -> Self { Self(clock: clock) }

    public func start(_ animation: SpringAnimation<Point>, storingIn slot: UnsafeMutablePointer<Point>?) {
        if let slot { run(animation, onUpdate: { slot.pointee = $0.value }) } else { run(animation) }
    }
}

extension LegacyAnimationRuntime: SceneRuntime {
    public static func ticked(by clock: ManualClock) -> Self { Self(clock: clock) }

    public func start(_ animation: SpringAnimation<Point>, storingIn slot: UnsafeMutablePointer<Point>?) {
        if let slot { run(animation, onUpdate: { slot.pointee = $0.value }) } else { run(animation) }
    }
}

/// N `SpringAnimation<Point>` running in a `Runtime` on a `ManualClock`,
/// each with its own random slow spring (see `SceneRandom`), optionally
/// with an `onUpdate` handler that stores the value.
///
/// `frame()` advances one 120 Hz frame. The springs settle only after
/// 40 s of scene time; call `resetIfNeeded()` outside the measured part to
/// start over before that.
@MainActor
public final class SpringScene<Runtime: SceneRuntime> {
    public let count: Int
    public let handlers: Bool
    public private(set) var clock = ManualClock()
    public private(set) var runtime: Runtime
    public private(set) var frames = 0
    let springs: [Spring]
    let targets: [Point]
    let sink: PointSink

    /// Builds the scene and, if `populate`, starts its animations.
    public init(count: Int, handlers: Bool, springs: [Spring]? = nil, populate: Bool = true) {
        self.count = count
        self.handlers = handlers
        self.springs = springs ?? SceneRandom.springs(count)
        self.targets = SceneRandom.targets(count)
        self.sink = PointSink(count)
        runtime = Runtime.ticked(by: clock)
        if populate { self.populate() }
    }

    /// Starts the scene's animations.
    public func populate() {
        for i in 0..<count {
            let animation = SpringAnimation(spring: springs[i], from: Point(x: 0, y: 0), to: targets[i], startTime: clock.now)
            runtime.start(animation, storingIn: handlers ? sink.base + i : nil)
        }
    }

    /// One 120 Hz frame.
    @inline(__always)
    public func frame() {
        try? clock.advance(frames: 1, rate: 120)
        frames += 1
    }

    /// Rebuilds the scene once 4 000 frames (33 s) have run.
    public func resetIfNeeded() {
        guard frames >= 4_000 else { return }
        clock = ManualClock()
        runtime = Runtime.ticked(by: clock)
        frames = 0
        populate()
    }

    /// The number of animations still running.
    public var running: Int { runtime.runningCount }
}

/// The scene on the shipped runtime.
public typealias RuntimeScene = SpringScene<AnimationRuntime>

/// The same scene on the previous design of the runtime (`LegacyAnimationRuntime`).
public typealias LegacyRuntimeScene = SpringScene<LegacyAnimationRuntime>

/// A running `PropertyAnimator` with three properties (a height, a colour
/// and a position, each delivered through a handler), alone in its runtime.
@MainActor
public final class AnimatorScene {
    public private(set) var runtime = AnimationRuntime(startTime: 0)
    public private(set) var animator: PropertyAnimator
    var time = 0.0
    var height = 0.0
    var alpha = 0.0
    var position = Point(x: 0, y: 0)

    /// Builds and starts the animator (a 1 000 s ease-in-out run).
    public init() {
        animator = Self.make(runtime)
        start()
    }

    static func make(_ runtime: AnimationRuntime) -> PropertyAnimator {
        // Valid arguments: these cannot throw.
        try! PropertyAnimator(duration: 1_000, timing: .easeInOut, runtime: runtime)
    }

    func start() {
        try! animator.addAnimation(from: 80.0, to: 600) { [unowned self] in self.height = $0 }
        try! animator.addAnimation(from: Color(linearRed: 0, linearGreen: 0, linearBlue: 0),
                                   to: Color(linearRed: 1, linearGreen: 1, linearBlue: 1, alpha: 0.5)) { [unowned self] in self.alpha = $0.alpha }
        try! animator.addAnimation(from: Point(x: 0, y: 0), to: Point(x: 300, y: 500)) { [unowned self] in self.position = $0 }
        try! animator.startAnimation()
    }

    /// One 120 Hz frame of the runtime (the animator's tick).
    @inline(__always)
    public func frame() {
        time += 1.0 / 120
        runtime.tick(at: time)
    }

    /// Starts over once 500 s have run.
    public func resetIfNeeded() {
        guard time > 500 else { return }
        runtime = AnimationRuntime(startTime: 0)
        animator = Self.make(runtime)
        time = 0
        start()
    }

    /// The last delivered height, so the work is observable.
    public var checksum: Double { height + alpha + position.x }
}

/// A `VelocityTracker` fed a finger sample every 8 ms, asked for the
/// velocity after each.
public struct TrackerScene {
    var tracker = VelocityTracker()
    var time = 0.0
    var index = 0
    var checksum = 0.0
    /// A finger's path sampled every 8 ms, made once so that `step()` times
    /// the tracker rather than `sin` and `cos`; replayed with a drift of
    /// 200 points/s so that it never repeats exactly.
    let path: [Point] = (0..<1024).map { k in
        let t = Double(k) * 0.008
        return Point(x: 30 * Double.sin(3 * t), y: 100 + 50 * Double.cos(2 * t))
    }

    public init() {}

    /// One sample added and one estimate made.
    @inline(__always)
    public mutating func step() {
        time += 0.008
        index &+= 1
        let p = path[index & 1023]
        _ = tracker.addPosition(Point(x: p.x + 200 * time, y: p.y), at: time)
        checksum += tracker.velocity(at: time).dx
    }

    /// The sum of the estimates, so the work is observable.
    public var result: Double { checksum }
}

/// The picture-in-picture model (the WWDC18 talk's interface) with a finger on the
/// window: every `step()` is one touch move, 8 ms after the last.
public struct PictureInPictureScene {
    var model: PictureInPicture
    var time = 0.0
    var start: Point

    /// The model on an iPhone-sized viewport, its window grabbed.
    public init() {
        model = PictureInPicture(viewport: Viewport(width: 390, height: 844,
                                                    safeArea: .init(top: 47, left: 0, bottom: 34, right: 0)))
        start = model.center
        model.handle(TouchEvent(pointer: 1, phase: .began, location: start, timestamp: 0))
    }

    /// One touch move (a slow circle around where the finger went down).
    @inline(__always)
    public mutating func step() {
        time += 0.008
        let p = Point(x: start.x + 100 * Double.sin(time), y: start.y - 100 + 100 * Double.cos(time))
        model.handle(TouchEvent(pointer: 1, phase: .moved, location: p, timestamp: time))
        model.removeAllEvents()
    }

    /// Whether the finger still holds the window.
    public var isDragging: Bool { model.isDragging }
    /// The window's centre, so the work is observable.
    public var center: Point { model.center }
}
