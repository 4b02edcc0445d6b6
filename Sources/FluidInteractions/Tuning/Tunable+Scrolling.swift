import FluidPhysics

extension Tunable {
    /// How fast a flicked list slows, "decelerationRate": the velocity it
    /// keeps per millisecond (UIScrollView's `.normal` 0.998 by default,
    /// 0.99…0.999; λ = −1000·ln r per second), the same tunable for every
    /// scrolling list (`ScrollOffset.retune(to:bounce:at:)`).
    public static let listDeceleration = Tunable.decelerationRate("decelerationRate",
                                                                  summary: "How fast a flicked list slows: the velocity it keeps per millisecond.")

    /// How much a list gives when dragged past an end, "rubberBandConstant":
    /// the rubber band's constant (unitless, UIScrollView's 0.55 by
    /// default): larger stretches more.
    public static let listRubberBandConstant = Tunable.rubberBandConstant(summary: "How much the list gives when dragged past an end: larger stretches more.")
}

extension ScrollOffset {
    /// Puts `tuning`'s list values in force at `time` (seconds), without a
    /// jump (`retune(bounce:decay:bandConstant:at:)`): the spring of
    /// `bounce`, the glide of ``Tunable/listDeceleration`` and the band
    /// constant of ``Tunable/listRubberBandConstant``. Returns whether the
    /// bounce spring or the glide's decay changed — the offset's own motion
    /// from now on, which a follower such as `ScrollTrail` must follow anew.
    @discardableResult
    public mutating func retune(to tuning: Tuning, bounce: Tunable, at time: Double) -> Bool {
        let newBounce = tuning.spring(bounce)
        let newDecay = Decay(rate: DecelerationRate(rawValue: tuning.number(Tunable.listDeceleration)))
        let flightChanged = newBounce != self.bounce || newDecay != decay
        retune(bounce: newBounce, decay: newDecay, bandConstant: tuning.number(Tunable.listRubberBandConstant), at: time)
        return flightChanged
    }
}
