import FluidPhysics

extension TypedStore {
    /// A new, empty store for animation type `A` at position `storeIndex`
    /// of a runtime whose time is `time`: a bank — stepped state with
    /// cached transitions — for a `SpringAnimation` (`SpringBank`) or a
    /// `DecayAnimation` (`DecayBank`), the general `AnimationStore` for
    /// every other type.
    ///
    /// The kind is told by class, not by a cast to a protocol (which
    /// Embedded Swift, the web page's build, does not have): a bank of
    /// `A.Value` is a `TypedStore<A>` exactly when `A` is its animation
    /// type. Runs once per animation type and runtime.
    static func make(storeIndex: Int32, slots: AnimationSlots, time: Double) -> TypedStore<A> {
        let spring: RuntimeStore = SpringBank<A.Value>(storeIndex: storeIndex, slots: slots, time: time)
        if let bank = spring as? TypedStore<A> { return bank }
        let decay: RuntimeStore = DecayBank<A.Value>(storeIndex: storeIndex, slots: slots, time: time)
        if let bank = decay as? TypedStore<A> { return bank }
        return AnimationStore<A>(storeIndex: storeIndex, slots: slots)
    }
}
