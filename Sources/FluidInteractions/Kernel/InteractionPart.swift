import FluidAnimation

/// A part of an interface that time moves on its own: a dragged value, a
/// scroll offset, a press, springs, a recognizer's clock, a pause watch.
///
/// A part says once what time does to it, whether it is at rest and when
/// it next needs an exact instant. An interface names its parts in
/// ``InteractionBehavior/visitParts(_:)``, and the kernel runs them: at
/// every step of time it advances each part, in the order named, before the
/// interface's own `timeDidAdvance()`; the interface is settled when no
/// finger holds it and every part is settled; its next deadline is the
/// earliest of its parts'. An interface says otherwise only where it has
/// more to do.
///
/// Parts are visited through generic code, so naming them costs no
/// existential and no allocation per frame.
public protocol InteractionPart {
    /// What time does to the part at `time`, seconds (never earlier than at
    /// the previous call): a motion that has come to rest settles exactly on
    /// its target, a recognizer's clock moves. What it causes — a haptic, a
    /// state change — is appended to `events`.
    mutating func advance(to time: Double, recording events: inout [InteractionEvent])

    /// Whether nothing about the part moves or waits at `time`, seconds: it
    /// is at rest, or follows no finger.
    func isSettled(at time: Double) -> Bool

    /// The next instant, seconds, at which the part needs time to stop (a
    /// sample to take, a completion), or nil. The default is nil.
    var nextDeadline: Double? { get }

    /// Takes the person's motion preference at `time`, seconds, without a
    /// jump: what is moving goes on from where it is with its velocity, on
    /// springs that never overshoot when `preference` is
    /// `.reduced`, and motions started later honour it
    /// too. The kernel calls it on every part when the preference changes
    /// (and hands it to parts made later through the interface). The
    /// default does nothing: a part that moves nothing on its own.
    mutating func setMotionPreference(_ preference: MotionPreference, at time: Double)
}

extension InteractionPart {
    /// No deadline.
    public var nextDeadline: Double? { nil }

    /// Nothing moves on its own: nothing to do.
    public mutating func setMotionPreference(_ preference: MotionPreference, at time: Double) {}
}

/// What the kernel does to each part an interface names: a visitor handed
/// to ``InteractionBehavior/visitParts(_:)``, called with each part in turn
/// (`visit(&card)`).
public protocol InteractionPartVisitor {
    /// Does this visitor's work on `part`.
    mutating func callAsFunction<Part: InteractionPart>(_ part: inout Part)
}

/// Advances every part to `time`, collecting what they record.
struct PartAdvance: InteractionPartVisitor {
    let time: Double
    var events: [InteractionEvent]
    mutating func callAsFunction<Part: InteractionPart>(_ part: inout Part) {
        part.advance(to: time, recording: &events)
    }
}

/// Whether every part is settled at `time`.
struct PartsSettled: InteractionPartVisitor {
    let time: Double
    var settled = true
    mutating func callAsFunction<Part: InteractionPart>(_ part: inout Part) {
        if settled, !part.isSettled(at: time) { settled = false }
    }
}

/// Hands every part a new motion preference at `time`.
struct PartsMotionPreference: InteractionPartVisitor {
    let preference: MotionPreference
    let time: Double
    mutating func callAsFunction<Part: InteractionPart>(_ part: inout Part) {
        part.setMotionPreference(preference, at: time)
    }
}

/// The earliest of the parts' deadlines.
struct PartsDeadline: InteractionPartVisitor {
    var earliest: Double?
    mutating func callAsFunction<Part: InteractionPart>(_ part: inout Part) {
        if let due = part.nextDeadline, due < earliest ?? .infinity { earliest = due }
    }
}
