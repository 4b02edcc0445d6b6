import FluidPhysics

// The animated properties: adding them (from inactive, or joining an active
// animator with a progress of their own), and delivering their values to
// their change handlers; carrying out what the value inside asks.

extension PropertyAnimator {
    // MARK: Properties and completions

    /// Adds a property animated from `from` to `to` and returns its handle.
    ///
    /// Inactive: the property goes from `from` at progress 0 to `to` at 1.
    /// Active: it joins now, from `from` to `to` over the time left of the
    /// current stretch with the animator's timing, starting at rest (paused:
    /// when the animator resumes); see "Adding properties while active" in
    /// the type's documentation. Joining at the very end of the direction
    /// (or once the run's time is up), it takes `to` at once.
    /// `onChange` is called at once with the property's value and then
    /// whenever the progress changes.
    ///
    /// - Throws: `AnimatorError.stopped` when stopped.
    @discardableResult
    public func addAnimation<V: VectorArithmetic>(
        from: V, to: V, onChange: ((V) -> Void)? = nil
    ) throws(AnimatorError) -> AnimatorProperty<V> {
        defer { assert(checkInvariants()) }
        let join = try core.addJoin(at: now)
        let u = join.map { core.joinValues[$0] } ?? 0
        let track = PropertyTrack(startValue: from, endValue: to.nearestEquivalent(to: from), join: join ?? -1)
        let (k, store) = propertyStore(for: V.self)
        store.tracks.append(track)
        store.handlers.append(PropertyStore<V>.Handler(call: onChange))
        onChange?(track.value(at: u))
        return AnimatorProperty(animator: id, store: k, index: store.tracks.count - 1)
    }

    /// Adds a completion, called once with the position where the
    /// animations ended when the animator finishes (any state).
    public func addCompletion(_ completion: @escaping (AnimatorPosition) -> Void) {
        defer { assert(checkInvariants()) }
        completions.append(completion)
    }

    // MARK: Carrying out updates

    /// Carries out what a call on the value asked, in this order: the
    /// runtime's schedule (exactly while running), the change handlers,
    /// the properties' final values, the completions.
    func apply(_ update: AnimatorUpdate) {
        syncSchedule()
        if update.valuesChanged {
            if let final = update.finalValues {
                deliver(progress: final.progress, joins: final.joins)
            } else {
                deliver(progress: progress)
            }
        }
        if let final = update.finalValues { freeze(final) }
        if update.discardsCompletions { completions.removeAll() }
        if let position = update.completion { callCompletions(position) }
    }

    /// Scheduled on the runtime exactly while the value runs.
    func syncSchedule() {
        if core.isRunning { runtime.schedule(self) } else { runtime.unschedule(self) }
    }

    /// Becomes inactive — every property rests at its current value — and
    /// calls the completions with `position`.
    func complete(at position: AnimatorPosition) {
        freeze(core.deactivate(at: now))
        syncSchedule()
        callCompletions(position)
    }

    /// Calls every completion once with `position` and forgets them.
    func callCompletions(_ position: AnimatorPosition) {
        let list = completions
        completions.removeAll()
        for c in list { c(position) }
    }

    /// Makes every property rest at its final value.
    func freeze(_ final: AnimatorUpdate.FinalValues) {
        var k = 0
        while k < stores.count {
            stores[k].freeze(progress: final.progress, joins: final.joins)
            k += 1
        }
    }

    /// Calls the change handlers for progress `p` and the joined
    /// progresses' values (the value's, brought up to date by the call).
    func deliver(progress p: Double) {
        deliver(progress: p, joins: core.joinValues)
    }

    /// Calls the change handlers for progress `p` and joined progresses `joins`.
    func deliver(progress p: Double, joins: [Double]) {
        var k = 0
        while k < stores.count {
            stores[k].notify(progress: p, joins: joins)
            k += 1
        }
    }

    func propertyStore<V: VectorArithmetic>(for type: V.Type) -> (Int, PropertyStore<V>) {
        let key = ObjectIdentifier(PropertyStore<V>.self)
        if let k = storeIndex[key] { return (k, unsafeDowncast(stores[k], to: PropertyStore<V>.self)) }
        let s = PropertyStore<V>()
        storeIndex[key] = stores.count
        stores.append(s)
        return (stores.count - 1, s)
    }

    func track<V>(_ property: AnimatorProperty<V>) throws(AnimatorError) -> PropertyTrack<V> {
        guard property.animator == id, property.store < stores.count,
              let s = stores[property.store] as? PropertyStore<V>, property.index < s.tracks.count
        else { throw .foreignProperty }
        return s.tracks[property.index]
    }
}
