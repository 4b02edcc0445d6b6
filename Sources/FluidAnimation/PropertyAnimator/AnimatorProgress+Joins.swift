import FluidPhysics

// Progresses of their own for properties added while active (see
// `JoinedProgress`): joining, and keeping their values up to date.

extension AnimatorProgress {
    // MARK: Joined progresses

    /// A property added at `now` (seconds) while the animator is active
    /// joins from where it is, with a progress u of its own (0 at the value
    /// it is added with, 1 at its end value): it moves over the time left
    /// with the animator's timing and starts at rest (paused: when the
    /// animator resumes); see "Adding properties while active" in
    /// `PropertyAnimator`'s documentation. Returns its index for
    /// `joinedProgress(_:at:)` and `AnimatorUpdate.FinalValues.joins`, or
    /// nil while inactive: a property added then follows the progress P
    /// itself, from its start value at 0 to its end value at 1.
    ///
    /// - Throws: `AnimatorError.stopped` when stopped.
    public mutating func addJoin(at now: Double) throws(AnimatorError) -> Int? {
        defer { assert(checkInvariants(at: now)) }
        guard state != .stopped else { throw .stopped }
        guard state == .active else { return nil }
        let j = makeJoin(at: now)
        joins.append(j)
        joinValues.append(j.state(at: now, progress: storedProgress).value)
        return joins.count - 1
    }

    /// The own progress for a property joining at `now` (see `JoinedProgress`).
    func makeJoin(at now: Double) -> JoinedProgress {
        let p = progress(at: now)
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
            let spring = Spring(settlingDuration: left, dampingRatio: a.drivingSpring.dampingRatio, epsilon: settlingTolerance)
            join.motion = .spring(SpringAnimation(spring: spring, from: 0.0, to: 1, startTime: start, threshold: ProgressMotion.exact,
                                                  motionPreference: motionPreference), end: end)
        case .spring:
            join.motion = .curve(TimingCurveAnimation(curve: .linear, from: 0.0, to: 1, duration: 0, startTime: start))
        case .curve(let a):
            join.motion = .curve(TimingCurveAnimation(curve: a.curve, from: 0.0, to: 1, duration: Swift.max(0, left), startTime: start))
        }
        return join
    }

    /// Brings `joinValues` up to date at `now`.
    mutating func refreshJoinValues(at now: Double) {
        var j = 0
        while j < joins.count {
            joinValues[j] = joins[j].state(at: now, progress: storedProgress).value
            j += 1
        }
    }
}
