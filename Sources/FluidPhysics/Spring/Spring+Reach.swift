extension Spring {
    /// The lowest and the highest displacement from the target that a 1-D
    /// motion starting at displacement y₀ with velocity v₀ ever has, for
    /// t ≥ 0: where it starts, the target itself (0, which it tends to),
    /// and its exact turning points (`turningTimes(displacement:velocity:)`),
    /// the only places an extreme can be in between.
    ///
    ///     reach = min(0, y₀, y(t₁), y(t₂)) … max(0, y₀, y(t₁), y(t₂))
    ///
    /// In the units of the displacement (points, or degrees…). How far a
    /// released drawer swings past its end, say, is `0 - reach.lowerBound`
    /// or `reach.upperBound`, depending on which side is outward. Exact,
    /// where sampling the motion at frames would cut the peak short (a
    /// 60 Hz frame can miss an overshoot's top by a point).
    ///
    /// Pitfall: later swings are smaller, so two turning points are enough
    /// under damping; an undamped spring (ζ = 0 is refused by `Spring`)
    /// would swing for ever. Non-finite y₀ or v₀: 0…0 (nothing can be said).
    public func reach(displacement y0: Double, velocity v0: Double) -> ClosedRange<Double> {
        guard y0.isFinite, v0.isFinite else { return 0...0 }
        var low = Swift.min(0, y0), high = Swift.max(0, y0)
        let turns = turningTimes(displacement: y0, velocity: v0)
        for slot in 0..<2 {   // the two turning times, without an array
            guard let t = slot == 0 ? turns.first : turns.second else { continue }
            let y = propagator(time: t).displacement(from: y0, velocity: v0)
            guard y.isFinite else { continue }
            low = Swift.min(low, y)
            high = Swift.max(high, y)
        }
        return low...high
    }
}
