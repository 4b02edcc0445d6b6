import FluidPhysics

/// One report about one pointer: its phase, where it is (points), when
/// (seconds), and how hard it presses if the device knows.
///
/// Events carry their own time. Nothing in FluidGestures reads a clock, so
/// a recorded stream of events replays exactly, at any speed.
///
/// The type stores whatever it is given, including NaN; every consumer
/// documents how it treats values that are not finite. `isFinite` tells
/// whether the location and timestamp are usable.
public struct TouchEvent: Hashable, Sendable {
    /// The pointer this event is about.
    public var pointer: PointerID
    /// What happened to the pointer.
    public var phase: TouchPhase
    /// Where the pointer is, points, in the coordinate space of whoever
    /// feeds the recognizer.
    public var location: Point
    /// When it was there, seconds, on any monotonic clock (only differences matter).
    public var timestamp: Double
    /// The device behind the pointer.
    public var kind: PointerKind
    /// The force of the press in the device's units, if it measures one.
    public var force: Double?
    /// The largest force the device can report, same units as `force`.
    public var maximumForce: Double?

    /// Creates an event. `force` and `maximumForce` default to "not measured".
    @inlinable
    public init(
        pointer: PointerID = 0, phase: TouchPhase, location: Point, timestamp: Double,
        kind: PointerKind = .touch, force: Double? = nil, maximumForce: Double? = nil
    ) {
        self.pointer = pointer
        self.phase = phase
        self.location = location
        self.timestamp = timestamp
        self.kind = kind
        self.force = force
        self.maximumForce = maximumForce
    }

    /// Whether the location's coordinates and the timestamp are all finite.
    @inlinable
    public var isFinite: Bool { location.x.isFinite && location.y.isFinite && timestamp.isFinite }

    /// The force as a fraction of the device's range, in 0…1, or nil when
    /// the event carries no usable force.
    ///
    /// `force / maximumForce` when both are finite and `maximumForce > 0`;
    /// `force` itself when only the force is given (it is then taken to be
    /// normalised already, as pen pressure usually is). Negative values
    /// clamp to 0, values above the maximum to 1; NaN or infinite forces
    /// give nil.
    @inlinable
    public var normalizedForce: Double? {
        guard let force, force.isFinite else { return nil }
        var value = force
        if let maximumForce, maximumForce.isFinite, maximumForce > 0 {
            value = force / maximumForce
        }
        return Swift.min(Swift.max(value, 0), 1)
    }
}

extension TouchEvent {
    /// A `began` event: `pointer` touched down at `location` at `time` seconds.
    @inlinable
    public static func began(
        _ pointer: PointerID = 0, at location: Point, time: Double,
        kind: PointerKind = .touch, force: Double? = nil, maximumForce: Double? = nil
    ) -> TouchEvent {
        TouchEvent(pointer: pointer, phase: .began, location: location, timestamp: time, kind: kind, force: force, maximumForce: maximumForce)
    }

    /// A `moved` event: `pointer` is at `location` at `time` seconds.
    @inlinable
    public static func moved(
        _ pointer: PointerID = 0, to location: Point, time: Double,
        kind: PointerKind = .touch, force: Double? = nil, maximumForce: Double? = nil
    ) -> TouchEvent {
        TouchEvent(pointer: pointer, phase: .moved, location: location, timestamp: time, kind: kind, force: force, maximumForce: maximumForce)
    }

    /// A `stationary` event: `pointer` is still at `location` at `time` seconds.
    @inlinable
    public static func stationary(
        _ pointer: PointerID = 0, at location: Point, time: Double,
        kind: PointerKind = .touch, force: Double? = nil, maximumForce: Double? = nil
    ) -> TouchEvent {
        TouchEvent(pointer: pointer, phase: .stationary, location: location, timestamp: time, kind: kind, force: force, maximumForce: maximumForce)
    }

    /// An `ended` event: `pointer` lifted at `location` at `time` seconds.
    @inlinable
    public static func ended(
        _ pointer: PointerID = 0, at location: Point, time: Double, kind: PointerKind = .touch
    ) -> TouchEvent {
        TouchEvent(pointer: pointer, phase: .ended, location: location, timestamp: time, kind: kind)
    }

    /// A `cancelled` event: the system took `pointer` away at `time` seconds.
    @inlinable
    public static func cancelled(
        _ pointer: PointerID = 0, at location: Point, time: Double, kind: PointerKind = .touch
    ) -> TouchEvent {
        TouchEvent(pointer: pointer, phase: .cancelled, location: location, timestamp: time, kind: kind)
    }
}
