import FluidGestures
import FluidInteractions

/// A recorded gesture: the touches (and system changes) to play into one
/// interface, the viewport to lay it out in, and when to stop.
///
/// The file format is pinned (fields may be added in later versions, never
/// renamed):
///
///     { "format": "fluid-gesture-script", "version": 1, "interface": "pip",
///       "viewport": { "width": 390, "height": 844,
///                     "safeArea": { "top": 47, "left": 0, "bottom": 34, "right": 0 } },
///       "events": [ { "t": 0.000, "phase": "began", "pointer": 1, "x": 330, "y": 720 },
///                   { "t": 0.008, "phase": "moved", "pointer": 1, "x": 327, "y": 702, "force": 0.2 },
///                   { "t": 0.090, "phase": "ended", "pointer": 1, "x": 300, "y": 560 },
///                   { "t": 1.000, "system": { "appearance": "dark" } },
///                   { "t": 1.500, "tuning": { "spring": { "response": 0.5, "dampingRatio": 0.8 } } } ],
///       "until": "settled" }
///
/// Times are seconds from the start of the script, positions points with
/// the origin at the top left and y down, `force` a fraction 0…1 (absent:
/// no force sensor), `safeArea` optional (zero insets), `until` seconds or
/// `"settled"`. A `tuning` event (an extension of version 1: the web page
/// records one when a designer tunes mid-gesture) puts the tuning of its
/// values in force at its time, as a tuning file's `"values"` say them. Read one with `init(parsing:interfaces:)`, write one with
/// `jsonValue`, play one with `ScriptReplay`.
public struct GestureScript: Hashable, Sendable {
    /// The value of `"format"`.
    public static let formatName = "fluid-gesture-script"
    /// The format version this code reads and writes (`"version"`).
    public static let formatVersion = 1
    /// The latest time a script may mention (`t` and `until`), seconds: ten
    /// minutes, so a replay always ends in reasonable time.
    public static let maximumTime = 600.0

    /// The interface to play into (`"interface"`), a name in `InteractionCatalog`.
    public var interface: String
    /// The screen to lay the interface out in (`"viewport"`).
    public var viewport: Viewport
    /// The timed events, in time order (`"events"`).
    public var events: [ScriptEvent]
    /// When the replay stops (`"until"`).
    public var until: ScriptEnd

    /// Creates a script without checking it; `validate(interfaces:)` checks it.
    public init(interface: String, viewport: Viewport, events: [ScriptEvent], until: ScriptEnd) {
        self.interface = interface
        self.viewport = viewport
        self.events = events
        self.until = until
    }

    /// The touch events, in order, as a model receives them.
    public var touches: [TouchEvent] {
        events.compactMap { event in
            if case .touch(let touch) = event { return touch.touchEvent }
            return nil
        }
    }

    /// The time of the last event, seconds (0 without events).
    public var lastEventTime: Double { events.last.map { $0.time } ?? 0 }
}
