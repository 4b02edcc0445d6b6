import FluidAnimation
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidScripting

/// One interface open in the web page: the model on a frame clock the page
/// ticks from `requestAnimationFrame`, the touches it was given recorded as
/// a gesture script, and its tuning.
///
/// **Time.** The page's clock is `performance.now()` in seconds — the
/// timeline of `requestAnimationFrame`'s time and of every pointer event's
/// `timeStamp`. The interface opened at clock time `openedAt` is at model
/// time 0 then, and `frame(at:)` advances it to each frame's time exactly
/// as an ``InteractionDriver`` does on a display link (it is one), so a 60,
/// 120 or 144 Hz screen shows the same motion. Slow motion
/// (`setTimeScale(_:at:)`) runs the model's time at a fraction of the
/// clock's.
///
/// **Recording.** Every touch, appearance change and tuning the page gives
/// the model is kept, at the model time the model took it: a touch stamped
/// earlier than the model's time (the browser hands touches over a frame
/// or two after they happened, by which time the model may have moved on)
/// counts as now, by the kernel's contract, and is recorded so. Replayed
/// with `fluid replay`, ``script`` therefore gives ``state`` at ``time``.
/// A script holds `GestureScript.maximumTime` (ten minutes): after that
/// the model still takes touches but they are no longer recorded
/// (``isRecordingFull``).
public final class PageSession {
    /// The interface's kind: its name, tunables and original rule.
    public let kind: InteractionKind
    /// The screen it is laid out in, points (CSS pixels).
    public let viewport: Viewport
    let clock: ManualClock
    let driver: InteractionDriver<AnyInteraction>
    private var recorded: [ScriptEvent] = []
    /// The pointers down now (a touch out of order is refused, so the
    /// script always validates).
    private var down: Set<Int> = []
    /// How many of the model's events ``takeNewEvents()`` has handed over.
    private var eventsTaken = 0

    /// Whether the recording has reached `GestureScript.maximumTime` and
    /// takes no more events.
    public private(set) var isRecordingFull = false

    /// Opens the interface named `name` in `viewport` at clock time
    /// `openedAt` (seconds on the page's clock), at rest.
    ///
    /// - Throws: ``PageError`` for an unknown name, a viewport that
    ///   `Viewport.validated` refuses or a time that is not finite.
    public convenience init(interface name: String, viewport: Viewport, openedAt: Double) throws(PageError) {
        guard let kind = PageInterfaces.all.kind(named: name) else {
            throw PageError("unknown interface '\(name)' (known: \(PageInterfaces.all.names.joined(separator: ", ")))")
        }
        try self.init(kind, viewport: viewport, openedAt: openedAt)
    }

    /// Opens an interface of `kind` — the catalogue's or one of your own —
    /// in `viewport` at clock time `openedAt`, at rest.
    ///
    /// - Throws: ``PageError`` for a viewport that `Viewport.validated`
    ///   refuses or a time that is not finite.
    public init(_ kind: InteractionKind, viewport: Viewport, openedAt: Double) throws(PageError) {
        guard openedAt.isFinite else { throw .notFinite("the opening time") }
        do {
            self.viewport = try Viewport.validated(width: viewport.width, height: viewport.height, safeArea: viewport.safeArea)
        } catch {
            throw PageError("viewport: \(error)")
        }
        self.kind = kind
        clock = ManualClock(startTime: openedAt)
        driver = InteractionDriver(kind.make(viewport: self.viewport), clock: clock, timeOffset: openedAt)
    }

    // MARK: What comes in

    /// Hands the model a touch that happened at clock time `clockTime`,
    /// at `location` (points), with `force` 0…1 (nil: no force sensor;
    /// clamped), and records it at the model time it took it.
    ///
    /// - Throws: ``PageError`` for a location or time that is not finite, a
    ///   pointer outside 0…2147483647, or a touch out of order (a pointer
    ///   that begins while down, or moves or ends while up); nothing is given
    ///   or recorded then.
    public func touch(_ phase: ScriptTouch.Phase, pointer: Int, at location: Point, clockTime: Double,
                      force: Double? = nil) throws(PageError) {
        guard location.x.isFinite, location.y.isFinite else { throw .notFinite("a touch's location") }
        guard clockTime.isFinite else { throw .notFinite("a touch's time") }
        guard pointer >= 0, pointer <= Int(Int32.max) else { throw PageError("pointer \(pointer) is outside 0…2147483647") }
        switch phase {
        case .began:
            guard down.insert(pointer).inserted else { throw PageError("pointer \(pointer) began while it is down") }
        case .moved:
            guard down.contains(pointer) else { throw PageError("pointer \(pointer) moved before it began") }
        case .ended, .cancelled:
            guard down.remove(pointer) != nil else { throw PageError("pointer \(pointer) \(phase.rawValue) before it began") }
        }
        let time = modelTime(at: clockTime)
        let touch = ScriptTouch(time: time, phase: phase, pointer: pointer, x: location.x, y: location.y,
                                force: force.flatMap { $0.isNaN ? nil : Swift.min(1, Swift.max(0, $0)) })
        record(.touch(touch))
        driver.handle(touch.touchEvent)
    }

    /// Tells the model the system's appearance at clock time `clockTime`
    /// (the browser's `prefers-color-scheme`), and records it.
    ///
    /// - Throws: ``PageError`` for a time that is not finite.
    public func appearance(_ appearance: SystemAppearance, clockTime: Double) throws(PageError) {
        guard clockTime.isFinite else { throw .notFinite("the appearance's time") }
        let time = modelTime(at: clockTime)
        record(.system(time: time, appearance: appearance))
        driver.handle(.appearance(appearance), at: time)
    }

    /// Tells the model the person's motion preference at clock time
    /// `clockTime` (the browser's `prefers-reduced-motion`), and records it.
    ///
    /// - Throws: ``PageError`` for a time that is not finite.
    public func motion(_ preference: MotionPreference, clockTime: Double) throws(PageError) {
        guard clockTime.isFinite else { throw .notFinite("the motion preference's time") }
        let time = modelTime(at: clockTime)
        record(.motion(time: time, preference: preference))
        driver.handle(.motion(preference), at: time)
    }

    /// Carries out the action named `name` at clock time `clockTime` (a
    /// button of the page's action bar, by touch, keyboard or an assistive
    /// technology), and records it.
    ///
    /// - Throws: ``PageError`` for a time that is not finite or an action
    ///   the interface does not have (nothing is recorded then).
    public func perform(_ name: String, clockTime: Double) throws(PageError) {
        guard clockTime.isFinite else { throw .notFinite("the action's time") }
        let time = modelTime(at: clockTime)
        do { try driver.model.perform(name, at: time) } catch { throw PageError(error.description) }
        record(.action(time: time, name: name))
    }

    /// The interface's actions, label and value for assistive technology:
    /// `{"label", "value", "actions": [{"name", "label"}]}`.
    public var accessibility: InteractionValue {
        let model = driver.model
        let actions = model.kind.actions.map { InteractionValue.object([.init("name", .string($0.name)), .init("label", .string($0.label))]) }
        return .object([.init("label", .string(model.accessibilityLabel)), .init("value", .string(model.accessibilityValue)),
                        .init("actions", .array(actions))])
    }

    /// A frame at clock time `clockTime`: the model advances to its time
    /// there. An earlier or non-finite time leaves it where it is.
    public func frame(at clockTime: Double) {
        guard clockTime.isFinite, clockTime > clock.now else { return }
        try? clock.advance(to: clockTime)
    }

    /// Runs the model's time at `scale` × the clock's from clock time
    /// `clockTime` on (½, ¼, ⅒ for slow motion), continuous there.
    ///
    /// - Throws: ``PageError`` for a scale outside
    ///   `InteractionDriver.timeScales` or a time that is not finite.
    public func setTimeScale(_ scale: Double, at clockTime: Double) throws(PageError) {
        do { try driver.setTimeScale(scale, at: Swift.max(clockTime, clock.now)) } catch { throw PageError("\(error)") }
    }

    /// The model time of clock time `clockTime`: never before the model's
    /// own time (a touch it has passed counts as now).
    private func modelTime(at clockTime: Double) -> Double {
        Swift.max(driver.modelTime(forClockTime: clockTime), driver.model.time)
    }

    private func record(_ event: ScriptEvent) {
        guard !isRecordingFull else { return }
        guard event.time <= GestureScript.maximumTime else {
            isRecordingFull = true
            return
        }
        recorded.append(event)
    }

    // MARK: What comes out

    /// The model's time, seconds since it opened (on the script's timeline).
    public var time: Double { driver.model.time }

    /// The interface now: its model.
    public var model: AnyInteraction { driver.model }

    /// The state as `fluid replay --json` prints one, `"t"` first.
    public var state: InteractionValue { ReplayResult.stamped(driver.model.state, at: time) }

    /// The named frames of the layout, as `fluid layout` prints them for
    /// this viewport.
    public var layout: InteractionValue { driver.model.layout }

    /// The model's haptics and state changes since it opened, as `fluid
    /// replay --json` prints them.
    public var events: [InteractionValue] { driver.model.events.map { $0.jsonValue } }

    /// The events that came since the last call (for the page's haptics).
    public func takeNewEvents() -> [InteractionEvent] {
        let all = driver.model.events
        let new = Array(all[Swift.min(eventsTaken, all.count)...])
        eventsTaken = all.count
        return new
    }

    /// What to draw now, back to front.
    public var scene: [Layer] { driver.model.scene }

    /// Everything given to the model since it opened, as a gesture script
    /// in the pinned format: its viewport, its touches and appearance
    /// changes at the model times it took them, until ``time``.
    public var script: GestureScript {
        let last = recorded.last?.time ?? 0
        let until = Swift.min(Swift.max(time, last), GestureScript.maximumTime)
        return GestureScript(interface: kind.interfaceName, viewport: viewport, events: recorded, until: .time(until))
    }

    // MARK: Tuning

    /// The tuning in force.
    public var tuning: Tuning { driver.model.tuning }

    /// Puts `tuning` in force at once, mid-motion if need be, without a
    /// jump, and records it (a `tuning` event of the script, at the model's
    /// time), so the script replays with the values the gesture was made
    /// with. The tuning in force already changes and records nothing.
    ///
    /// - Throws: ``PageError`` naming the tunable when the interface refuses it.
    public func retune(_ tuning: Tuning) throws(PageError) {
        guard tuning != self.tuning else { return }
        do { try driver.retune(tuning) } catch { throw PageError("\(error)") }
        record(.tuning(time: time, values: TuningFile(interface: kind.interfaceName, tuning: tuning).jsonValue["values"] ?? [:]))
    }
}
