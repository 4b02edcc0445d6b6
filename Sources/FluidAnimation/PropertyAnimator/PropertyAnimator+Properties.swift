import FluidPhysics

// The animated properties: adding them (from inactive, or joining an active
// animator with a progress of their own), reading them, and delivering their
// values to their change handlers.

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
        guard state != .stopped else { throw .stopped }
        var u = 0.0
        var join = -1
        if state == .active {
            let j = makeJoin()
            join = joins.count
            joins.append(j)
            u = j.state(at: now, progress: storedProgress).value
            joinValues.append(u)
        }
        let track = PropertyTrack(startValue: from, endValue: to.nearestEquivalent(to: from), join: join)
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

    /// The own progress for a property joining now (see `JoinedProgress`).
    func makeJoin() -> JoinedProgress {
        let p = progress
        let target = endTarget
        var join = JoinedProgress(joinProgress: p, endProgress: target, motion: nil, restProgress: p,
                                  restValue: p == target ? 1 : 0)
        guard let m = motion else { return join }
        // Running: from rest, reaching the end exactly when the current stretch does.
        let start = Swift.max(now, m.startTime)
        let end = m.endTime
        let left = end - start
        switch m {
        case .spring(let a, _) where left >= Spring.minimumDuration:
            let spring = Spring(settlingDuration: left, dampingRatio: a.spring.dampingRatio, epsilon: settlingTolerance)
            join.motion = .spring(SpringAnimation(spring: spring, from: 0.0, to: 1, startTime: start, threshold: ProgressMotion.exact),
                                  end: end)
        case .spring:
            join.motion = .curve(TimingCurveAnimation(curve: .linear, from: 0.0, to: 1, duration: 0, startTime: start))
        case .curve(let a):
            join.motion = .curve(TimingCurveAnimation(curve: a.curve, from: 0.0, to: 1, duration: Swift.max(0, left), startTime: start))
        }
        return join
    }

    /// Brings `joinValues` up to date at `now`.
    func refreshJoinValues() {
        var j = 0
        while j < joins.count {
            joinValues[j] = joins[j].state(at: now, progress: storedProgress).value
            j += 1
        }
    }

    /// Calls the change handlers with the current values.
    func notifyProperties() {
        refreshJoinValues()
        deliver(progress: progress)
    }

    /// Calls the change handlers for progress `p` and `joinValues`.
    func deliver(progress p: Double) {
        var k = 0
        while k < stores.count {
            stores[k].notify(progress: p, joins: joinValues)
            k += 1
        }
    }

    func propertyStore<V: VectorArithmetic>(for type: V.Type) -> (Int, PropertyStore<V>) {
        let key = ObjectIdentifier(type)
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
