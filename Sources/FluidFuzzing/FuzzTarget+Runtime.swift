import FluidAnimation
import FluidPhysics

extension FuzzTarget {
    /// `AnimationRuntime` with arbitrary runs (springs, decays, bounded
    /// decays, curves; alone or in groups), retargets, cancels and clock
    /// steps (zero, tiny, huge, rejected): every sample finite; each
    /// animation told `.logicallyComplete` at most once and then exactly one
    /// of `.settled` or `.cancelled`, nothing after; each group likewise;
    /// and once time runs on, the runtime empties (undamped springs too:
    /// physics motion ends after `AnimationLimits.maximumMotionDuration`).
    static let runtime = FuzzTarget(
        name: "runtime",
        summary: "AnimationRuntime runs, retargets, cancels and clock steps (completions exactly once, runtime empties)"
    ) { (input: inout FuzzInput) throws(FuzzFinding) in
        let clock = ManualClock(startTime: input.bool() ? 0 : input.finite(magnitude: 1e6))
        let runtime = AnimationRuntime(clock: clock)
        let log = CompletionLog()
        var animations: [RunningAnimation] = []
        var springs: [AnimationHandle<SpringAnimation<Double>>] = []
        var groups: [AnimationGroup] = []

        @MainActor func track<A: ValueAnimation>(_ animation: A, group: AnimationGroup?) -> AnimationHandle<A> {
            let id = log.sequences.count
            log.sequences.append([])
            let handle = runtime.run(animation, group: group, onUpdate: { sample in
                if FiniteCheck.firstNonFinite(in: (sample.value, sample.velocity)) != nil {
                    log.problems.append("animation \(id) sampled \(sample.value), \(sample.velocity)")
                }
            }, completion: { completion in
                log.sequences[id].append(completion)
                trace?("#\(id) completion \(completion)")
            })
            animations.append(RunningAnimation(id: id, label: "\(animation)",
                                               cancel: { runtime.cancel(handle) }, isRunning: { runtime.isRunning(handle) }))
            trace?("run #\(id): \(animation)")
            return handle
        }

        for step in 0 ..< 1 + input.int(below: 64) {
            if input.isExhausted && step > 0 { break }
            let group: AnimationGroup? = !groups.isEmpty && input.int(below: 4) == 0 ? input.pick(groups) : nil
            if let group { trace?("in group \(group)") }
            let start = runtime.now + (input.bool() ? 0 : input.value(in: 0 ... 1))
            switch input.int(below: 12) {
            case 0, 1:
                let spring = try makeSpring(&input) ?? .smooth
                springs.append(track(SpringAnimation(spring: spring, from: input.finite(magnitude: 1e6), to: input.finite(magnitude: 1e6),
                                                     initialVelocity: input.finite(magnitude: 1e6), startTime: start), group: group))
            case 2:
                let spring = try makeSpring(&input) ?? .snappy
                _ = track(SpringAnimation(spring: spring, from: Point(x: input.finite(magnitude: 1e6), y: 0),
                                          to: Point(x: 0, y: input.finite(magnitude: 1e6)), startTime: start), group: group)
            case 3:
                _ = track(DecayAnimation(decay: Decay(rate: DecelerationRate(perSecond: input.value(in: 1e-6 ... 0.999_999))),
                                         from: input.finite(magnitude: 1e6), initialVelocity: input.finite(magnitude: 1e6), startTime: start),
                          group: group)
            case 4:
                let a = input.finite(magnitude: 1e4), b = input.finite(magnitude: 1e4)
                _ = track(BoundedDecayAnimation(from: input.finite(magnitude: 1e5), initialVelocity: input.finite(magnitude: 1e6),
                                                bounds: Swift.min(a, b) ... Swift.max(a, b), startTime: start), group: group)
            case 5:
                _ = track(TimingCurveAnimation(from: input.finite(magnitude: 1e6), to: input.finite(magnitude: 1e6), duration: input.double(),
                                               startTime: start, delay: input.double()), group: group)
            case 6:
                let id = log.groupSequences.count
                log.groupSequences.append([])
                groups.append(runtime.makeGroup { completion in
                    log.groupSequences[id].append(completion)
                    trace?("group \(id) completion \(completion)")
                })
                trace?("makeGroup \(id)")
            case 7 where !springs.isEmpty:
                let target: Double? = input.bool() ? input.finite(magnitude: 1e6) : nil
                let spring: Spring? = input.bool() ? (try makeSpring(&input)).flatMap { $0.dampingRatio > 0 ? $0 : nil } : nil
                let handle = input.pick(springs)
                let retargeted = runtime.retarget(handle, to: target, spring: spring)
                trace?("retarget \(handle) to \(target.map { "\($0)" } ?? "the same target"), spring \(spring.map { "\($0)" } ?? "the same"): \(retargeted)")
            case 8 where !animations.isEmpty:
                let animation = input.pick(animations)
                trace?("cancel #\(animation.id): \(animation.cancel())")
            default:
                let before = clock.now
                switch input.int(below: 8) {
                case 0: try? clock.advance(by: 0)
                case 1: try? clock.advance(by: input.value(in: 1e3 ... 1e6))
                case 2:
                    let dt = input.double()
                    do { try clock.advance(by: dt) } catch {
                        try fuzzCheck(clock.now == before, "a rejected clock step \(dt) moved the clock")
                    }
                default: try? clock.advance(frames: 1 + input.int(below: 30), rate: input.pick([30, 60, 120, 144]))
                }
                trace?("clock \(before) → \(clock.now)")
            }
            try fuzzCheck(log.problems.isEmpty, "step \(step): \(log.problems)")
            try checkCompletions(log.sequences, final: false, "animation")
            try checkCompletions(log.groupSequences, final: false, "group")
        }
        // Everything must end in finite time, undamped springs included
        // (`AnimationLimits.maximumMotionDuration`): frames 1 s, 10 s,
        // 100 s … apart, up to 1e300 s, then the last finite time.
        var step = 1.0
        while runtime.runningCount > 0 && step <= 1e300 {
            try? clock.advance(by: step)
            trace?("drain: clock \(clock.now), \(runtime.runningCount) running")
            step *= 10
        }
        // Delays are clamped to the largest finite time, which is still a time.
        if runtime.runningCount > 0 { try? clock.advance(to: .greatestFiniteMagnitude) }
        let stuck = animations.filter { $0.isRunning() }.map { "#\($0.id) \($0.label)" }
        try fuzzCheck(runtime.runningCount == 0, "\(runtime.runningCount) animations still running at the last finite time: \(stuck)")
        try fuzzCheck(log.problems.isEmpty, "after draining: \(log.problems)")
        try checkCompletions(log.sequences, final: true, "animation")
        try checkCompletions(log.groupSequences, final: false, "group")
    }

    /// Each sequence (of an animation's or a group's completions) is
    /// `[.logicallyComplete]? then (.settled | .cancelled)` and nothing more;
    /// with `final`, every sequence has its terminal completion.
    private static func checkCompletions(_ sequences: [[AnimationCompletion]], final: Bool, _ kind: String) throws(FuzzFinding) {
        for (id, sequence) in sequences.enumerated() {
            var rest = sequence[...]
            if rest.first == .logicallyComplete { rest = rest.dropFirst() }
            let ok = rest.isEmpty ? !final : (rest.count == 1 && rest.first != .logicallyComplete)
            try fuzzCheck(ok, "\(kind) \(id) completions \(sequence)")
        }
    }
}

/// A started animation, as the target remembers it.
@MainActor
private struct RunningAnimation {
    var id: Int
    var label: String
    var cancel: () -> Bool
    var isRunning: () -> Bool
}

/// Completions and problems recorded by handlers.
@MainActor
private final class CompletionLog {
    var sequences: [[AnimationCompletion]] = []
    var groupSequences: [[AnimationCompletion]] = []
    var problems: [String] = []
}
