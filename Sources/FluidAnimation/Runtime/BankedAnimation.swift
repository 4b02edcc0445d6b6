import FluidPhysics

/// An animation type the runtime keeps in a bank of its own — stepped state
/// with cached transitions instead of a value evaluated from its start at
/// every frame. Everything else goes to the general `AnimationStore`.
protocol BankedAnimation: ValueAnimation {
    /// A new, empty bank for this type, whose states start at `time`.
    @MainActor static func makeBank(storeIndex: Int32, slots: AnimationSlots, time: Double) -> RuntimeStore
}

extension SpringAnimation: BankedAnimation {
    @MainActor static func makeBank(storeIndex: Int32, slots: AnimationSlots, time: Double) -> RuntimeStore {
        SpringBank<Value>(storeIndex: storeIndex, slots: slots, time: time)
    }
}

extension DecayAnimation: BankedAnimation {
    @MainActor static func makeBank(storeIndex: Int32, slots: AnimationSlots, time: Double) -> RuntimeStore {
        DecayBank<Value>(storeIndex: storeIndex, slots: slots, time: time)
    }
}
