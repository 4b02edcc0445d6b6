import FluidGestures
import FluidPhysics

extension InteractionBehavior {
    /// Advances to the touch's time, then admits and delivers it by the one
    /// contract every interface shares (see `InteractionBehavior`).
    public mutating func handle(_ touch: TouchEvent) {
        var touch = touch
        if touch.timestamp.isFinite {
            advance(to: touch.timestamp)
        } else if !touch.phase.isTerminal {
            return
        }
        touch.timestamp = kernel.time
        let located = touch.location.x.isFinite && touch.location.y.isFinite
        switch touch.phase {
        case .began:
            if let lost = kernel.role(of: touch.pointer) {
                kernel.release(pointer: touch.pointer)
                var end = touch
                end.phase = .cancelled
                end.location = Point(x: .nan, y: .nan)
                respond(to: end, as: lost)
            }
            guard located, let role = role(forTouchAt: touch.location) else { return }
            kernel.hold(touch.pointer, as: role)
            respond(to: touch, as: role)
        case .moved, .stationary:
            guard located, let role = kernel.role(of: touch.pointer) else { return }
            respond(to: touch, as: role)
        case .ended, .cancelled:
            guard let role = kernel.role(of: touch.pointer) else { return }
            kernel.release(pointer: touch.pointer)
            respond(to: touch, as: role)
        }
    }
}
