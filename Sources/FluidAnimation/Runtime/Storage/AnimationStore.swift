import FluidPhysics

/// The running animations of one type `A` that has no bank of its own —
/// a timing curve, an additive or bounded spring, any custom
/// `ValueAnimation` — in contiguous storage: the general path.
///
/// Each frame evaluates every live animation's `sample(at:)` at the frame
/// time, in one loop over the animations and their samples, stored in
/// separate arrays so nothing else is copied. The loop is generic over `A`
/// (specialised for the module's timing curves); it is slower than the
/// banks, which step springs and decays, but works for any animation.
final class AnimationStore<A: ValueAnimation>: TypedStore<A> {
    @exclusivity(unchecked) var animations = Column<A>()
    @exclusivity(unchecked) var samples = Column<AnimationSample<A.Value>>()

    deinit {
        animations.release()
        samples.release()
    }

    override func appendStorage(_ animation: A, time: Double) -> EntryFlags {
        let s = animation.sample(at: time)
        animations.append(animation)
        samples.append(s)
        return Self.flags(of: s)
    }

    override func replaceStorage(_ animation: A, at index: Int, time: Double) -> EntryFlags {
        let s = animation.sample(at: time)
        animations[index] = animation
        samples[index] = s
        return Self.flags(of: s)
    }

    override func swapRemoveStorage(at index: Int) {
        animations.swapRemove(at: index)
        samples.swapRemove(at: index)
    }

    override func sample(at index: Int) -> AnimationSample<A.Value> { samples[index] }

    override func animation(at index: Int) -> A { animations[index] }

    override func checkStorage() {
        precondition(animations.count == count && samples.count == count,
                     "store columns: \(animations.count), \(samples.count) for \(count) entries")
    }

    static func flags(of s: AnimationSample<A.Value>) -> EntryFlags {
        var f = EntryFlags(rawValue: 0)
        if s.isLogicallyComplete { f.insert(.logical) }
        if s.isSettled { f.insert(.settled) }
        return f
    }

    // Specialised by hand for the module's timing curves (see `SpringBank`).
    override func advance(to time: Double, events: inout [PendingEvent]) {
        if A.self == TimingCurveAnimation<Double>.self {
            return unsafeDowncast(self, to: AnimationStore<TimingCurveAnimation<Double>>.self).advanceFrame(to: time, events: &events)
        }
        if A.self == TimingCurveAnimation<Point>.self {
            return unsafeDowncast(self, to: AnimationStore<TimingCurveAnimation<Point>>.self).advanceFrame(to: time, events: &events)
        }
        advanceFrame(to: time, events: &events)
    }

    override func deliver() {
        if A.self == TimingCurveAnimation<Double>.self {
            return unsafeDowncast(self, to: AnimationStore<TimingCurveAnimation<Double>>.self).deliverFrame()
        }
        if A.self == TimingCurveAnimation<Point>.self {
            return unsafeDowncast(self, to: AnimationStore<TimingCurveAnimation<Point>>.self).deliverFrame()
        }
        deliverFrame()
    }

    /// Evaluates every live animation at `time`.
    final func advanceFrame(to time: Double, events: inout [PendingEvent]) {
        // Plain index loops over the columns: in unoptimised builds a `for … in`
        // over generic elements goes through generic iterator code that allocates.
        let n = animations.count
        advancedCount = n
        var settledAny = false
        // Serpentine order (see `beginPass()`): the entries the last pass
        // touched last, still in cache, come first.
        let down = beginPass(), firstEvent = events.count
        var j = 0
        while j < n {
            let i = down ? n - 1 - j : j
            var f = flags[i]
            if !f.contains(.cancelled) {
                let s = animations[i].sample(at: time)
                samples[i] = s
                f.remove(.sampleBits)
                f.formUnion(Self.flags(of: s))
                if s.isSettled { settledAny = true }
                if s.isLogicallyComplete && !f.contains(.reported) { reportLogical(i, &f, events: &events) }
                flags[i] = f
            }
            j += 1
        }
        if down { restoreOrder(&events, from: firstEvent) }
        if settledAny { needsSweep = true }
    }

    /// Calls the update handlers with this frame's samples.
    final func deliverFrame() {
        deliverEach { samples[$0] }
    }
}
