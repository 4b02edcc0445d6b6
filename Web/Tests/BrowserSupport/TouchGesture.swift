import FluidPhysics

/// Fingers on a touch screen over time, as the DevTools protocol's
/// `Input.dispatchTouchEvent` sends them: at each instant the fingers down
/// (each with its position in CSS pixels and its force), one event per
/// instant — `touchStart` when a finger lands, `touchMove` when fingers move
/// or one of several lifts, `touchEnd` when the last lifts.
///
/// The force of a finger that does not press is 0.5: what Pointer Events
/// report for a device without a force sensor, so the page sees no force.
public struct TouchGesture {
    /// One message, `time` seconds after the gesture starts.
    public struct Event {
        public var time: Double
        public var type: String
        public var fingers: [(id: Int, at: Point, force: Double)]

        public var parameters: [String: Any] {
            ["type": type, "touchPoints": fingers.map { ["x": $0.at.x, "y": $0.at.y, "id": $0.id, "force": $0.force] }]
        }
    }

    public private(set) var events: [Event] = []
    private var down: [(id: Int, at: Point, force: Double)] = []
    private var time = 0.0

    /// The gesture's length, seconds.
    public var duration: Double { time }

    /// No fingers yet.
    public init() {}

    /// Waits `seconds` before the next change.
    public mutating func wait(_ seconds: Double) { time += seconds }

    /// Finger `id` lands at `at`.
    public mutating func land(_ id: Int, at: Point, force: Double = 0.5) {
        down.append((id, at, force))
        events.append(Event(time: time, type: "touchStart", fingers: down))
    }

    /// The fingers move: each one named in `positions` to its new place (and force).
    public mutating func move(_ positions: [Int: Point], forces: [Int: Double] = [:]) {
        for i in down.indices {
            if let p = positions[down[i].id] { down[i].at = p }
            if let f = forces[down[i].id] { down[i].force = f }
        }
        events.append(Event(time: time, type: "touchMove", fingers: down))
    }

    /// Finger `id` lifts (`touchEnd` when it is the last).
    public mutating func lift(_ id: Int) {
        down.removeAll { $0.id == id }
        events.append(Event(time: time, type: down.isEmpty ? "touchEnd" : "touchMove", fingers: down))
    }

    /// A drag of finger `id` from `from` to `to` in `duration` seconds, a
    /// sample every `interval` seconds (8.3 ms: a 120 Hz touch screen), along
    /// a straight line eased in and out as a thumb's flick is.
    public mutating func drag(_ id: Int, from: Point, to: Point, duration: Double, interval: Double = 1.0 / 120, force: Double = 0.5) {
        land(id, at: from, force: force)
        let steps = Swift.max(1, Int((duration / interval).rounded()))
        for k in 1...steps {
            wait(duration / Double(steps))
            let s = Double(k) / Double(steps)
            let eased = s * s * (3 - 2 * s)
            move([id: Point(x: from.x + (to.x - from.x) * eased, y: from.y + (to.y - from.y) * eased)])
        }
    }

    /// A flick: a drag whose finger leaves fast — linear speed to the end,
    /// then lifts at once.
    public mutating func flick(_ id: Int, from: Point, to: Point, duration: Double, interval: Double = 1.0 / 120) {
        land(id, at: from)
        let steps = Swift.max(1, Int((duration / interval).rounded()))
        for k in 1...steps {
            wait(duration / Double(steps))
            let s = Double(k) / Double(steps)
            move([id: Point(x: from.x + (to.x - from.x) * s * s, y: from.y + (to.y - from.y) * s * s)])
        }
        lift(id)
    }
}
