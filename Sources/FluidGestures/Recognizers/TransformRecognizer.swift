import FluidPhysics
import RealModule

/// Two-finger pinch, rotation and pan in one recognizer, with velocities
/// for each so the motion can be finished by projection (`AngleSnapping`
/// for the rotation, `ValueSnapping` for the scale).
///
/// It follows the first two pointers that touch down; further pointers are
/// ignored until one of the two lifts. While both are down:
///
/// - **scale** = d / d₀, the distance between the fingers over the
///   distance when the second finger landed (distances below
///   `minimumSpan`, 10 points by default, count as `minimumSpan`, so
///   fingers that land on top of each other cannot make the scale explode);
/// - **rotation** = the accumulated turn of the line from the first finger
///   to the second, radians, unwrapped: each event adds the short-way
///   change of its direction, so turning past ±180° keeps counting (a
///   change is ignored while the fingers are closer than 1e-9 points);
/// - **translation** = the movement of the midpoint, points.
///
/// Velocities come from least-squares trackers: points/s for the
/// translation, 1/s for the scale, radians/s for the rotation.
///
/// ## States and transitions
/// | state           | input                                       | emits        | next            |
/// |-----------------|---------------------------------------------|--------------|-----------------|
/// | `.idle`         | `began`                                     | —            | `.oneFinger`    |
/// | `.oneFinger`    | `began` of another pointer                  | `.began`     | `.transforming` |
/// | `.oneFinger`    | `ended` / `cancelled` of the finger         | —            | `.idle`         |
/// | `.transforming` | `moved`, `stationary` of either finger      | `.changed`   | `.transforming` |
/// | `.transforming` | `ended` of either finger                    | `.ended`     | `.oneFinger` (the other stays followed) |
/// | `.transforming` | `cancelled` of either finger, `cancel()`    | `.cancelled` | `.idle`         |
///
/// A third pointer never affects the transform. A repeated `began` of a
/// followed pointer means its end was lost: the transform (if any) is
/// cancelled and the recognizer starts over from that touch.
public struct TransformRecognizer: GestureRecognizer, Hashable {
    /// The states of a two-finger transform.
    public enum State: Hashable, Sendable {
        /// No finger is followed.
        case idle
        /// One finger is down; waiting for a second.
        case oneFinger
        /// Two fingers are down and transform.
        case transforming
    }

    /// What a transform reports.
    public struct Value: Hashable, Sendable {
        /// The midpoint of the two fingers, points.
        public var center: Point
        /// Movement of the midpoint since the transform began, points.
        public var translation: Vector
        /// The finger distance relative to the start (1 at the start).
        public var scale: Double
        /// The accumulated rotation since the start (unwrapped).
        public var rotation: Angle
        /// The midpoint's velocity, points/s.
        public var velocity: Vector
        /// The rate of change of `scale`, 1/s.
        public var scaleVelocity: Double
        /// The rate of change of `rotation`, radians/s.
        public var angularVelocity: Double
        /// When, seconds.
        public var time: Double

        /// Creates a transform report (for tests and replays).
        public init(center: Point, translation: Vector, scale: Double, rotation: Angle, velocity: Vector, scaleVelocity: Double, angularVelocity: Double, time: Double) {
            self.center = center
            self.translation = translation
            self.scale = scale
            self.rotation = rotation
            self.velocity = velocity
            self.scaleVelocity = scaleVelocity
            self.angularVelocity = angularVelocity
            self.time = time
        }
    }

    /// What the recognizer emits.
    public enum Event: Hashable, Sendable {
        /// The second finger landed (scale 1, rotation 0, translation zero).
        case began(Value)
        /// A finger moved.
        case changed(Value)
        /// One of the two fingers lifted; the velocities finish the motion.
        case ended(Value)
        /// The system took a finger, or `cancel()` was called.
        case cancelled(Value)

        /// The report the event carries, whichever it is.
        public var value: Value {
            switch self {
            case .began(let value), .changed(let value), .ended(let value), .cancelled(let value): return value
            }
        }
    }

    /// The smallest finger distance used for the scale, points (default 10).
    public var minimumSpan: Double

    /// The current state.
    public private(set) var state: State = .idle

    private var first: FollowedPointer?
    private var second: FollowedPointer?
    private var startSpan = 1.0
    private var startCenter = Point.zero
    private var rotation = 0.0
    private var lastDirection = 0.0
    private var time = 0.0
    private var centerTracker = VelocityTracker()
    private var scaleTracker = VelocityTracker1D()
    private var rotationTracker = VelocityTracker1D()

    /// Creates an idle recognizer.
    public init(minimumSpan: Double = 10) {
        self.minimumSpan = minimumSpan
    }

    /// Feeds one touch event; see the transition table.
    public mutating func handle(_ touch: TouchEvent) -> GestureEvents<Event> {
        defer { assert(checkInvariants()) }
        let isFirst = first?.owns(touch) == true
        let isSecond = second?.owns(touch) == true
        if touch.phase == .began {
            if isFirst || isSecond {
                // The end was lost: stop; the touch then starts over as the first finger.
                let ended = cancel()
                _ = handle(touch)
                return ended
            }
            if first == nil {
                guard let started = FollowedPointer(began: touch) else { return GestureEvents() }
                first = started
                time = started.time
                state = .oneFinger
                return GestureEvents()
            }
            if second == nil {
                guard let started = FollowedPointer(began: touch) else { return GestureEvents() }
                second = started
                time = Swift.max(time, started.time)
                return begin()
            }
            return GestureEvents()
        }
        guard isFirst || isSecond, var pointer = isFirst ? first : second else { return GestureEvents() }
        guard pointer.accept(touch) != nil else { return GestureEvents() }
        time = Swift.max(time, pointer.time)
        if isFirst { first = pointer } else { second = pointer }
        switch touch.phase {
        case .moved, .stationary, .began:
            guard state == .transforming else { return GestureEvents() }
            return GestureEvents(.changed(sample()))
        case .ended:
            guard state == .transforming else {
                reset()
                return GestureEvents()
            }
            let value = current()
            // The finger that stays becomes the first; it may start a new transform.
            first = isFirst ? second : first
            second = nil
            state = .oneFinger
            return GestureEvents(.ended(value))
        case .cancelled:
            return cancel()
        }
    }

    /// Moves the clock; a transform has nothing time-based to emit.
    public mutating func advance(to newTime: Double) -> GestureEvents<Event> {
        defer { assert(checkInvariants()) }
        if newTime.isFinite, newTime > time, state != .idle { time = newTime }
        return GestureEvents()
    }

    /// Cancels the transform (`.cancelled`) and stops following both fingers.
    public mutating func cancel() -> GestureEvents<Event> {
        defer { assert(checkInvariants()) }
        let events = state == .transforming ? GestureEvents(Event.cancelled(current())) : GestureEvents()
        reset()
        return events
    }

    private mutating func reset() {
        first = nil
        second = nil
        state = .idle
    }

    private mutating func begin() -> GestureEvents<Event> {
        guard let a = first?.location, let b = second?.location else { return GestureEvents() }
        state = .transforming
        startSpan = Swift.max(Self.distance(a, b), span)
        startCenter = Self.midpoint(a, b)
        rotation = 0
        lastDirection = Self.direction(a, b) ?? 0
        centerTracker = VelocityTracker()
        scaleTracker = VelocityTracker1D()
        rotationTracker = VelocityTracker1D()
        return GestureEvents(.began(sample()))
    }

    private var span: Double { minimumSpan.isFinite && minimumSpan > 0 ? minimumSpan : 10 }

    /// Updates the rotation and the trackers at the current time; returns the value.
    private mutating func sample() -> Value {
        guard let a = first?.location, let b = second?.location else { return current() }
        if let direction = Self.direction(a, b) {
            rotation += Angle(radians: lastDirection).shortestDelta(to: Angle(radians: direction)).radians
            lastDirection = direction
        }
        let value = current()
        // Samples carry the fingers' own event times, not the clock that
        // `advance(to:)` may have moved ahead of them.
        let sampleTime = Swift.max(first?.eventTime ?? time, second?.eventTime ?? time)
        centerTracker.addPosition(value.center, at: sampleTime)
        scaleTracker.addPosition(value.scale, at: sampleTime)
        rotationTracker.addPosition(rotation, at: sampleTime)
        return current()
    }

    private func current() -> Value {
        let a = first?.location ?? .zero
        let b = second?.location ?? a
        let center = Self.midpoint(a, b)
        return Value(
            center: center, translation: startCenter.offset(to: center),
            scale: Swift.max(Self.distance(a, b), span) / startSpan, rotation: Angle(radians: rotation),
            velocity: centerTracker.velocity(at: time), scaleVelocity: scaleTracker.velocity(at: time),
            angularVelocity: rotationTracker.velocity(at: time), time: time)
    }

    /// The midpoint of `a` and `b`; finite for finite points, even when
    /// their difference overflows (fingers at ±1e308).
    private static func midpoint(_ a: Point, _ b: Point) -> Point {
        Point(x: half(a.x, b.x), y: half(a.y, b.y))
    }

    private static func half(_ a: Double, _ b: Double) -> Double {
        let m = a + (b - a) / 2
        return m.isFinite ? m : a / 2 + b / 2
    }

    /// The distance from `a` to `b`, at most the largest finite double, so
    /// the scale (a ratio of two distances) is never ∞/∞.
    private static func distance(_ a: Point, _ b: Point) -> Double {
        Swift.min(a.distance(to: b), .greatestFiniteMagnitude)
    }

    private static func direction(_ a: Point, _ b: Point) -> Double? {
        let d = a.offset(to: b)
        guard d.length > 1e-9 else { return nil }
        return Double.atan2(y: d.dy, x: d.dx)
    }

    // MARK: Invariants

    /// Checks the recognizer's state, stopping the program on the first
    /// broken invariant; returns true. Called as `assert(checkInvariants())`
    /// at the end of `handle(_:)`, `advance(to:)` and `cancel()`, so it runs
    /// in debug builds only. Allocates nothing.
    ///
    /// - `.idle`: no finger; `.oneFinger`: the first finger only;
    ///   `.transforming`: two different fingers; each finger's record is
    ///   consistent and the clock is finite and not behind either finger;
    /// - the start span is positive (never NaN), the start center, the
    ///   accumulated rotation and the last direction are finite;
    /// - the three velocity trackers are consistent.
    func checkInvariants() -> Bool {
        switch state {
        case .idle: precondition(first == nil && second == nil, "idle with a finger")
        case .oneFinger: precondition(first != nil && second == nil, "one finger: first \(first != nil), second \(second != nil)")
        case .transforming:
            precondition(first != nil && second != nil && first?.id != second?.id, "transforming without two different fingers")
        }
        precondition(time.isFinite, "clock at \(time)")
        if let first {
            _ = first.checkInvariants()
            precondition(time >= first.time, "clock \(time) behind the first finger's \(first.time)")
        }
        if let second {
            _ = second.checkInvariants()
            precondition(time >= second.time, "clock \(time) behind the second finger's \(second.time)")
        }
        precondition(startSpan > 0, "start span \(startSpan)")
        precondition(startCenter.x.isFinite && startCenter.y.isFinite, "start center \(startCenter)")
        precondition(rotation.isFinite && lastDirection.isFinite, "rotation \(rotation), last direction \(lastDirection)")
        _ = centerTracker.checkInvariants()
        _ = scaleTracker.checkInvariants()
        _ = rotationTracker.checkInvariants()
        return true
    }
}
