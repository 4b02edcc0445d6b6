import FluidPhysics
import RealModule

/// The running `DecayAnimation<Value>`s of a runtime, stepped by the frame
/// interval with cached exact transitions — the counterpart of `SpringBank`.
///
/// Each glide is stored as its initial value, its displacement from it and
/// its velocity at the bank's time. Over an interval Δt a decay of constant
/// λ maps (d, v) to (d + v·(1 − e^(−λΔt))/λ, v·e^(−λΔt)) — exact, and the
/// two factors are computed once per class (decay rate and rest threshold)
/// when the interval changes, as are λ, the rest speed min(λε, ε_v) and the
/// logical-completion delay ln(100)/λ that `DecayAnimation.sample(at:)`
/// recomputes (a logarithm) at every call. The rest test, the time limit
/// and the resting value are `sample(at:)`'s.
final class DecayBank<Value: VectorArithmetic>: TypedStore<DecayAnimation<Value>> {
    /// The per-frame data of one class.
    struct Step {
        var lambda: Double
        var restSpeed: Double
        /// min(ln(100)/λ, the time limit): logical completion after the start.
        var logicalDelay: Double
        /// e^(−λΔt) and (1 − e^(−λΔt))/λ for the current interval Δt.
        var decay: Double
        var travel: Double
    }

    /// What a class is, and how many animations use it.
    struct Class {
        var decay: Decay
        var threshold: RestThreshold
        var users: Int32
        var nextFree: Int32
    }

    /// What a frame reads and writes.
    struct State {
        var x0: Value
        /// Moving: displacement from `x0`. Pending or settled: the value itself.
        var d: Value
        var v: Value
        var start: Double
        var cls: Int32
    }

    @exclusivity(unchecked) var states = Column<State>()
    /// The initial velocity of each glide (for `animation(at:)`).
    @exclusivity(unchecked) var initialVelocities = Column<Value>()
    @exclusivity(unchecked) var steps = Column<Step>()
    @exclusivity(unchecked) var classes = Column<Class>()
    private var freeClass: Int32 = -1
    /// The last class made or shared, to share it with the next glide.
    private var recent: Int32 = -1
    var clock: StepClock

    init(storeIndex: Int32, slots: AnimationSlots, time: Double) {
        clock = StepClock(time: time)
        super.init(storeIndex: storeIndex, slots: slots)
    }

    deinit {
        states.release()
        initialVelocities.release()
        steps.release()
        classes.release()
    }

    // MARK: Classes

    private func acquire(_ decay: Decay, _ threshold: RestThreshold) -> Int32 {
        // Glides mostly share one rate and threshold: the last class is
        // tried first, then every live one (a bank has few).
        if recent >= 0, let k = match(recent, decay, threshold) { return k }
        var j: Int32 = 0
        while j < Int32(classes.count) {
            if let k = match(j, decay, threshold) {
                recent = k
                return k
            }
            j += 1
        }
        let lambda = decay.rate.decayConstant
        var step = Step(lambda: lambda, restSpeed: DecayAnimation<Value>.restSpeed(lambda: lambda, threshold: threshold),
                        logicalDelay: Swift.min(Double.log(100) / lambda, AnimationLimits.maximumMotionDuration),
                        decay: .nan, travel: .nan)
        let interval = clock.interval
        if !interval.isNaN { Self.prepare(&step, interval: interval) }
        let made = Class(decay: decay, threshold: threshold, users: 1, nextFree: -1)
        let index: Int32
        if freeClass >= 0 {
            index = freeClass
            freeClass = classes[Int(index)].nextFree
            classes[Int(index)] = made
            steps[Int(index)] = step
        } else {
            index = Int32(classes.count)
            classes.append(made)
            steps.append(step)
        }
        recent = index
        return index
    }

    /// Class `k` with one more user, if it is live and is `decay` and `threshold`.
    private func match(_ k: Int32, _ decay: Decay, _ threshold: RestThreshold) -> Int32? {
        var c = classes[Int(k)]
        guard c.users > 0 && c.decay == decay && c.threshold == threshold else { return nil }
        c.users += 1
        classes[Int(k)] = c
        return k
    }

    private func release(_ k: Int32) {
        var c = classes[Int(k)]
        c.users -= 1
        if c.users == 0 {
            c.nextFree = freeClass
            freeClass = k
        }
        classes[Int(k)] = c
    }

    private static func prepare(_ step: inout Step, interval: Double) {
        step.decay = Double.exp(-step.lambda * interval)
        step.travel = -Double.expMinusOne(-step.lambda * interval) / step.lambda
    }

    // MARK: Storage

    override func appendStorage(_ animation: DecayAnimation<Value>, time: Double) -> EntryFlags {
        let cls = acquire(animation.decay, animation.threshold)
        var state = State(x0: animation.initialValue, d: .zero, v: .zero, start: animation.motionStartTime, cls: cls)
        let f = Self.evaluate(animation, lambda: steps[Int(cls)].lambda, at: time, into: &state)
        states.append(state)
        initialVelocities.append(animation.initialVelocity)
        return f
    }

    override func replaceStorage(_ animation: DecayAnimation<Value>, at index: Int, time: Double) -> EntryFlags {
        var cls = states[index].cls
        let c = classes[Int(cls)]
        if c.decay != animation.decay || c.threshold != animation.threshold {
            release(cls)
            cls = acquire(animation.decay, animation.threshold)
        }
        var state = State(x0: animation.initialValue, d: .zero, v: .zero, start: animation.motionStartTime, cls: cls)
        let f = Self.evaluate(animation, lambda: steps[Int(cls)].lambda, at: time, into: &state)
        states[index] = state
        initialVelocities[index] = animation.initialVelocity
        return f
    }

    override func swapRemoveStorage(at index: Int) {
        release(states[index].cls)
        states.swapRemove(at: index)
        initialVelocities.swapRemove(at: index)
    }

    override func animation(at index: Int) -> DecayAnimation<Value> {
        let s = states[index], c = classes[Int(s.cls)]
        return DecayAnimation(decay: c.decay, motionStartTime: s.start, initialValue: s.x0,
                              initialVelocity: initialVelocities[index], threshold: c.threshold)
    }

    override func sample(at index: Int) -> AnimationSample<Value> {
        Self.sample(states[index], flags[index])
    }

    @inline(__always)
    static func sample(_ s: State, _ f: EntryFlags) -> AnimationSample<Value> {
        let logical = f.contains(.logical)
        if f.contains(.settled) {
            return AnimationSample(value: s.d, velocity: .zero, isLogicallyComplete: logical, isSettled: true)
        }
        if f.contains(.pending) {
            return AnimationSample(value: s.d, velocity: s.v, isLogicallyComplete: logical, isSettled: false)
        }
        return AnimationSample(value: s.x0 + s.d, velocity: s.v, isLogicallyComplete: logical, isSettled: false)
    }

    /// Sets `state` to `animation` at `time` in closed form and returns the
    /// sample's bits: exactly `sample(at:)`, kept unsnapped while moving.
    static func evaluate(_ animation: DecayAnimation<Value>, lambda: Double, at time: Double, into state: inout State) -> EntryFlags {
        let s = animation.sample(at: time)
        var f = s.isLogicallyComplete ? EntryFlags.logical : EntryFlags(rawValue: 0)
        let tau = time - animation.motionStartTime
        if s.isSettled {
            f.insert(.settled)
            state.d = s.value
            state.v = .zero
        } else if tau > 0 {
            (state.d, state.v) = animation.motionState(after: tau, lambda: lambda)
        } else {
            f.insert(.pending)
            state.d = s.value
            state.v = s.velocity
        }
        return f
    }

    override func checkStorage() {
        precondition(states.count == count && initialVelocities.count == count && steps.count == classes.count,
                     "decay bank columns: \(states.count), \(initialVelocities.count) for \(count) entries")
        var total = 0
        var k = 0
        while k < classes.count {
            precondition(classes[k].users >= 0, "class \(k) has \(classes[k].users) users")
            total += Int(classes[k].users)
            k += 1
        }
        precondition(total == count, "classes count \(total) users for \(count) entries")
    }

    // MARK: Frames

    // The per-frame work is specialised by hand: the override only compares
    // the value type and calls the generic body on a concretely typed
    // receiver, which the compiler specialises (and inlines the value
    // arithmetic into). The `_specialize` attribute would do the same, but
    // its entry first runs the generic prologue, which looks up generic
    // metadata at every call.
    override func advance(to time: Double, events: inout [PendingEvent]) {
        if Value.self == Double.self { return unsafeDowncast(self, to: DecayBank<Double>.self).advanceFrame(to: time, events: &events) }
        if Value.self == Point.self { return unsafeDowncast(self, to: DecayBank<Point>.self).advanceFrame(to: time, events: &events) }
        if Value.self == Vector.self { return unsafeDowncast(self, to: DecayBank<Vector>.self).advanceFrame(to: time, events: &events) }
        advanceFrame(to: time, events: &events)
    }

    override func deliver() {
        if Value.self == Double.self { return unsafeDowncast(self, to: DecayBank<Double>.self).deliverFrame() }
        if Value.self == Point.self { return unsafeDowncast(self, to: DecayBank<Point>.self).deliverFrame() }
        if Value.self == Vector.self { return unsafeDowncast(self, to: DecayBank<Vector>.self).deliverFrame() }
        deliverFrame()
    }

    /// One frame: steps every moving entry (see the type's documentation).
    final func advanceFrame(to time: Double, events: inout [PendingEvent]) {
        let n = states.count
        advancedCount = n
        let step = clock.advance(to: time)
        if case .fresh(let dt) = step {
            var k = 0
            while k < steps.count {
                if classes[k].users > 0 {
                    var step = steps[k]
                    Self.prepare(&step, interval: dt)
                    steps[k] = step
                }
                k += 1
            }
        }
        guard n > 0 else { return }
        let moves: Bool
        if case .none = step { moves = false } else { moves = true }
        let limit = AnimationLimits.maximumMotionDuration
        var settledAny = false
        // Nothing below appends or removes: the columns stay where they are.
        let states = self.states.base.unsafelyUnwrapped
        let flags = self.flags.base.unsafelyUnwrapped
        let steps = self.steps.base.unsafelyUnwrapped
        let initialVelocities = self.initialVelocities.base.unsafelyUnwrapped
        let unusual = EntryFlags.unusual
        // Serpentine order (see `beginPass()`): the entries the last pass
        // touched last, still in cache, come first.
        let down = beginPass(), firstEvent = events.count
        var j = 0
        while j < n {
            let i = down ? n - 1 - j : j
            let f = flags[i]
            if f.isDisjoint(with: unusual) {
                // Gliding: one exact step, then the logical time, the time
                // limit and the rest test of `DecayAnimation.sample(at:)`.
                let p = states + i
                let start = p.pointee.start
                let k = steps[Int(p.pointee.cls)]
                var d = p.pointee.d, v = p.pointee.v
                if moves {
                    d = d + v.scaled(by: k.travel)
                    v = v.scaled(by: k.decay)
                }
                var g = f
                if !f.contains(.logical) && time >= finiteSum(start, k.logicalDelay) { g.insert(.logical) }
                if time - start >= limit || v.magnitude <= k.restSpeed {
                    // At rest on x₀ + v₀/λ, exactly `sample(at:)`'s resting value.
                    g.insert(.settled)
                    d = p.pointee.x0 + initialVelocities[i].scaled(by: 1 / k.lambda)
                    v = .zero
                    settledAny = true
                }
                p.pointee.d = d
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

    /// A pending entry whose start time has come: evaluated in closed form.
    @inline(never)
    func startMoving(_ index: Int, _ f: EntryFlags, _ state: inout State, at time: Double) -> EntryFlags {
        let c = classes[Int(state.cls)]
        let animation = DecayAnimation(decay: c.decay, motionStartTime: state.start, initialValue: state.x0,
                                       initialVelocity: initialVelocities[index], threshold: c.threshold)
        var flags = f
        flags.remove(.sampleBits)
        flags.formUnion(Self.evaluate(animation, lambda: steps[Int(state.cls)].lambda, at: time, into: &state))
        return flags
    }

    /// Calls the update handlers with this frame's samples.
    final func deliverFrame() {
        deliverEach { Self.sample(states[$0], flags[$0]) }
    }
}
