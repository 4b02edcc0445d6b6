import FluidGestures
import FluidInteractions
import FluidPhysics

/// Touch prediction (`--predict`): while a finger is down, each frame shows
/// the interface as it would be with the finger where its velocity says it
/// will be when the frame is presented, instead of where it last was.
///
/// The prediction is drawn from a copy of the model, given one extra
/// `.moved` touch at the predicted place and time: the real model never
/// sees it, so the next real touch corrects it without a trace. The model
/// is shown ahead by the expected delay to the present (the window's
/// running average of frame start to present), at most
/// ``maximumLookAhead``; the finger is carried from its last sample to
/// that time at the velocity tracker's least-squares velocity, which is
/// zero once the finger has been still for 40 ms (then nothing is
/// predicted).
struct TouchPrediction {
    /// The longest extrapolation, seconds: past it a guess is no longer a
    /// finger.
    static let maximumLookAhead = 0.05

    private var tracker = VelocityTracker()
    /// The finger's last real touch while it is down.
    private var last: TouchEvent?
    /// How far ahead the last prediction looked, seconds, and how far it
    /// moved the finger, points (for the HUD).
    private(set) var lastLead: (seconds: Double, points: Double)?

    /// Follows a touch the model got (model time and coordinates).
    mutating func observe(_ touch: TouchEvent) {
        switch touch.phase {
        case .began:
            tracker.reset()
            last = touch
            _ = tracker.addPosition(touch.location, at: touch.timestamp)
        case .moved, .stationary:
            guard touch.pointer == last?.pointer else { return }
            last = touch
            _ = tracker.addPosition(touch.location, at: touch.timestamp)
        case .ended, .cancelled:
            guard touch.pointer == last?.pointer else { return }
            last = nil
            lastLead = nil
        }
    }

    /// The model to show: `model` with the finger extrapolated to model time
    /// `shownTime`, or nil when no finger is down or nothing is to gain.
    mutating func predicted<Model: Interaction>(_ model: Model, shownTime: Double) -> Model? {
        guard let last, shownTime.isFinite else { return nil }
        let target = model.time + Swift.min(Self.maximumLookAhead, shownTime - model.time)
        guard target > model.time, target > last.timestamp else { return nil }
        // The finger's velocity now: zero once it has been still for the
        // tracker's 40 ms, so a finger held still is drawn where it is.
        let velocity = tracker.velocity(at: model.time)
        guard velocity.dx != 0 || velocity.dy != 0 else {
            lastLead = nil
            return nil
        }
        let ahead = target - last.timestamp
        var touch = last
        touch.phase = .moved
        touch.location = Point(x: last.location.x + velocity.dx * ahead, y: last.location.y + velocity.dy * ahead)
        touch.timestamp = target
        guard touch.location.x.isFinite, touch.location.y.isFinite else { return nil }
        var copy = model
        copy.handle(touch)
        copy.advance(to: target)
        let dx = touch.location.x - last.location.x, dy = touch.location.y - last.location.y
        lastLead = (ahead, (dx * dx + dy * dy).squareRoot())
        return copy
    }
}
