import FluidAnimation

extension SpringAnimation: InteractionPart {
    /// Nothing: a spring is a value of time, read where it is wanted.
    public mutating func advance(to time: Double, recording events: inout [InteractionEvent]) {}

    // `setMotionPreference(_:at:)` is the animation's own: it goes on from
    // where it is, on the spring the preference chooses.
}
