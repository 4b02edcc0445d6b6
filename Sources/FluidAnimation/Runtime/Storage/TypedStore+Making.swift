import FluidPhysics

extension TypedStore {
    /// A new, empty store for animation type `A` at position `storeIndex`
    /// of a runtime whose time is `time`: a bank — stepped state with
    /// cached transitions — for a `SpringAnimation` (`SpringBank`) or a
    /// `DecayAnimation` (`DecayBank`), the general `AnimationStore` for
    /// every other type.
    ///
    /// The kind is told by the store classes' identities, not by a cast to
    /// a protocol (which Embedded Swift, the web page's build, does not
    /// have): `A` is a spring exactly when the store class of `A` is the
    /// one of `SpringAnimation<A.Value>`. Runs once per animation type and
    /// runtime.
    static func make(storeIndex: Int32, slots: AnimationSlots, time: Double) -> TypedStore<A> {
        if key == TypedStore<SpringAnimation<A.Value>>.key {
            return unsafeDowncast(SpringBank<A.Value>(storeIndex: storeIndex, slots: slots, time: time), to: TypedStore<A>.self)
        }
        if key == TypedStore<DecayAnimation<A.Value>>.key {
            return unsafeDowncast(DecayBank<A.Value>(storeIndex: storeIndex, slots: slots, time: time), to: TypedStore<A>.self)
        }
        return AnimationStore<A>(storeIndex: storeIndex, slots: slots)
    }
}
