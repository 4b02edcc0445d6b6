import FluidAnimation
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("AnimationRuntime")
@MainActor
struct RuntimeTests {
    @Test func deliversEveryFrameAndRemovesSettledAnimations() throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        let rec = Recorder<Double>(runtime: runtime)
        let h = runtime.run(SpringAnimation(spring: .snappy, from: 0.0, to: 100, startTime: runtime.now),
                            onUpdate: rec.onUpdate, completion: rec.completion)
        #expect(runtime.runningCount == 1)
        #expect(runtime.value(of: h) == 0)
        try clock.advance(frames: 240, rate: 120)
        #expect(runtime.runningCount == 0)
        #expect(!runtime.isRunning(h))
        #expect(runtime.sample(of: h) == nil && runtime.animation(of: h) == nil)
        #expect(rec.events == [.logicallyComplete, .settled])
        expectClose(rec.eventTimes[0], 0.5, tolerance: 1.0 / 120 + 1e-12)
        // The last delivered sample is the exact target at rest.
        let last = try #require(rec.samples.last)
        #expect(last.sample.isSettled && last.sample.value == 100 && last.sample.velocity == 0)
        // Live velocity is available at every frame.
        #expect(rec.samples.dropLast().allSatisfy { $0.sample.velocity != 0 })
    }

    @Test func retargetingThroughTheRuntimeIsC1() throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        let h = runtime.run(SpringAnimation(spring: .bouncy, from: Point(x: 0, y: 0), to: Point(x: 300, y: 100),
                                            initialVelocity: Point(x: -200, y: 900), startTime: 0))
        try clock.advance(frames: 13, rate: 60)
        let before = try #require(runtime.sample(of: h))
        #expect(runtime.retarget(h, to: Point(x: -40, y: 0), spring: .smooth(duration: 0.3)))
        let after = try #require(runtime.sample(of: h))
        expectC1(before: before, after: after, scale: 1000)
        #expect(runtime.animation(of: h)?.target == Point(x: -40, y: 0))
    }

    @Test func completionKindsArriveInOrderAndCancellationIsTold() throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        let rec = Recorder<Double>(runtime: runtime)
        let h = runtime.run(SpringAnimation(spring: .smooth, from: 0.0, to: 100, startTime: 0), completion: rec.completion)
        try clock.advance(frames: 30, rate: 60)     // 0.5 s: logically complete
        #expect(rec.events == [.logicallyComplete])
        #expect(runtime.cancel(h))
        #expect(rec.events == [.logicallyComplete, .cancelled])
        #expect(!runtime.cancel(h))
        // Cancelled before logical completion: only .cancelled.
        let rec2 = Recorder<Double>(runtime: runtime)
        let h2 = runtime.run(SpringAnimation(spring: .smooth, from: 0.0, to: 100, startTime: runtime.now), completion: rec2.completion)
        try clock.advance(by: 0.1)
        runtime.cancel(h2)
        #expect(rec2.events == [.cancelled])
        // An animation that settles before its perceptual duration still
        // reports logical completion first.
        let rec3 = Recorder<Double>(runtime: runtime)
        runtime.run(SpringAnimation(spring: .smooth, from: 0.0, to: 0.1, startTime: runtime.now), completion: rec3.completion)
        try clock.advance(by: 1.0 / 60)
        #expect(rec3.events == [.logicallyComplete, .settled])
    }

    @Test func choreographyCompletesOnceForTheGroup() throws {
        // Seed 002's app launch, in miniature: the icon scales, the window
        // grows, its corners and the wallpaper dim, each with its own spring,
        // delay and end time.
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        var groupEvents: [(AnimationCompletion, Double)] = []
        var memberSettled: [String: Double] = [:]
        let group = runtime.makeGroup { event in groupEvents.append((event, runtime.now)) }
        func member(_ name: String) -> (AnimationCompletion) -> Void {
            { event in if event == .settled { memberSettled[name] = runtime.now } }
        }
        let t0 = runtime.now
        runtime.run(SpringAnimation(spring: .snappy(duration: 0.4), from: 1.0, to: 6, startTime: t0, threshold: .scale),
                    group: group, completion: member("scale"))
        runtime.run(SpringAnimation(spring: .smooth(duration: 0.5), from: Rect(x: 100, y: 300, width: 60, height: 60),
                                    to: Rect(x: 0, y: 0, width: 390, height: 844), startTime: t0, delay: 0.03),
                    group: group, completion: member("frame"))
        runtime.run(SpringAnimation(spring: .smooth(duration: 0.35), from: 14.0, to: 0, startTime: t0, delay: 0.08),
                    group: group, completion: member("corner"))
        runtime.run(TimingCurveAnimation(curve: .easeOut, from: 1.0, to: 0.3, duration: 0.25, startTime: t0, delay: 0.05),
                    group: group, completion: member("dim"))
        #expect(runtime.isActive(group))
        try clock.advance(frames: 300, rate: 120)
        #expect(memberSettled.count == 4)
        let lastMember = try #require(memberSettled.values.max())
        let firstMember = try #require(memberSettled.values.min())
        #expect(lastMember > firstMember + 0.1)   // members end at their own times
        #expect(groupEvents.map(\.0) == [.logicallyComplete, .settled])
        #expect(groupEvents[1].1 == lastMember)    // one completion, when the last member settles
        expectClose(groupEvents[0].1, t0 + 0.03 + 0.5, tolerance: 1.0 / 120 + 1e-9)  // latest logical completion
        #expect(!runtime.isActive(group))
    }

    @Test func aGroupWithACancelledMemberReportsCancellation() throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        var events: [AnimationCompletion] = []
        let group = runtime.makeGroup { events.append($0) }
        runtime.run(SpringAnimation(from: 0.0, to: 10, startTime: 0), group: group)
        let b = runtime.run(SpringAnimation(from: 0.0, to: 10, startTime: 0), group: group)
        try clock.advance(by: 0.1)
        runtime.cancel(b)
        try clock.advance(frames: 200, rate: 60)
        #expect(events == [.cancelled])
    }

    @Test func handlersMayStartRetargetReplaceAndCancelDuringATick() throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        final class State {
            var victim: AnimationHandle<SpringAnimation<Double>>?
            var steered: AnimationHandle<SpringAnimation<Double>>?
            var replaced: AnimationHandle<SpringAnimation<Double>>?
            var spawned: [AnimationHandle<DecayAnimation<Double>>] = []
            var victimUpdates = 0
            var victimEvents: [AnimationCompletion] = []
            var replacedEvents: [AnimationCompletion] = []
            var decayUpdates = 0
            var frames = 0
        }
        let st = State()
        // The driver is started first, so its handler runs before the others in each frame.
        runtime.run(SpringAnimation(from: 0.0, to: 1, startTime: 0, threshold: RestThreshold(value: 1e-9)), onUpdate: { _ in
            st.frames += 1
            switch st.frames {
            case 2:
                // Cancel an animation whose handler has not run yet this frame.
                if let v = st.victim { #expect(runtime.cancel(v)) }
                // Start new ones: they wait for the next frame.
                for _ in 0..<3 {
                    st.spawned.append(runtime.run(DecayAnimation(from: 0.0, initialVelocity: 500, startTime: runtime.now),
                                                  onUpdate: { _ in st.decayUpdates += 1 }))
                }
                #expect(st.decayUpdates == 0)
                // Retarget another.
                if let s = st.steered { #expect(runtime.retarget(s, to: -50)) }
                // Replace a spring with a decay of the same value.
                if let r = st.replaced, let old = runtime.animation(of: r) {
                    #expect(runtime.replace(r, with: DecayAnimation(continuing: old, at: runtime.now)) != nil)
                }
            case 4:
                // They were updated once, in frame 3 (this handler runs before theirs).
                #expect(st.decayUpdates == 3)
                // Cancel everything spawned, including from inside the loop.
                for d in st.spawned { runtime.cancel(d) }
            default: break
            }
        })
        st.victim = runtime.run(SpringAnimation(from: 0.0, to: 10, startTime: 0), onUpdate: { _ in st.victimUpdates += 1 },
                                completion: { st.victimEvents.append($0) })
        st.steered = runtime.run(SpringAnimation(from: 0.0, to: 100, startTime: 0))
        st.replaced = runtime.run(SpringAnimation(from: 0.0, to: 100, startTime: 0), completion: { st.replacedEvents.append($0) })
        try clock.advance(by: 1.0 / 60)
        #expect(st.victimUpdates == 1)
        try clock.advance(by: 1.0 / 60)
        #expect(st.victimUpdates == 1)          // skipped after being cancelled mid-frame
        #expect(st.victimEvents == [.cancelled])
        #expect(runtime.animation(of: st.steered!)?.target == -50)
        #expect(!runtime.isRunning(st.replaced!))   // now a decay with the same identifier
        #expect(st.spawned.allSatisfy { runtime.isRunning($0) })
        try clock.advance(by: 1.0 / 60)
        #expect(st.spawned.allSatisfy { runtime.isRunning($0) })
        try clock.advance(by: 1.0 / 60)
        #expect(st.spawned.allSatisfy { !runtime.isRunning($0) })
        #expect(st.decayUpdates == 3)
        try clock.advance(frames: 600, rate: 60)
        #expect(st.replacedEvents == [.logicallyComplete, .settled])   // told once, by the decay
        #expect(runtime.runningCount == 0)
    }

    @Test func completionHandlersMayStartTheNextAnimation() throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        var order: [String] = []
        runtime.run(TimingCurveAnimation(from: 0.0, to: 1, duration: 0.1, startTime: 0), completion: { event in
            guard event == .settled else { return }
            order.append("first done")
            runtime.run(TimingCurveAnimation(from: 1.0, to: 2, duration: 0.1, startTime: runtime.now), completion: { e in
                if e == .settled { order.append("second done") }
            })
        })
        try clock.advance(frames: 60, rate: 60)
        #expect(order == ["first done", "second done"])
    }

    @Test func replacingChangesTheKindOfMotionKeepingHandlers() throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        let rec = Recorder<Double>(runtime: runtime)
        let h = runtime.run(SpringAnimation(spring: .smooth, from: 0.0, to: 500, startTime: 0), onUpdate: rec.onUpdate)
        try clock.advance(frames: 6, rate: 60)
        let before = try #require(runtime.sample(of: h))
        let spring = try #require(runtime.animation(of: h))
        let d = try #require(runtime.replace(h, with: DecayAnimation(continuing: spring, at: runtime.now)))
        #expect(d.id == h.id)
        expectC1(before: before, after: try #require(runtime.sample(of: d)), scale: 5000)
        try clock.advance(by: 1.0 / 60)
        #expect(rec.samples.count == 7)   // the same handler keeps receiving
        // Replacing with the same type updates in place.
        let again = try #require(runtime.replace(d, with: DecayAnimation(from: 0.0, initialVelocity: 0, startTime: runtime.now)))
        #expect(again == d)
    }

    @Test func aRuntimeWithoutAClockIsDrivenByTicks() {
        let runtime = AnimationRuntime(startTime: 3)
        let h = runtime.run(TimingCurveAnimation(curve: .linear, from: 0.0, to: 10, duration: 1, startTime: 3))
        runtime.tick(at: 3.5)
        expectClose(runtime.value(of: h)!, 5, tolerance: 1e-12)
        expectClose(runtime.velocity(of: h)!, 10, tolerance: 1e-12)
        runtime.tick(at: 4)
        #expect(!runtime.isRunning(h))
        #expect(AnimationRuntime(startTime: .infinity).now == 0)
    }

    @Test func manyAnimationsOfManyTypesRunSideBySide() throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        var g = SeededRandom(seed: 5)
        var springs: [(handle: AnimationHandle<SpringAnimation<Double>>, animation: SpringAnimation<Double>)] = []
        var decays: [AnimationHandle<DecayAnimation<Point>>] = []
        for _ in 0..<500 {
            let spring = SpringAnimation(spring: Spring(duration: Double.random(in: 0.2...1, using: &g)),
                                         from: 0.0, to: Double.random(in: -100...100, using: &g), startTime: 0)
            springs.append((runtime.run(spring), spring))
            decays.append(runtime.run(DecayAnimation(from: Point(x: 0, y: 0), initialVelocity: Point(x: 100, y: -40), startTime: 0)))
        }
        runtime.run(AdditiveSpringAnimation(spring: .bouncy, from: 0.0, to: 1, startTime: 0))
        runtime.run(BoundedDecayAnimation(from: 0, initialVelocity: 4000, bounds: 0...300, startTime: 0))
        #expect(runtime.runningCount == 1002)
        try clock.advance(frames: 30, rate: 60)
        var compared = 0
        for (h, spring) in springs.prefix(50) {
            // Gone only if it has settled by now; otherwise on its closed form.
            guard let v = runtime.value(of: h) else {
                #expect(spring.sample(at: 0.5).isSettled, "removed before settling")
                continue
            }
            let expected = spring.spring.value(fromValue: 0.0, toValue: spring.target, time: 0.5)
            expectClose(v, expected, tolerance: 1e-9 * 100)
            compared += 1
        }
        #expect(compared >= 25)
        try clock.advance(frames: 1200, rate: 60)
        #expect(runtime.runningCount == 0)
    }

    @Test func aHandlerMayStartAnimationsOfItsOwnTypeAndNestedTicksAreIgnored() throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        var started: [AnimationHandle<SpringAnimation<Double>>] = []
        var calls = 0
        // `unowned`: a handler stored in the runtime that held it strongly
        // would keep both alive for good (a closure retain cycle).
        runtime.run(SpringAnimation(from: 0.0, to: 100, startTime: 0), onUpdate: { [unowned runtime] _ in
            calls += 1
            if calls <= 3 {
                // Same store as the one being delivered: appended, not delivered this frame.
                started.append(runtime.run(SpringAnimation(from: 0.0, to: 1, startTime: runtime.now, threshold: .opacity)))
                runtime.tick(at: runtime.now + 1)   // ignored: a frame is in progress
            }
        })
        try clock.advance(frames: 3, rate: 60)
        expectClose(runtime.now, 3.0 / 60, tolerance: 1e-12)
        #expect(started.count == 3)
        #expect(started.allSatisfy { runtime.isRunning($0) })
        #expect(runtime.runningCount == 4)
    }
}

// Defects found in review, one test each: each failed before its fix.
@MainActor
extension RuntimeTests {
    /// A clock that counts its handlers.
    nonisolated final class CountingClock: FrameClock {
        var now = 0.0
        var handlers = FrameHandlers()
        func addFrameHandler(_ handler: @escaping (Double) -> Void) -> FrameHandlerToken { handlers.add(handler) }
        func removeFrameHandler(_ token: FrameHandlerToken) { handlers.remove(token) }
    }

    /// An animation changed from a handler during a frame to one that is
    /// settled at once was removed at the end of the frame without its
    /// settled value ever reaching `onUpdate`.
    @Test(.tags(.regression, .review)) func aChangeMadeDuringAFrameDeliversItsSettledValue() throws {
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
    @Test(.tags(.regression, .review)) func aGroupWithoutMembersCompletesOnTheNextFrame() throws {
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

    /// A runtime released while attached left its frame handler on the clock.
    @Test(.tags(.regression, .review)) func aReleasedRuntimeLeavesNoHandlerOnItsClock() {
        let clock = CountingClock()
        var runtime: AnimationRuntime? = AnimationRuntime(clock: clock)
        #expect(clock.handlers.count == 1)
        weak let weakRuntime = runtime
        runtime = nil
        #expect(weakRuntime == nil)
        #expect(clock.handlers.count == 0)
    }
}

// Defects found by the fuzz targets (scripts/fuzz), each reproduced with the input that showed it.
@MainActor
extension RuntimeTests {
    /// A start pushed past the largest Double by its delay was clamped to
    /// the largest Double itself, where no time can pass: the animation
    /// never ended. Starts now stop at half of it, and a curve whose end
    /// rounds to its start ends there.
    @Test(.tags(.regression, .fuzzFinding)) func motionsStartingAtTheLatestTimeEnd() throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        var ended = 0
        runtime.run(SpringAnimation(spring: .bouncy, from: -1e6, to: 1e6, startTime: 1e308, delay: 1e308),
                    completion: { if $0 == .settled { ended += 1 } })
        runtime.run(TimingCurveAnimation(from: 0.0, to: 5e5, duration: 106_445, startTime: 1.7e308, delay: 1e308),
                    completion: { if $0 == .settled { ended += 1 } })
        let curve = TimingCurveAnimation(from: 0.0, to: 1.0, duration: 5, startTime: 1e308, delay: 1e308)
        #expect(curve.motionStartTime < Double.greatestFiniteMagnitude)
        try clock.advance(to: .greatestFiniteMagnitude)
        #expect(ended == 2)
        #expect(runtime.runningCount == 0)
    }

    /// The same wall reached another way: a spring retargeted (or a curve
    /// retargeted, or a spring restarted) once the clock stood at the
    /// largest Double restarted its motion there, where no time can pass,
    /// and never ended. A restart past half of it now starts at half of it,
    /// so the next frame — even at the same time — ends it.
    @Test(.tags(.regression, .fuzzFinding)) func motionsRestartedAtTheLastTimeEnd() throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        try clock.advance(to: .greatestFiniteMagnitude)
        var settled = 0
        let loose = Spring(response: 1, dampingRatio: 1e-8)
        let spring = runtime.run(SpringAnimation(spring: .smooth, from: 0.0, to: 0.0, initialVelocity: -0.05, startTime: runtime.now),
                                 completion: { if $0 == .settled { settled += 1 } })
        #expect(runtime.retarget(spring, to: 423_529, spring: loose))
        let curve = runtime.run(TimingCurveAnimation(from: 0.0, to: 1.0, duration: 5, startTime: runtime.now),
                                completion: { if $0 == .settled { settled += 1 } })
        _ = curve
        try clock.advance(by: 0)
        #expect(settled == 2 && runtime.runningCount == 0)

        // The animations themselves, outside any runtime.
        let end = Double.greatestFiniteMagnitude
        var a = SpringAnimation(spring: loose, from: 0.0, to: 0.0, initialVelocity: -0.05, startTime: end)
        a.retarget(to: 423_529, at: end)
        #expect(a.motionStartTime < end && a.sample(at: end).isSettled && a.sample(at: end).value == 423_529)
        var b = SpringAnimation(spring: loose, from: 0.0, to: 1.0, startTime: 0)
        b.restart(from: 5, velocity: 3, at: end)
        #expect(b.motionStartTime < end && b.sample(at: end).isSettled)
        var c = TimingCurveAnimation(from: 0.0, to: 1.0, duration: 5, startTime: 0)
        c.retarget(to: 2, at: end)
        #expect(c.motionStartTime < end && c.sample(at: end).isSettled && c.sample(at: end).value == 2)
        // At any time a clock meets in practice the restart is where it was asked.
        var d = SpringAnimation(spring: loose, from: 0.0, to: 1.0, startTime: 0)
        d.retarget(to: 2, at: 1e300)
        #expect(d.motionStartTime == 1e300)
    }
}
