import FluidPhysics

/// The running `SpringAnimation<Value>`s of a runtime, stepped by the frame
/// interval with cached exact transitions.
///
/// Each animation is stored as its displacement from the target and its
/// velocity at the bank's time, its start time and its class (its spring
/// and rest threshold: `SpringSteps`) — what a frame reads and writes — and,
/// apart, its target (read to deliver it) and where its motion started. A frame multiplies every
/// moving state by its class's propagator over the frame interval — four
/// multiply-adds per component, the exact solution, since the propagator
/// for t₁ + t₂ is the product of those for t₁ and t₂ — and applies the same
/// rest test and time limit as `SpringAnimation.sample(at:)`. Nothing is
/// re-evaluated from the start time: exp, sin and cos run once per class
/// when the interval changes. Over 10 s of 120 Hz frames, uneven and
/// dropped frames included, the states stay within 1e-9 of the motion's
/// scale of the closed form (the tests check it).
///
/// An animation that has not started moving (during a delay, or exactly at
/// its start time) is evaluated in closed form until it has, so what is
/// delivered then is exactly what `sample(at:)` says. Where the animation
/// started — its initial value and velocity — is kept apart, to hand the
/// animation back as it was given (`animation(at:)`).
///
/// The per-frame methods are specialised for the common value types, so the
/// loops run on plain doubles with no generic dispatch.
final class SpringBank<Value: VectorArithmetic>: TypedStore<SpringAnimation<Value>> {
    /// What a frame reads and writes.
    struct State {
        /// Moving: displacement from the target. Pending: the held value.
        var y: Value
        /// The velocity, units per second (pending: the held velocity).
        var v: Value
        /// The motion's start time (after any delay), seconds.
        var start: Double
        /// The class in `classes`.
        var cls: Int32
    }

    /// Where the current stretch of motion started.
    struct Origin {
        var x0: Value
        var v0: Value
    }

    @exclusivity(unchecked) var states = Column<State>()
    @exclusivity(unchecked) var targets = Column<Value>()
    @exclusivity(unchecked) var origins = Column<Origin>()
    @exclusivity(unchecked) var classes = SpringSteps()
    var clock: StepClock

    init(storeIndex: Int32, slots: AnimationSlots, time: Double) {
        clock = StepClock(time: time)
        super.init(storeIndex: storeIndex, slots: slots)
    }

    deinit {
        states.release()
        targets.release()
        origins.release()
        classes.releaseStorage()
    }

    // MARK: Storage

    override func appendStorage(_ animation: SpringAnimation<Value>, time: Double) -> EntryFlags {
        let cls = classes.acquire(animation.drivingSpring, animation.threshold)
        var state = State(y: .zero, v: .zero, start: animation.motionStartTime, cls: cls)
        let f = Self.evaluate(animation, at: time, into: &state)
        states.append(state)
        targets.append(animation.target)
        origins.append(Origin(x0: animation.initialValue, v0: animation.initialVelocity))
        return f
    }

    override func replaceStorage(_ animation: SpringAnimation<Value>, at index: Int, time: Double) -> EntryFlags {
        let cls = classes.reacquire(states[index].cls, animation.drivingSpring, animation.threshold)
        var state = State(y: .zero, v: .zero, start: animation.motionStartTime, cls: cls)
        let f = Self.evaluate(animation, at: time, into: &state)
        states[index] = state
        targets[index] = animation.target
        origins[index] = Origin(x0: animation.initialValue, v0: animation.initialVelocity)
        return f
    }

    override func swapRemoveStorage(at index: Int) {
        classes.release(states[index].cls)
        states.swapRemove(at: index)
        targets.swapRemove(at: index)
        origins.swapRemove(at: index)
    }

    override func animation(at index: Int) -> SpringAnimation<Value> {
        let s = states[index], o = origins[index], c = classes.classes[Int(s.cls)]
        return SpringAnimation(spring: c.spring, target: targets[index], motionStartTime: s.start,
                               initialValue: o.x0, initialVelocity: o.v0, threshold: c.threshold)
    }

    override func sample(at index: Int) -> AnimationSample<Value> {
        Self.sample(states[index], targets[index], flags[index])
    }

    @inline(__always)
    static func sample(_ s: State, _ target: Value, _ f: EntryFlags) -> AnimationSample<Value> {
        let logical = f.contains(.logical)
        if f.contains(.settled) {
            return AnimationSample(value: target, velocity: .zero, isLogicallyComplete: logical, isSettled: true)
        }
        if f.contains(.pending) {
            return AnimationSample(value: s.y, velocity: s.v, isLogicallyComplete: logical, isSettled: false)
        }
        return AnimationSample(value: target + s.y, velocity: s.v, isLogicallyComplete: logical, isSettled: false)
    }

    /// Sets `state` to `animation` at `time` in closed form and returns the
    /// sample's bits: exactly `sample(at:)`, kept unsnapped while moving.
    static func evaluate(_ animation: SpringAnimation<Value>, at time: Double, into state: inout State) -> EntryFlags {
        let s = animation.sample(at: time)
        var f = s.isLogicallyComplete ? EntryFlags.logical : EntryFlags(rawValue: 0)
        if s.isSettled {
            f.insert(.settled)
            state.y = .zero
            state.v = .zero
            return f
        }
        let tau = time - animation.motionStartTime
        if tau > 0 {
            (state.y, state.v) = animation.motionState(after: tau)
        } else {
            f.insert(.pending)
            state.y = s.value
            state.v = s.velocity
        }
        return f
    }

    override func checkStorage() {
        precondition(states.count == count && targets.count == count && origins.count == count,
                     "spring bank columns: \(states.count), \(targets.count), \(origins.count) for \(count) entries")
        classes.check(users: states.count) { states[$0].cls }
    }

    // MARK: Frames

    // The per-frame work is specialised by hand: the override only compares
    // the value type and calls the generic body on a concretely typed
    // receiver, which the compiler specialises (and inlines the value
    // arithmetic into). The `_specialize` attribute would do the same, but
    // its entry first runs the generic prologue, which looks up generic
    // metadata at every call.
    override func advance(to time: Double, events: inout [PendingEvent]) {
        if Value.self == Double.self { return unsafeDowncast(self, to: SpringBank<Double>.self).advanceFrame(to: time, events: &events) }
        if Value.self == Point.self { return unsafeDowncast(self, to: SpringBank<Point>.self).advanceFrame(to: time, events: &events) }
        if Value.self == Vector.self { return unsafeDowncast(self, to: SpringBank<Vector>.self).advanceFrame(to: time, events: &events) }
        if Value.self == Size.self { return unsafeDowncast(self, to: SpringBank<Size>.self).advanceFrame(to: time, events: &events) }
        if Value.self == Rect.self { return unsafeDowncast(self, to: SpringBank<Rect>.self).advanceFrame(to: time, events: &events) }
        if Value.self == Color.self { return unsafeDowncast(self, to: SpringBank<Color>.self).advanceFrame(to: time, events: &events) }
        advanceFrame(to: time, events: &events)
    }

    override func deliver() {
        if Value.self == Double.self { return unsafeDowncast(self, to: SpringBank<Double>.self).deliverFrame() }
        if Value.self == Point.self { return unsafeDowncast(self, to: SpringBank<Point>.self).deliverFrame() }
        if Value.self == Vector.self { return unsafeDowncast(self, to: SpringBank<Vector>.self).deliverFrame() }
        if Value.self == Size.self { return unsafeDowncast(self, to: SpringBank<Size>.self).deliverFrame() }
        if Value.self == Rect.self { return unsafeDowncast(self, to: SpringBank<Rect>.self).deliverFrame() }
        if Value.self == Color.self { return unsafeDowncast(self, to: SpringBank<Color>.self).deliverFrame() }
        deliverFrame()
    }

    /// One frame: steps every moving entry (see the type's documentation).
    final func advanceFrame(to time: Double, events: inout [PendingEvent]) {
        let n = states.count
        advancedCount = n
        let step = clock.advance(to: time)
        if case .fresh(let dt) = step { classes.prepare(interval: dt) }
        guard n > 0 else { return }
        let moves: Bool
        if case .none = step { moves = false } else { moves = true }
        let limit = AnimationLimits.maximumMotionDuration
        var settledAny = false
        // Nothing below appends or removes: the columns stay where they are.
        let states = self.states.base.unsafelyUnwrapped
        let flags = self.flags.base.unsafelyUnwrapped
        let steps = classes.steps.base.unsafelyUnwrapped
        let unusual = EntryFlags.unusual
        // Serpentine order (see `beginPass()`): the entries the last pass
        // touched last, still in cache, come first.
        let down = beginPass(), firstEvent = events.count
        var j = 0
        while j < n {
            let i = down ? n - 1 - j : j
            let f = flags[i]
            if f.isDisjoint(with: unusual) {
                // Moving: one exact step, then the logical time, the time
                // limit and the rest test of `SpringAnimation.sample(at:)`.
                let p = states + i
                let start = p.pointee.start
                let k = steps[Int(p.pointee.cls)]
                var y = p.pointee.y, v = p.pointee.v
                if moves {
                    let y0 = y
                    y = y0.scaled(by: k.a) + v.scaled(by: k.b)
                    v = y0.scaled(by: k.c) + v.scaled(by: k.d)
                }
                var g = f
                if !f.contains(.logical) && time >= finiteSum(start, k.duration) { g.insert(.logical) }
                if time - start >= limit || k.w2 * y.magnitudeSquared + v.magnitudeSquared <= k.bound {
                    g.insert(.settled)
                    y = .zero
                    v = .zero
                    settledAny = true
                }
                p.pointee.y = y
                p.pointee.v = v
                if g != f {
                    if g.contains(.logical) && !g.contains(.reported) { reportLogical(i, &g, events: &events) }
                    flags[i] = g
                }
            } else if !f.contains(.cancelled) {
                var g = f
                if f.contains(.settled) {
                    settledAny = true
                } else if time >= states[i].start {
                    // Pending, and its start time has come.
                    g = startMoving(i, f, &states[i], at: time)
                    if g.contains(.settled) { settledAny = true }
                } else {
                    states[i].v = .zero   // pending: held still before the start
                }
                if g.contains(.logical) && !g.contains(.reported) { reportLogical(i, &g, events: &events) }
                flags[i] = g
            }
            j += 1
        }
        if down { restoreOrder(&events, from: firstEvent) }
        if settledAny { needsSweep = true }
    }

    /// A pending entry whose start time has come: evaluated in closed form
    /// (moving from then on unless it is still exactly at its start).
    @inline(never)
    func startMoving(_ index: Int, _ f: EntryFlags, _ state: inout State, at time: Double) -> EntryFlags {
        let o = origins[index], c = classes.classes[Int(state.cls)]
        let animation = SpringAnimation(spring: c.spring, target: targets[index], motionStartTime: state.start,
                                        initialValue: o.x0, initialVelocity: o.v0, threshold: c.threshold)
        var flags = f
        flags.remove(.sampleBits)
        flags.formUnion(Self.evaluate(animation, at: time, into: &state))
        return flags
    }

    /// Calls the update handlers with this frame's samples.
    final func deliverFrame() {
        deliverEach { Self.sample(states[$0], targets[$0], flags[$0]) }
    }
}
