/// Something that happened in an interface, at an exact time.
///
/// Times are the model's own seconds: the touch's timestamp for what a touch
/// caused, and the exact scheduled time (never "the frame that noticed") for
/// what time caused, so the list is the same at any frame rate.
public struct InteractionEvent: Hashable, Sendable {
    /// What kind of event.
    public enum Kind: Hashable, Sendable {
        /// Play (or show) a haptic.
        case haptic(HapticStyle)
        /// A named piece of state changed to `value` (e.g. `isOpen` → true,
        /// `corner` → "topRight").
        case state(name: String, value: InteractionValue)
    }

    /// When, seconds.
    public var time: Double
    /// What.
    public var kind: Kind

    /// Creates an event.
    public init(time: Double, kind: Kind) {
        self.time = time
        self.kind = kind
    }

    /// A haptic event.
    public static func haptic(_ style: HapticStyle, at time: Double) -> InteractionEvent {
        InteractionEvent(time: time, kind: .haptic(style))
    }

    /// A state-change event.
    public static func state(_ name: String, _ value: InteractionValue, at time: Double) -> InteractionEvent {
        InteractionEvent(time: time, kind: .state(name: name, value: value))
    }
}
