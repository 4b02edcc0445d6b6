import FluidGestures

// The recognizers an interface stores are parts too: time moves their
// clocks (a held finger slows to zero, a tap times out), and they are
// settled when they follow no finger. Their events at a step of time are
// not wanted by any interface that names them as parts; one that acts on
// them (the flashlight's force press) advances its recognizer itself.

extension InstantPanRecognizer: InteractionPart {
    /// Moves the pan's clock while it follows a finger (an idle pan has nothing to move).
    public mutating func advance(to time: Double, recording events: inout [InteractionEvent]) {
        if state == .panning { _ = advance(to: time) }
    }

    /// True while it follows no finger.
    public func isSettled(at time: Double) -> Bool { state == .idle }
}

extension ControlTracker: InteractionPart {
    /// Moves the tracker's clock.
    public mutating func advance(to time: Double, recording events: inout [InteractionEvent]) {
        _ = advance(to: time)
    }

    /// True while it tracks no finger.
    public func isSettled(at time: Double) -> Bool { state == .idle }
}

extension TapRecognizer: InteractionPart {
    /// Moves the recognizer's clock (a press held too long stops being a tap).
    public mutating func advance(to time: Double, recording events: inout [InteractionEvent]) {
        _ = advance(to: time)
    }

    /// True while it follows no finger.
    public func isSettled(at time: Double) -> Bool { state == .idle }
}
