import FluidPhysics

/// Owns the running animations: ticks them every frame, delivers their
/// values, tells their completions and removes them when they settle.
///
/// ```swift
/// let runtime = AnimationRuntime(clock: clock)
/// let handle = runtime.run(
///     SpringAnimation(spring: .snappy, from: 0.0, to: 300, startTime: runtime.now),
///     onUpdate: { sample in view.x = sample.value })
/// // later, mid-flight: new target, velocity kept
/// runtime.retarget(handle, to: 120)
/// ```
///
/// ## Time
/// The runtime's `now` is the time of the latest frame of its clock (or of
/// the latest `tick(at:)`). Everything it does between frames — starting,
/// retargeting, cancelling — happens at `now`. Frame times never go
/// backwards: a frame earlier than `now` is treated as `now`, and a
/// non-finite frame time is ignored.
///
/// ## A frame
/// `tick(at:)` runs in phases:
/// 1. every animation is evaluated at the frame time (pure arithmetic over
///    contiguous per-type storage);
/// 2. every `onUpdate` handler is called with its animation's sample, then
///    every scheduled `PropertyAnimator` advances (in the order they were
///    scheduled);
/// 3. settled and cancelled animations are removed;
/// 4. completion events are told — after the frame's bookkeeping, so a
///    completion handler sees a consistent runtime.
///
/// Handlers may start, retarget, replace and cancel animations — their own
/// or others — at any phase. During a frame, a started animation waits for
/// the next frame to be evaluated and updated, and a cancelled one is only
/// marked and skipped; removals happen in phase 3. An animation changed
/// during a frame (`update`, `retarget`, `replace`) is not removed by that
/// frame even if the change settles it: the next frame delivers its settled
/// value to `onUpdate` first, as for every animation. Nothing is iterated
/// while it can change.
///
/// ## Lifetime
/// The runtime holds its clock, and the clock holds only the runtime's
/// engine (its animations and bookkeeping), never the runtime: when the
/// runtime is released (or detached) it removes its frame handler, and the
/// engine goes with it, so a released runtime leaves nothing behind. One
/// chain runs back while it lasts: a running `PropertyAnimator` is
/// scheduled on the engine and holds its runtime, until its run ends or it
/// stops. The handlers given to `run` are the caller's: one that captures
/// the runtime keeps it alive while its animation runs.
///
/// ## Cost
/// Animations are stored per animation type in contiguous arrays, and a
/// frame is one call per type, never one per animation. Springs and decays
/// (`SpringAnimation`, `DecayAnimation`) live in banks specialised for the
/// common value types (`Double`, `Point`, `Vector`, `Size`, `Rect`, `Color`):
/// a frame steps each one by the frame interval with an exact transition
/// cached per spring (or decay rate) and interval — a few multiply-adds per
/// component, no exp, sin or cos — and stays on the closed form to within
/// 1e-9 of the motion's scale. Other animations are evaluated with their
/// `sample(at:)` at every frame. Once the arrays have grown to the number of
/// running animations nothing is allocated. Work per frame is linear in the
/// number of running animations; see docs/performance.md for the figures.
///
/// ## Isolation
/// `AnimationRuntime` is a class that is not `Sendable`: the compiler keeps
/// it in the concurrency domain that made it (the main actor in an app,
/// with the views it animates), and it calls its handlers there,
/// synchronously, inside `tick(at:)` and the calls that start, change or
/// cancel animations. The animations themselves are `Sendable` values and
/// can be built and evaluated anywhere.

public final class AnimationRuntime {
    /// The animations, their bookkeeping and the frame: what the clock's
    /// handler holds (see the type's Lifetime).
    let engine: RuntimeEngine
    private var clock: (any FrameClock)?
    private var clockToken: FrameHandlerToken?

    /// The time of the latest frame, seconds.
    public var now: Double { engine.now }
    /// Whether a frame is being processed (handlers are running).
    public var isTicking: Bool { engine.isTicking }

    /// A runtime driven by `clock` (if given), starting at the clock's time.
    public init(clock: (any FrameClock)? = nil) {
        engine = RuntimeEngine(startTime: clock?.now ?? 0)
        if let clock { attach(to: clock) }
    }

    /// A runtime without a clock whose time starts at `startTime` seconds
    /// (a non-finite time starts it at 0); drive it with `tick(at:)`.
    public init(startTime: Double) {
        engine = RuntimeEngine(startTime: startTime.isFinite ? startTime : 0)
    }

    /// Removes the runtime's frame handler from its clock.
    deinit {
        detach()
    }

    /// Drives the runtime from `clock`'s frames from now on (replacing any
    /// previous clock). The runtime holds the clock; the clock holds only
    /// the engine (see the type's Lifetime).
    public func attach(to clock: any FrameClock) {
        detach()
        self.clock = clock
        engine.now = Swift.max(engine.now, clock.now)
        let engine = self.engine
        clockToken = clock.addFrameHandler { time in engine.tick(at: time) }
    }

    /// Stops listening to the clock.
    public func detach() {
        if let clock, let clockToken { clock.removeFrameHandler(clockToken) }
        clock = nil
        clockToken = nil
    }
}
