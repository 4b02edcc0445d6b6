import FluidInteractions
import FluidPhysics

/// What the heads-up display shows, recorded frame by frame: frame and draw
/// times, the charted quantity of the model's state over the last
/// `chartWindow` seconds, haptic pulses and state changes. All times are the
/// host's seconds (one clock for everything shown).
public struct HUDRecorder: Sendable {
    /// One frame's timing.
    public struct Frame: Hashable, Sendable {
        /// When the frame was drawn, seconds.
        public var time: Double
        /// Cairo time of the whole frame, seconds.
        public var drawDuration: Double
        /// Time spent in `SceneRenderer` drawing the interface, seconds.
        public var sceneDuration: Double
    }

    /// One point of the chart.
    public struct Sample: Hashable, Sendable {
        /// When, seconds.
        public var time: Double
        /// The value, points (y unused in 1-D).
        public var value: SIMD2<Double>
        /// Its velocity, points/s.
        public var velocity: SIMD2<Double>
    }

    /// A haptic shown as a ring.
    public struct Pulse: Hashable, Sendable {
        /// When it was played, seconds.
        public var time: Double
        /// Which haptic.
        public var style: HapticStyle
        /// Where the ring is drawn (the last touch), points.
        public var location: Point
    }

    /// A state change shown as a fading line.
    public struct Note: Hashable, Sendable {
        /// When it happened, seconds.
        public var time: Double
        /// "name → value".
        public var text: String
    }

    /// How much history the chart shows, seconds.
    public static let chartWindow: Double = 2
    /// How long a haptic ring is shown, seconds.
    public static let pulseDuration: Double = 0.4
    /// How long a state-change line is shown, seconds.
    public static let noteDuration: Double = 1.5
    /// Frame history kept for the fps and time figures, seconds.
    public static let frameWindow: Double = 1

    /// Recent frames, oldest first.
    public private(set) var frames: [Frame] = []
    /// Recent chart samples, oldest first.
    public private(set) var samples: [Sample] = []
    /// The charted field's name, if any ("position").
    public private(set) var quantityName: String?
    /// 1 or 2 (see `ChartQuantity`).
    public private(set) var dimensions = 1
    /// Recent haptics, oldest first.
    public private(set) var pulses: [Pulse] = []
    /// Recent state changes, oldest first.
    public private(set) var notes: [Note] = []

    /// An empty recorder.
    /// How fast the open interface's time runs against the window's (1:
    /// real time; ½, ¼, ⅒: slow motion). A setting of the window, kept
    /// across `reset()`.
    public var timeScale: Double = 1

    /// Whether the open interface plays with reduced motion (key M): a
    /// setting of the window, kept across `reset()`.
    public var reducedMotion = false

    /// Touch-to-screen latency over the recent frames that showed a new
    /// touch: median and 99th percentile, seconds (nil before any).
    public var latency: (median: Double, p99: Double)?

    /// Touch prediction's last look ahead: how far in time (seconds) and
    /// space (points) the shown finger was ahead of the last real one; nil
    /// when prediction is off or no finger is down.
    public var predictionLead: (seconds: Double, points: Double)?

    /// Whether touch prediction is on (`--predict`).
    public var predicts = false

    public init() {}

    /// Forgets everything (another interface opened).
    public mutating func reset() {
        frames.removeAll(keepingCapacity: true)
        samples.removeAll(keepingCapacity: true)
        pulses.removeAll(keepingCapacity: true)
        notes.removeAll(keepingCapacity: true)
        quantityName = nil
    }

    /// Records a drawn frame's timing (seconds).
    public mutating func recordFrame(at time: Double, drawDuration: Double, sceneDuration: Double) {
        guard time.isFinite else { return }
        frames.append(Frame(time: time, drawDuration: drawDuration, sceneDuration: sceneDuration))
        trim(now: time)
    }

    /// Records the model's state at `time` for the chart and velocity line.
    public mutating func record(state: InteractionValue, at time: Double) {
        guard time.isFinite, let q = ChartQuantity(state: state) else { return }
        if q.name != quantityName || q.dimensions != dimensions {
            samples.removeAll(keepingCapacity: true)
            quantityName = q.name
            dimensions = q.dimensions
        }
        samples.append(Sample(time: time, value: q.value, velocity: q.velocity))
        trim(now: time)
    }

    /// Records an interface event: a haptic becomes a ring at `location`, a
    /// state change a line of text. `time` is on the host's clock.
    public mutating func record(_ event: InteractionEvent, at time: Double, location: Point) {
        guard time.isFinite else { return }
        switch event.kind {
        case .haptic(let style):
            pulses.append(Pulse(time: time, style: style, location: location))
        case .state(let name, let value):
            notes.append(Note(time: time, text: "\(name) → \(Self.describe(value))"))
            if notes.count > 6 { notes.removeFirst(notes.count - 6) }
        }
    }

    /// Whether a ring or note is still on screen at `now` (the host keeps drawing).
    public func isAnimating(at now: Double) -> Bool {
        pulses.contains { now - $0.time < Self.pulseDuration } || notes.contains { now - $0.time < Self.noteDuration }
    }

    private mutating func trim(now: Double) {
        if let i = frames.firstIndex(where: { $0.time >= now - Self.frameWindow }), i > 0 { frames.removeFirst(i) }
        if let i = samples.firstIndex(where: { $0.time >= now - Self.chartWindow }), i > 0 { samples.removeFirst(i) }
        pulses.removeAll { now - $0.time >= Self.pulseDuration }
        notes.removeAll { now - $0.time >= Self.noteDuration }
    }

    /// A short text for a state value.
    static func describe(_ value: InteractionValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return NumberFormatting.format(n, 1)
        case .string(let s): return s
        case .array(let a): return "[\(a.count)]"
        case .object(let fields):
            if let x = value["x"]?.number, let y = value["y"]?.number {
                return "(\(NumberFormatting.format(x, 0)), \(NumberFormatting.format(y, 0)))"
            }
            return "{\(fields.map(\.key).joined(separator: ", "))}"
        }
    }
}
