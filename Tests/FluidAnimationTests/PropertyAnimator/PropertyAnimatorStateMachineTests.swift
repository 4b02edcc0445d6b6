import FluidAnimation
import FluidPhysics
import FluidTestSupport
import Testing

/// Every call of the property animator from every reachable state: the
/// resulting state, or a typed error that leaves the animator unchanged.
@Suite("PropertyAnimator: state machine")
@MainActor
struct PropertyAnimatorStateMachineTests {
    enum Base: Equatable { case inactive, running, paused, stopped }

    /// A reachable state and how to get there.
    struct Start: CustomStringConvertible {
        let name: String
        let base: Base
        let reversed: Bool
        let interruptible: Bool
        let build: @MainActor (PropertyAnimator, ManualClock) throws -> Void
        var description: String { name }
    }

    static let starts: [Start] = [
        Start(name: "inactive", base: .inactive, reversed: false, interruptible: true) { _, _ in },
        Start(name: "inactive, reversed", base: .inactive, reversed: true, interruptible: true) { a, _ in try a.setReversed(true) },
        Start(name: "running", base: .running, reversed: false, interruptible: true) { a, c in
            try a.startAnimation(); try c.advance(by: 0.25)
        },
        Start(name: "running, reversed", base: .running, reversed: true, interruptible: true) { a, c in
            try a.startAnimation(); try c.advance(by: 0.25); try a.setReversed(true); try c.advance(by: 0.05)
        },
        Start(name: "running, in a start delay", base: .running, reversed: false, interruptible: true) { a, c in
            try a.startAnimation(afterDelay: 1); try c.advance(by: 0.1)
        },
        Start(name: "paused", base: .paused, reversed: false, interruptible: true) { a, c in
            try a.startAnimation(); try c.advance(by: 0.3); try a.pauseAnimation()
        },
        Start(name: "paused, reversed", base: .paused, reversed: true, interruptible: true) { a, c in
            try a.startAnimation(); try c.advance(by: 0.3); try a.pauseAnimation(); try a.setReversed(true)
        },
        Start(name: "paused by scrubbing", base: .paused, reversed: false, interruptible: true) { a, _ in
            try a.setFractionComplete(0.4)
        },
        Start(name: "paused at the end (pausesOnCompletion)", base: .paused, reversed: false, interruptible: true) { a, c in
            a.pausesOnCompletion = true; try a.startAnimation(); try c.advance(frames: 80, rate: 60)
        },
        Start(name: "stopped", base: .stopped, reversed: false, interruptible: true) { a, c in
            try a.startAnimation(); try c.advance(by: 0.3); try a.stopAnimation(false)
        },
        Start(name: "stopped, reversed", base: .stopped, reversed: true, interruptible: true) { a, c in
            try a.startAnimation(); try c.advance(by: 0.3); try a.setReversed(true); try c.advance(by: 0.05); try a.stopAnimation(false)
        },
        Start(name: "inactive, not interruptible", base: .inactive, reversed: false, interruptible: false) { a, _ in
            try a.setInterruptible(false)
        },
        Start(name: "running, not interruptible", base: .running, reversed: false, interruptible: false) { a, c in
            try a.setInterruptible(false); try a.startAnimation(); try c.advance(by: 0.2)
        },
        Start(name: "paused at the end, not interruptible", base: .paused, reversed: false, interruptible: false) { a, c in
            try a.setInterruptible(false); a.pausesOnCompletion = true; try a.startAnimation(); try c.advance(frames: 80, rate: 60)
        },
    ]

    enum Call: CaseIterable, Sendable {
        case start, startAfterDelay, startAfterNegativeDelay, pause, stopFinishing, stopWithoutFinishing
        case finishAtStart, finishAtEnd, finishAtCurrent, setFraction, setFractionNaN, flipReversed
        case continueCurrent, continueSpring, continueNegativeFactor, continueUndampedSpring, continueSpringWithVelocity
        case addAnimation, addCompletion, setNotInterruptible, setInterruptible
    }

    enum Outcome: Equatable {
        case state(Base, reversed: Bool, interruptible: Bool)
        case error(AnimatorError)
    }

    /// The documented table (see `PropertyAnimator`).
    static func expected(_ call: Call, from s: Start) -> Outcome {
        let same = Outcome.state(s.base, reversed: s.reversed, interruptible: s.interruptible)
        func to(_ b: Base) -> Outcome { .state(b, reversed: s.reversed, interruptible: s.interruptible) }
        let bad = { (name: String, value: Double, reason: ParameterError.Reason) in
            Outcome.error(.invalidArgument(ParameterError(parameter: name, value: value, reason: reason)))
        }
        switch call {
        case .start:
            switch s.base {
            case .stopped: return .error(.stopped)
            default: return to(.running)
            }
        case .startAfterDelay:
            switch s.base {
            case .stopped: return .error(.stopped)
            case .running: return .error(.running)
            default: return to(.running)
            }
        case .startAfterNegativeDelay:
            return bad("delay", -1, .negative)
        case .pause:
            if s.base == .stopped { return .error(.stopped) }
            if !s.interruptible { return .error(.notInterruptible) }
            return to(.paused)
        case .stopFinishing, .stopWithoutFinishing:
            let without = call == .stopWithoutFinishing
            switch s.base {
            case .inactive: return same
            case .running, .paused: return s.interruptible ? to(without ? .inactive : .stopped) : .error(.notInterruptible)
            case .stopped: return without ? to(.inactive) : same
            }
        case .finishAtStart, .finishAtEnd, .finishAtCurrent:
            return s.base == .stopped ? to(.inactive) : .error(.notStopped)
        case .setFraction:
            switch s.base {
            case .stopped: return .error(.stopped)
            case .running: return .error(.running)
            default: return s.interruptible ? to(.paused) : .error(.notInterruptible)
            }
        case .setFractionNaN:
            return bad("fractionComplete", .nan, .notFinite)
        case .flipReversed:
            if s.base == .stopped { return .error(.stopped) }
            if s.base != .inactive && !s.interruptible { return .error(.notInterruptible) }
            return .state(s.base, reversed: !s.reversed, interruptible: s.interruptible)
        case .continueCurrent, .continueSpring, .continueSpringWithVelocity:
            switch s.base {
            case .inactive: return .error(.inactive)
            case .stopped: return .error(.stopped)
            default: return s.interruptible ? to(.running) : .error(.notInterruptible)
            }
        case .continueNegativeFactor:
            return bad("durationFactor", -1, .negative)
        case .continueUndampedSpring:
            return bad("dampingRatio", 0, .notPositive)
        case .addAnimation:
            return s.base == .stopped ? .error(.stopped) : same
        case .addCompletion:
            return same
        case .setNotInterruptible, .setInterruptible:
            guard s.base == .inactive else { return .error(.notInactive) }
            return .state(.inactive, reversed: s.reversed, interruptible: call == .setInterruptible)
        }
    }

    func perform(_ call: Call, on a: PropertyAnimator) throws(AnimatorError) {
        switch call {
        case .start: try a.startAnimation()
        case .startAfterDelay: try a.startAnimation(afterDelay: 0.1)
        case .startAfterNegativeDelay: try a.startAnimation(afterDelay: -1)
        case .pause: try a.pauseAnimation()
        case .stopFinishing: try a.stopAnimation(false)
        case .stopWithoutFinishing: try a.stopAnimation(true)
        case .finishAtStart: try a.finishAnimation(at: .start)
        case .finishAtEnd: try a.finishAnimation(at: .end)
        case .finishAtCurrent: try a.finishAnimation(at: .current)
        case .setFraction: try a.setFractionComplete(0.3)
        case .setFractionNaN: try a.setFractionComplete(.nan)
        case .flipReversed: try a.setReversed(!a.isReversed)
        case .continueCurrent: try a.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        case .continueSpring: try a.continueAnimation(withTimingParameters: .spring(.snappy, initialVelocity: 2), durationFactor: 0)
        case .continueNegativeFactor: try a.continueAnimation(withTimingParameters: nil, durationFactor: -1)
        case .continueUndampedSpring:
            try a.continueAnimation(withTimingParameters: .spring(Spring(duration: 0.5, bounce: 1)), durationFactor: 0)
        case .continueSpringWithVelocity: try a.continueAnimation(spring: .smooth, progressVelocity: 1.5)
        case .addAnimation: _ = try a.addAnimation(from: 0.0, to: 1)
        case .addCompletion: a.addCompletion { _ in }
        case .setNotInterruptible: try a.setInterruptible(false)
        case .setInterruptible: try a.setInterruptible(true)
        }
    }

    /// Everything observable about an animator, and the height it shows.
    struct Snapshot: Equatable {
        var animator: AnimatorSnapshot
        var height: Double

        @MainActor
        init(_ a: PropertyAnimator, _ h: AnimatorProperty<Double>) throws {
            animator = AnimatorSnapshot(a)
            height = try a.value(of: h)
        }

        var isReversed: Bool { animator.isReversed }
        var isInterruptible: Bool { animator.isInterruptible }

        var base: Base {
            switch animator.state {
            case .inactive: return .inactive
            case .stopped: return .stopped
            case .active: return animator.isRunning ? .running : .paused
            }
        }
    }

    @Test(arguments: Call.allCases)
    func everyCallFromEveryState(_ call: Call) throws {
        for start in Self.starts {
            let clock = ManualClock()
            let runtime = AnimationRuntime(clock: clock)
            let a = try PropertyAnimator(duration: 1, timing: .easeInOut, runtime: runtime)
            defer { endRun(of: a, clock: clock) }
            var positions: [AnimatorPosition] = []
            a.addCompletion { positions.append($0) }
            let h = try a.addAnimation(from: 80.0, to: 600)
            try start.build(a, clock)
            let before = try Snapshot(a, h)
            #expect(before.base == start.base, "setup of \(start)")
            #expect(before.isReversed == start.reversed && before.isInterruptible == start.interruptible, "setup of \(start)")
            let expected = Self.expected(call, from: start)
            var outcome: Outcome
            var failure: AnimatorError?
            do throws(AnimatorError) {
                try perform(call, on: a)
            } catch {
                failure = error
            }
            let after = try Snapshot(a, h)
            if let failure {
                outcome = .error(failure)
                // A refused call changes nothing.
                #expect(after == before, "\(call) from \(start) changed the animator")
            } else {
                outcome = .state(after.base, reversed: after.isReversed, interruptible: after.isInterruptible)
            }
            if case .error(.invalidArgument(let e)) = expected, case .error(.invalidArgument(let g)) = outcome {
                // NaN is not equal to itself: compare the parameter and reason.
                #expect(e.parameter == g.parameter && e.reason == g.reason, "\(call) from \(start)")
            } else {
                #expect(outcome == expected, "\(call) from \(start)")
            }
            // Finishing tells the completions the position asked for; nothing else does here.
            switch (call, outcome) {
            case (.finishAtStart, .state): #expect(positions == [.start])
            case (.finishAtEnd, .state): #expect(positions == [.end])
            case (.finishAtCurrent, .state): #expect(positions == [.current])
            default: #expect(positions.isEmpty, "\(call) from \(start) told the completions \(positions)")
            }
        }
    }

    @Test func theErrorsDescribeThemselves() {
        let all: [AnimatorError] = [.stopped, .notStopped, .running, .inactive, .notInactive, .notInterruptible, .foreignProperty,
                                    .invalidArgument(ParameterError(parameter: "delay", value: -1, reason: .negative))]
        #expect(Set(all.map(\.description)).count == all.count)
        #expect(AnimatorState.active.description == "active" && AnimatorPosition.current.description == "current")
    }
}
