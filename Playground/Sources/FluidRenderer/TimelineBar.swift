import FluidInteractions
import FluidPhysics

/// What the window's timeline bar shows, and where it lies: a time axis from
/// 0 to the end of a gesture script's replay, the script's events as ticks,
/// and a playhead. A value with no drawing in it; `TimelineRenderer` draws
/// it, and the window hit-tests the same geometry (`frame(in:)`,
/// `time(atX:end:on:)`) so a drag on the bar scrubs to where it is drawn.
public struct TimelineBar: Hashable, Sendable {
    /// How a tick is drawn.
    public enum Mark: Hashable, Sendable {
        /// A finger touched down (a tall tick).
        case began
        /// A finger moved (a short tick).
        case moved
        /// A finger lifted or was cancelled (a tall tick).
        case ended
        /// A change of the system's settings (a tick of its own colour).
        case system
    }

    /// One event of the script on the time axis.
    public struct Tick: Hashable, Sendable {
        /// When, seconds of the script.
        public var time: Double
        /// How it is drawn.
        public var mark: Mark

        /// A tick at `time` seconds.
        public init(time: Double, mark: Mark) {
            self.time = time
            self.mark = mark
        }
    }

    /// What the playhead is doing.
    public enum Mode: Hashable, Sendable {
        /// Following the window's live replay (`--replay`): the interface is the live one.
        case following
        /// Reviewing, playing forward in real time: the interface is the replay's.
        case playing
        /// Reviewing, held still: the interface is the replay's at `time`.
        case paused
    }

    /// The bar's height, points.
    public static let height: Double = 60
    /// Its distance from the sides and the bottom of the area it is laid out in, points.
    public static let margin: Double = 8
    /// How far the time axis lies inside the bar on the left and right, points.
    public static let trackInset: Double = 16

    /// The end of the replay, seconds (the axis runs 0 … `end`).
    public var end: Double
    /// The playhead, seconds.
    public var time: Double
    /// What the playhead is doing.
    public var mode: Mode
    /// The script's events, in time order.
    public var ticks: [Tick]

    /// A bar for a replay ending at `end` seconds, its playhead at `time` seconds.
    public init(end: Double, time: Double, mode: Mode, ticks: [Tick]) {
        self.end = end
        self.time = time
        self.mode = mode
        self.ticks = ticks
    }

    // MARK: Geometry

    /// The bar's frame at the bottom of `area` (points; usually the
    /// viewport's safe bounds), full width less the margins.
    public static func frame(in area: Rect) -> Rect {
        Rect(x: area.minX + margin, y: area.maxY - margin - height,
             width: Swift.max(0, area.width - 2 * margin), height: height)
    }

    /// The time axis inside a bar of `frame`: a band across its middle
    /// whose left edge is 0 s and right edge is the end, points.
    public static func track(in frame: Rect) -> Rect {
        Rect(x: frame.minX + trackInset, y: frame.minY + 24,
             width: Swift.max(1, frame.width - 2 * trackInset), height: 18)
    }

    /// The x (points) of `time` seconds on `track` for a replay ending at
    /// `end` seconds; times outside 0 … `end` lie at its edges.
    public static func x(of time: Double, end: Double, on track: Rect) -> Double {
        guard end > 0, end.isFinite, time.isFinite else { return track.minX }
        return track.minX + Swift.min(Swift.max(time / end, 0), 1) * track.width
    }

    /// The time (seconds, 0 … `end`) at `x` points on `track`; nil when `x`
    /// or `end` is not a finite number.
    public static func time(atX x: Double, end: Double, on track: Rect) -> Double? {
        guard x.isFinite, end.isFinite, end >= 0, track.width > 0 else { return nil }
        return Swift.min(Swift.max((x - track.minX) / track.width, 0), 1) * end
    }

    // MARK: Text

    /// The caption at the bar's top left: "paused at 0.750 s", "playing
    /// 0.750 s" or "replay 0.750 s".
    public var caption: String {
        let t = "\(NumberFormatting.format(time, 3)) s"
        switch mode {
        case .following: return "replay \(t)"
        case .playing: return "playing \(t)"
        case .paused: return "paused at \(t)"
        }
    }

    /// The labels under the axis's ends: "0 s" and the end ("2.417 s").
    public var axisLabels: (start: String, end: String) { ("0 s", "\(NumberFormatting.format(end, 3)) s") }

    /// The keys, at the bar's top right.
    public var keys: String {
        switch mode {
        case .following: return "Space or P pauses · drag to scrub"
        case .playing: return "Space pauses · Esc live"
        case .paused:
            return time >= end ? "Space or Esc live · ← frame · ⇧ 0.1 s" : "Space plays · ←→ frame · ⇧ 0.1 s · Esc live"
        }
    }
}
