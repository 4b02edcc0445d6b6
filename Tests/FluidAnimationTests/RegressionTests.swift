import FluidAnimation
import FluidPhysics
import FluidTestSupport
import Testing

// One test per defect found in review: each failed before its fix.

@Suite("Regressions: bounded decay")
struct BoundedDecayRegressionTests {
    /// A flick whose landing point is within rounding (or within the rest
    /// threshold) of the edge used to start its spring at t₀ on the edge with
    /// zero velocity: a jump of up to thousands of points.
    @Test func aGlideLandingWithinRoundingOfTheEdgeNeverJumpsAtTheStart() {
        let decay = Decay()
        let lambda = decay.rate.decayConstant
        var g = SeededRandom(seed: 9)
        var checked = 0, plain = 0
        var jumps = 0, springs = 0, early = 0
        var worst = 0.0, example = ""
        func check(_ x0: Double, _ v0: Double, _ bounds: ClosedRange<Double>) {
            let a = BoundedDecayAnimation(decay: decay, from: x0, initialVelocity: v0, bounds: bounds, startTime: 1)
            let s = a.sample(at: 1)
            let scale = Swift.max(Swift.abs(x0), Swift.abs(v0), 1)
            let jump = Swift.max(Swift.abs(s.value - x0), Swift.abs(s.velocity - v0)) / scale
            // A flick too slow to move is at rest at once: on its landing point, ε away at most.
            let atRest = s.isSettled && Swift.abs(s.value - x0) <= a.glide.threshold.value && s.velocity == 0
            if jump > 1e-9 && !atRest {
                jumps += 1
                if jump > worst { worst = jump; example = "x0=\(x0) v0=\(v0) bounds=\(bounds): starts at (\(s.value), \(s.velocity))" }
            }
            // A glide that would stop at most ε past the edge is a plain decay.
            let end = x0 + v0 / lambda
            let over = Swift.max(end - bounds.upperBound, bounds.lowerBound - end)
            if over <= a.glide.threshold.value {
                plain += 1
                if a.handOffTime != nil { springs += 1 }
            }
            // Inside the range, the spring never takes over at the start.
            if let h = a.handOffTime, h <= 1, x0 != bounds.upperBound, x0 != bounds.lowerBound { early += 1 }
            checked += 1
        }
        // Paging-style flicks that land exactly on a page boundary.
        for _ in 0..<20_000 {
            let x0 = Double.random(in: -2000...2000, using: &g)
            let edge = Double(Int.random(in: 1...20, using: &g)) * 375
            guard edge > x0 else { continue }
            check(x0, decay.initialVelocity(toTravel: edge - x0), -3000...edge)
        }
        // Edges a few ulps short of the landing point, both directions.
        for _ in 0..<5_000 {
            let x0 = Double.random(in: -500...500, using: &g)
            let v0 = Double.random(in: 1...5000, using: &g)
            var upper = (x0 + v0 / lambda).nextDown
            for _ in 0..<3 {
                check(x0, v0, (x0 - 1)...upper)
                check(-x0, -v0, (-upper)...(-x0 + 1))
                upper = upper.nextDown
            }
        }
        // The reviewer's example.
        check(-1998.85, decay.initialVelocity(toTravel: 7500 + 1998.85), -3000...7500)
        #expect(checked > 40_000 && plain > 30_000)
        #expect(jumps == 0, "\(jumps) of \(checked) flicks jump at the start; worst \(worst) of the scale: \(example)")
        #expect(springs == 0, "\(springs) of \(plain) flicks stopping within ε past the edge hand off to a spring")
        #expect(early == 0, "\(early) flicks hand off at their start")
    }

    /// With a slow deceleration rate the glide took 92 s to reach the edge:
    /// the animation ran past the 60 s limit.
    @Test func aSlowGlideEndsByTheMotionLimit() {
        let decay = Decay(rate: DecelerationRate(rawValue: 0.9999))
        let a = BoundedDecayAnimation(decay: decay, from: 0, initialVelocity: 1000, bounds: 0...9_990, startTime: 5)
        #expect(a.handOffTime != nil)
        let limit = 5 + AnimationLimits.maximumMotionDuration
        #expect(!a.sample(at: limit - 0.001).isSettled)
        for t: Double in [limit, limit + 1, 5 + 100, 5 + 300] {
            let s = a.sample(at: t)
            #expect(s.isSettled && s.value == a.restingValue && s.velocity == 0, "at \(t)")
            #expect(s.isLogicallyComplete, "at \(t)")
        }
        #expect(a.logicalCompletionTime <= limit)
        // A glide that stays inside obeys the same limit.
        let inside = BoundedDecayAnimation(decay: decay, from: 0, initialVelocity: 1000, bounds: 0...20_000, startTime: 5)
        #expect(inside.handOffTime == nil && inside.sample(at: limit).isSettled)
    }

    /// An edge 0.01 pt before the landing point made the glide creep to the
    /// edge and settle at 5.40 s instead of the plain decay's 3.45 s.
    @Test func aGlideThatStopsJustPastTheEdgeSettlesLikeAPlainDecay() throws {
        let decay = Decay()
        let end = 1000 / decay.rate.decayConstant
        for over in [0.01, 0.25, 0.5] {
            let a = BoundedDecayAnimation(decay: decay, from: 0, initialVelocity: 1000, bounds: 0...(end - over), startTime: 0)
            let plain = DecayAnimation(decay: decay, from: 0.0, initialVelocity: 1000, startTime: 0)
            #expect(a.handOffTime == nil, "\(over) pt past the edge")
            #expect(a.sample(at: plain.settlingTime).isSettled)
            #expect(!a.sample(at: plain.settlingTime - 1e-6).isSettled)
        }
        // Further past the edge, the spring takes over before the glide would settle.
        let b = BoundedDecayAnimation(decay: decay, from: 0, initialVelocity: 1000, bounds: 0...(end - 0.6), startTime: 0)
        let plain = DecayAnimation(decay: decay, from: 0.0, initialVelocity: 1000, startTime: 0)
        #expect(try #require(b.handOffTime) < plain.settlingTime)
    }
}

@Suite("Regressions: additive springs")
struct AdditiveRegressionTests {
    /// Merging into a component that was inside its own rest band snapped the
    /// component onto its target: a jump in position and velocity.
    @Test func mergingIntoANearlySettledComponentIsC1() {
        let slow = Spring(duration: 2, bounce: 0.3), fast = Spring(duration: 0.2, bounce: 0)
        var a = AdditiveSpringAnimation(spring: fast, from: 0.0, to: 100, startTime: 0)
        a.add(target: 1000, spring: slow, at: 0)
        // The fast component alone would count as settled here; the sum is moving.
        let fastAlone = SpringAnimation(spring: fast, from: 0.0, to: 100, startTime: 0)
        var t = 0.0
        while !fastAlone.sample(at: t).isSettled { t += 0.001 }
        t += 0.0001
        let c = SpringAnimation(spring: fast, from: 0.0, to: 100, startTime: 0, threshold: RestThreshold(value: 0, velocity: 0))
        #expect(c.sample(at: t).value != 100)   // not exactly at rest
        let before = a.sample(at: t)
        #expect(!before.isSettled)
        a.add(target: 1010, spring: fast, at: t)
        #expect(a.components.count == 2)
        expectC1(before: before, after: a.sample(at: t), scale: 1000)
        // Also after the component's own 60 s limit, while another keeps the sum moving.
        var b = AdditiveSpringAnimation(spring: Spring(duration: 1, bounce: 1), from: 0.0, to: 100, startTime: 0)
        b.add(target: 200, spring: slow, at: 30)
        let t2 = 70.0
        let b0 = b.sample(at: t2)
        #expect(!b0.isSettled)
        b.add(target: 300, spring: Spring(duration: 1, bounce: 1), at: t2)
        expectC1(before: b0, after: b.sample(at: t2), scale: 1000)
    }

    /// A merged `Transform` delta went through `nearestEquivalent(to:)` of the
    /// component: the sum moved toward one angle and snapped 360° away at rest.
    @Test func mergedTransformDeltasDoNotWrapAtSettle() {
        let s = Spring.smooth
        var add = AdditiveSpringAnimation(spring: s, from: Transform(rotation: Angle(degrees: 0)),
                                          to: Transform(rotation: Angle(degrees: 170)), startTime: 0, threshold: .rotation)
        add.add(target: Transform(rotation: Angle(degrees: 340)), spring: s, at: 0.1)
        #expect(add.components.count == 1)
        expectClose(add.components[0].target.rotation.degrees, 340, tolerance: 1e-9)
        var t = 0.1
        var last = add.sample(at: t)
        while !add.sample(at: t).isSettled { last = add.sample(at: t); t += 0.001 }
        let end = add.sample(at: t)
        expectClose(end.value.rotation.degrees, 340, tolerance: 1e-9)
        // The final snap is within the rotation threshold (0.01 rad), not a turn.
        #expect(Swift.abs(end.value.rotation.radians - last.value.rotation.radians) <= 0.011)
    }
}

@Suite("Regressions: timing curves")
struct TimingCurveRegressionTests {
    /// A retarget during the delay changed the curve (a linear curve started
    /// easing in) and dropped a hand-off velocity.
    @Test func retargetingDuringTheDelayKeepsTheCurveAndTheHandOffVelocity() {
        let a = TimingCurveAnimation(curve: .linear, from: 0.0, to: 100, duration: 1, startTime: 0, delay: 1)
        var b = a
        b.retarget(to: 200, at: 0.5)
        let fresh = TimingCurveAnimation(curve: .linear, from: 0.0, to: 200, duration: 1, startTime: 1)
        for t in [0.5, 1, 1.25, 1.5, 1.75, 2] {
            #expect(b.sample(at: t) == fresh.sample(at: t), "at \(t)")
        }
        #expect(b.velocityMismatch == 0)
        // A hand-off velocity survives a retarget during the delay.
        let c = TimingCurveAnimation(curve: .easeInOut, from: 0.0, to: 100, duration: 1, initialVelocity: 300, startTime: 0, delay: 1)
        #expect(c.sample(at: 1).velocity == 300)
        for (target, duration) in [(100.0, nil), (-50, 0.4), (400, 2)] as [(Double, Double?)] {
            var d = c
            d.retarget(to: target, duration: duration, at: 0.5)
            expectClose(d.sample(at: 1).velocity, 300, tolerance: 1e-9)
            #expect(d.sample(at: 1).value == 0 && d.sample(at: 0.7).value == 0)
            #expect(d.sample(at: 1 + (duration ?? 1)).value == target)
        }
    }

    /// A subnormal duration made the velocity match overflow to ±infinity and
    /// the start sample NaN.
    @Test func vanishingDurationsGiveNoNaN() {
        for duration in [Double.leastNonzeroMagnitude, 1e-300, 1e-12] {
            for curve in [TimingCurve.linear, .easeOut, .easeIn] {
                let a = TimingCurveAnimation(curve: curve, from: 0.0, to: 100, duration: duration, initialVelocity: 50, startTime: 0)
                for t in [0, duration / 2, duration, 1] {
                    let s = a.sample(at: t)
                    #expect(s.value.isFinite && s.velocity.isFinite, "\(curve), duration \(duration) at \(t): \(s)")
                }
                #expect(a.velocityMismatch.isFinite)
                #expect(a.sample(at: 1).value == 100)
            }
        }
    }
}

@Suite("Regressions: runtime")
@MainActor
struct RuntimeRegressionTests {
    /// An animation changed from a handler during a frame to one that is
    /// settled at once was removed at the end of the frame without its
    /// settled value ever reaching `onUpdate`.
    @Test func aChangeMadeDuringAFrameDeliversItsSettledValue() throws {
        enum Change: CaseIterable { case update, retarget, replace }
        for change in Change.allCases {
            let runtime = AnimationRuntime(startTime: 0)
            var seen: [Double] = []
            var events: [AnimationCompletion] = []
            let target = runtime.run(SpringAnimation(spring: .smooth, from: 0.0, to: 10, startTime: 0),
                                     onUpdate: { seen.append($0.value) }, completion: { events.append($0) })
            var fired = false
            // `unowned`: a handler stored in the runtime that held it strongly
            // would keep both alive for good (a closure retain cycle).
            runtime.run(TimingCurveAnimation(curve: .linear, from: 0.0, to: 10, duration: 5, startTime: 0), onUpdate: { [unowned runtime] _ in
                guard !fired else { return }
                fired = true
                switch change {
                case .update:
                    runtime.update(target) { anim, now in anim = SpringAnimation(from: 7.0, to: 7, startTime: now) }
                case .retarget:
                    // Retarget onto where it is now, at rest: settled at once.
                    runtime.update(target) { anim, now in anim.restart(from: 7, at: now) }
                    runtime.retarget(target, to: 7)
                case .replace:
                    runtime.replace(target, with: SpringAnimation(from: 7.0, to: 7, startTime: runtime.now))
                }
            })
            runtime.tick(at: 0.1)
            #expect(runtime.isRunning(target), "\(change): removed before its settled value was delivered")
            runtime.tick(at: 0.2)
            #expect(seen.last == 7, "\(change): delivered \(seen)")
            #expect(events == [.logicallyComplete, .settled], "\(change)")
            #expect(!runtime.isRunning(target))
        }
    }

    /// A group that never got a member stayed in the runtime for ever and
    /// never completed.
    @Test func aGroupWithoutMembersCompletesOnTheNextFrame() throws {
        let runtime = AnimationRuntime(startTime: 0)
        var events: [AnimationCompletion] = []
        let group = runtime.makeGroup { events.append($0) }
        #expect(runtime.isActive(group))
        runtime.tick(at: 0.1)
        #expect(events == [.logicallyComplete, .settled])
        #expect(!runtime.isActive(group))
        // A group used at once is unaffected.
        var used: [AnimationCompletion] = []
        let g2 = runtime.makeGroup { used.append($0) }
        runtime.run(SpringAnimation(from: 0.0, to: 1, startTime: runtime.now, threshold: .opacity), group: g2)
        runtime.tick(at: 0.2)
        #expect(used.isEmpty && runtime.isActive(g2))
        for k in 1...300 { runtime.tick(at: 0.2 + Double(k) / 60) }
        #expect(used == [.logicallyComplete, .settled])
    }

    /// A clock that counts its handlers.
    @MainActor
    final class CountingClock: FrameClock {
        var now = 0.0
        var handlers = FrameHandlers()
        func addFrameHandler(_ handler: @escaping @MainActor (Double) -> Void) -> FrameHandlerToken { handlers.add(handler) }
        func removeFrameHandler(_ token: FrameHandlerToken) { handlers.remove(token) }
    }

    /// A runtime released while attached left its frame handler on the clock.
    @Test func aReleasedRuntimeLeavesNoHandlerOnItsClock() {
        let clock = CountingClock()
        var runtime: AnimationRuntime? = AnimationRuntime(clock: clock)
        #expect(clock.handlers.count == 1)
        weak let weakRuntime = runtime
        runtime = nil
        #expect(weakRuntime == nil)
        #expect(clock.handlers.count == 0)
    }
}

@Suite("Regressions: clocks and times")
@MainActor
struct ClockRegressionTests {
    /// `nextDeadline` looped for ever once time/interval passed 2⁵³.
    @Test func hugeFrameRatesAreRefusedAndDeadlinesAlwaysReturn() throws {
        #expect(throws: ClockError.invalidFrameRate(1e20)) { _ = try MonotonicFrameClock(framesPerSecond: 1e20) }
        #expect(throws: ClockError.invalidFrameRate(1001)) { _ = try MonotonicFrameClock(framesPerSecond: 1001) }
        #expect(try MonotonicFrameClock(framesPerSecond: 1000).framesPerSecond == 1000)
        for (time, interval) in [(0.001, 1e-20), (1e300, 1e-300), (4e15, 0.5), (1e17, 1.0 / 60), (-1, 1e-20)] {
            let d = MonotonicFrameClock.nextDeadline(after: time, interval: interval)
            #expect(d > time && d.isFinite, "after \(time) every \(interval): \(d)")
        }
        expectClose(MonotonicFrameClock.nextDeadline(after: 0.0501, interval: 1.0 / 60), 4.0 / 60, tolerance: 1e-15)
    }

    /// startTime + delay overflowed to infinity.
    @Test func startTimesNearTheTopOfTheRangeStayFinite() {
        let spring = SpringAnimation(from: 0.0, to: 1, startTime: 1e308, delay: 1e308)
        let decay = DecayAnimation(from: 0.0, initialVelocity: 1, startTime: 1e308, delay: 1e308)
        let curve = TimingCurveAnimation(from: 0.0, to: 1, duration: 1e308, startTime: 1e308, delay: 1e308)
        for start in [spring.motionStartTime, decay.motionStartTime, curve.motionStartTime] {
            #expect(start.isFinite)
        }
        #expect(spring.logicalCompletionTime.isFinite && curve.logicalCompletionTime.isFinite && decay.logicalCompletionTime.isFinite)
        for t in [0, 1e308, Double.greatestFiniteMagnitude] {
            #expect(!spring.sample(at: t).value.isNaN && !decay.sample(at: t).value.isNaN && !curve.sample(at: t).value.isNaN)
        }
    }

    /// The properties of a threshold bypassed the initialiser's clamp.
    @Test func restThresholdsStayValidWhenMutated() {
        var t = RestThreshold.points
        t.value = .nan
        t.velocity = -3
        #expect(t.value == 0 && t.velocity == 0)
        t.value = .infinity
        #expect(t.value == .infinity)
        // A decay whose threshold was set to NaN agreed with itself neither
        // on when it settles nor on whether it has.
        var a = DecayAnimation(from: 0.0, initialVelocity: 100, startTime: 0)
        a.threshold.value = .nan
        #expect(a.sample(at: a.settlingTime).isSettled)
        #expect(a.settlingTime > 0)
    }
}

@Suite("Regressions: property animator")
@MainActor
struct PropertyAnimatorRegressionTests {
    /// The largest relative overshoot of `spring` started from rest.
    static func relativeOvershoot(_ spring: Spring) -> Double {
        let unit = spring.unitCurve()
        var worst = 0.0
        var t = 0.0
        while t < 5 { worst = Swift.max(worst, unit.progress(at: t) - 1); t += 0.0005 }
        return worst
    }

    /// A property added near the end of a spring run mapped the little
    /// progress left onto its whole range: the spring's remaining
    /// oscillation was magnified 116× (0 → 100 ranged 75…635).
    @Test func aPropertyAddedNearTheEndOfASpringRunStaysInItsEnvelope() throws {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        let bound = Self.relativeOvershoot(spring)
        var completedAt: [Double] = []
        for joins in [false, true] {
            let runtime = AnimationRuntime(startTime: 0)
            let a = try PropertyAnimator(duration: 1, timing: .spring(spring), runtime: runtime)
            let base = try a.addAnimation(from: 0.0, to: 100)
            var positions: [AnimatorPosition] = []
            a.addCompletion { positions.append($0) }
            try a.startAnimation()
            var t = 0.0
            while a.progress < 0.99 { t += 0.001; runtime.tick(at: t) }
            var late: AnimatorProperty<Double>?
            var lowest = Double.infinity, highest = -Double.infinity
            var delivered: [Double] = []
            if joins {
                let x0 = try a.value(of: base), v0 = try a.velocity(of: base)
                let h = try a.addAnimation(from: 0.0, to: 100) { delivered.append($0) }
                late = h
                // Joining moves nothing: the other property keeps its state, the
                // new one starts at its start value, at rest.
                #expect(try a.value(of: base) == x0 && a.velocity(of: base) == v0)
                #expect(try a.value(of: h) == 0 && a.velocity(of: h) == 0)
                #expect(delivered == [0])
            }
            while a.state == .active {
                t += 1.0 / 120
                runtime.tick(at: t)
                if let late, a.state == .active {
                    let v = try a.value(of: late)
                    lowest = Swift.min(lowest, v)
                    highest = Swift.max(highest, v)
                }
                #expect(t < 5)
            }
            completedAt.append(t)
            #expect(positions == [.end])
            if let late {
                #expect(lowest >= -1e-9 && highest <= 100 * (1 + bound) + 1e-9, "ranged \(lowest)...\(highest)")
                #expect(try a.value(of: late) == 100 && delivered.last == 100)
            }
        }
        // The added property finishes with the run, as UIKit's added animations do.
        #expect(completedAt[0] == completedAt[1])
    }

    /// A property added to a running curve animator follows the animator's
    /// curve over the time left (UIKit), starting at rest, instead of a
    /// straight line in the remaining progress.
    @Test func aPropertyAddedWhileRunningFollowsTheCurveOverTheTimeLeft() throws {
        let runtime = AnimationRuntime(startTime: 0)
        let a = try PropertyAnimator(duration: 1, timing: .easeInOut, runtime: runtime)
        _ = try a.addAnimation(from: 0.0, to: 100)
        try a.startAnimation()
        runtime.tick(at: 0.4)
        let late = try a.addAnimation(from: 10.0, to: 30)
        #expect(try a.value(of: late) == 10 && a.velocity(of: late) == 0)
        for t in [0.55, 0.7, 0.85] {
            runtime.tick(at: t)
            expectClose(try a.value(of: late), 10 + 20 * TimingCurve.easeInOut.value(at: (t - 0.4) / 0.6), tolerance: 1e-9)
            expectClose(try a.velocity(of: late), 20 * TimingCurve.easeInOut.derivative(at: (t - 0.4) / 0.6) / 0.6, tolerance: 1e-9)
        }
        runtime.tick(at: 1)
        #expect(try a.state == .inactive && a.value(of: late) == 30)
    }

    /// Reversing, pausing and scrubbing a joined property stay consistent:
    /// C1 at the reversal, pausing moves nothing, a scrub round trip returns
    /// to the same value, and a reversed run ends on its start value.
    @Test func aJoinedPropertyReversesPausesAndScrubsConsistently() throws {
        for timing in [AnimatorTiming.easeInOut, .spring(Spring(duration: 0.5, bounce: 0.3))] {
            let runtime = AnimationRuntime(startTime: 0)
            let a = try PropertyAnimator(duration: 1, timing: timing, runtime: runtime)
            let base = try a.addAnimation(from: 0.0, to: 500)
            var positions: [AnimatorPosition] = []
            a.addCompletion { positions.append($0) }
            try a.startAnimation()
            runtime.tick(at: 0.2)
            let late = try a.addAnimation(from: 100.0, to: 300)
            runtime.tick(at: 0.35)
            let x0 = try a.value(of: late), v0 = try a.velocity(of: late)
            let b0 = try a.value(of: base), w0 = try a.velocity(of: base)
            #expect(v0 > 0)
            try a.setReversed(true)
            expectClose(try a.value(of: late), x0, tolerance: 1e-9 * 300, "\(timing)")
            expectClose(try a.velocity(of: late), v0, tolerance: 1e-9 * 300, "\(timing)")
            expectClose(try a.value(of: base), b0, tolerance: 1e-9 * 500, "\(timing)")
            expectClose(try a.velocity(of: base), w0, tolerance: 1e-9 * 500, "\(timing)")
            runtime.tick(at: 0.4)
            try a.pauseAnimation()
            let shown = try a.value(of: late), shownBase = try a.value(of: base)
            runtime.tick(at: 0.5)
            #expect(try a.value(of: late) == shown && a.value(of: base) == shownBase)
            let f = a.fractionComplete
            try a.setFractionComplete(f)
            #expect(try a.value(of: late) == shown && a.value(of: base) == shownBase)
            try a.setFractionComplete(0.9)
            try a.setFractionComplete(0.1)
            try a.setFractionComplete(f)
            expectClose(try a.value(of: late), shown, tolerance: 1e-9 * 300, "\(timing)")
            expectClose(try a.value(of: base), shownBase, tolerance: 1e-9 * 500, "\(timing)")
            try a.startAnimation()
            var t = 0.5
            while a.state == .active && t < 5 { t += 1.0 / 60; runtime.tick(at: t) }
            #expect(positions == [.start])
            #expect(try a.value(of: late) == 100 && a.value(of: base) == 0)
        }
    }

    /// Paused during a spring's overshoot, the fraction was clamped to 1 and
    /// setting it back moved the property by 15 pt.
    @Test func pausingDuringOvershootReportsTheFractionItCanBeSetBackTo() throws {
        for linear in [true, false] {
            let runtime = AnimationRuntime(startTime: 0)
            let a = try PropertyAnimator(duration: 1, timing: .spring(Spring(duration: 0.5, bounce: 0.3)), runtime: runtime)
            a.scrubsLinearly = linear
            let h = try a.addAnimation(from: 0.0, to: 500)
            try a.startAnimation()
            var t = 0.0
            while a.progress < 1.03 { t += 0.001; runtime.tick(at: t) }
            let running = a.fractionComplete
            try a.pauseAnimation()
            let shown = try a.value(of: h)
            let f = a.fractionComplete
            #expect(f > 1 && f == running)
            try a.setFractionComplete(f)
            #expect(try a.value(of: h) == shown)
            // Scrubbing back from the overshoot is continuous…
            try a.setFractionComplete(f - 0.001)
            #expect(try Swift.abs(a.value(of: h) - shown) < 1)
            // …and cannot go further out than where it was.
            try a.setFractionComplete(f + 0.5)
            #expect(try a.value(of: h) <= shown)
            try a.setFractionComplete(1)
            #expect(try a.value(of: h) == 500)
        }
    }

    /// With `scrubsLinearly` false, the fraction read while running was the
    /// progress and the fraction read after pausing its inverse timing: a
    /// jump at the pause.
    @Test func theFractionReadsTheSameRunningAndPaused() throws {
        for timing in [AnimatorTiming.easeInOut, .spring(.smooth)] {
            for linear in [true, false] {
                let runtime = AnimationRuntime(startTime: 0)
                let a = try PropertyAnimator(duration: 1, timing: timing, runtime: runtime)
                _ = try a.addAnimation(from: 0.0, to: 500)
                a.scrubsLinearly = linear
                try a.startAnimation()
                runtime.tick(at: 0.3)
                let before = a.fractionComplete
                try a.pauseAnimation()
                expectClose(a.fractionComplete, before, tolerance: 1e-12, "\(timing) linear: \(linear)")
                if !linear, timing == .easeInOut {
                    // For a curve from rest that fraction is the time elapsed.
                    expectClose(before, 0.3, tolerance: 1e-9)
                }
            }
        }
    }

    /// Toggling `scrubsLinearly` while paused left the reported fraction in
    /// the other convention: setting it back moved the properties.
    @Test func togglingScrubsLinearlyWhilePausedKeepsTheFractionTrue() throws {
        let runtime = AnimationRuntime(startTime: 0)
        let a = try PropertyAnimator(duration: 1, timing: .easeInOut, runtime: runtime)
        let h = try a.addAnimation(from: 0.0, to: 500)
        try a.startAnimation()
        runtime.tick(at: 0.3)
        try a.pauseAnimation()
        let shown = try a.value(of: h)
        for linear in [false, true, false] {
            a.scrubsLinearly = linear
            try a.setFractionComplete(a.fractionComplete)
            expectClose(try a.value(of: h), shown, tolerance: 1e-9, "scrubsLinearly \(linear)")
        }
    }

    /// `init(duration:dampingRatio:)` finished 10–32 % after its duration.
    @Test(arguments: [0.15, 0.3, 0.5, 0.7, 1])
    func dampingRatioAnimatorsFinishExactlyAtTheirDuration(_ zeta: Double) throws {
        for duration in [0.6, 0.25, 2] {
            let runtime = AnimationRuntime(startTime: 1)
            let a = try PropertyAnimator(duration: duration, dampingRatio: zeta, runtime: runtime)
            let h = try a.addAnimation(from: 0.0, to: 1000)
            var doneAt: Double?
            a.addCompletion { _ in doneAt = runtime.now }
            try a.startAnimation()
            runtime.tick(at: 1 + duration / 2)
            runtime.tick(at: 1 + duration - 1e-9)
            #expect(doneAt == nil, "ζ \(zeta), \(duration) s: finished early")
            runtime.tick(at: 1 + duration + 1e-9)
            #expect(doneAt != nil, "ζ \(zeta), \(duration) s: still running at its duration")
            #expect(try a.value(of: h) == 1000)
        }
    }
}
