import FluidAnimation
import FluidPhysics

extension FuzzTarget {
    /// `PropertyAnimator` under arbitrary call sequences and clock steps: a
    /// call that throws changes nothing; progress, fraction and every
    /// property value stay finite; a curve-timed run keeps its fraction in
    /// 0…1; each completion runs exactly once when the animator finishes
    /// (never after `stopAnimation(true)`, which discards them).
    static let animator = FuzzTarget(
        name: "animator",
        summary: "PropertyAnimator call sequences (rejected calls change nothing, completions exactly once)"
    ) { (input: inout FuzzInput) throws(FuzzFinding) in
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        let kind = input.int(below: 4)
        // A spring, or a Bézier curve with control points outside 0…1, may
        // take the fraction outside 0…1 by its own shape.
        var ownIsSpring = kind >= 2
        let ownSpring = ownIsSpring ? try makeSpring(&input) ?? .smooth : .smooth
        let timing: AnimatorTiming
        do throws(AnimatorError) {
            switch kind {
            case 0: timing = input.pick([.linear, .easeIn, .easeOut, .easeInOut])
            case 1:
                let (x1, y1, x2, y2) = (input.double(), input.double(), input.double(), input.double())
                timing = try .cubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
                if !(0 ... 1).contains(y1) || !(0 ... 1).contains(y2) { ownIsSpring = true }
            default: timing = .spring(ownSpring, initialVelocity: input.finite(magnitude: 100))
            }
        } catch {
            return
        }
        trace?("timing \(timing)")
        let animator: PropertyAnimator
        do { animator = try PropertyAnimator(duration: input.double(), timing: timing, runtime: runtime) } catch { return }

        let log = CallLog()
        var properties: [AnimatorProperty<Double>] = []
        var pending: [Int] = []              // completions that have not run yet
        var springInRun = ownIsSpring
        // Cleared once a progress velocity beyond 1e6/s is given: its
        // product with a property's range may honestly overflow to ±∞.
        var ordinary = true
        for step in 0 ..< 1 + input.int(below: 64) {
            if input.isExhausted && step > 0 { break }
            let before = AnimatorSnapshot(animator)
            var discarding = false
            var what = ""
            let op = input.int(below: 16)
            let continuation = op == 12 ? try makeSpring(&input) ?? .smooth : .smooth
            trace?("op \(op)")
            do throws(AnimatorError) {
                switch op {
                case 0, 1:
                    let index = properties.count, from = input.finite(magnitude: 1e6), to = input.finite(magnitude: 1e6)
                    what = "addAnimation(from: \(from), to: \(to))"
                    properties.append(try animator.addAnimation(from: from, to: to) { value in
                        if value.isNaN { log.problems.append("property \(index) changed to \(value)") }
                    })
                case 2:
                    what = "addCompletion"
                    let id = log.calls.count
                    log.calls.append(0)
                    pending.append(id)
                    animator.addCompletion { _ in log.calls[id] += 1 }
                case 3: what = "startAnimation"; try animator.startAnimation()
                case 4:
                    let delay = input.double()
                    what = "startAnimation(afterDelay: \(delay))"
                    try animator.startAnimation(afterDelay: delay)
                case 5: what = "pauseAnimation"; try animator.pauseAnimation()
                case 6:
                    let withoutFinishing = input.bool()
                    what = "stopAnimation(\(withoutFinishing))"
                    discarding = withoutFinishing
                    try animator.stopAnimation(withoutFinishing)
                case 7:
                    let position = input.pick([AnimatorPosition.start, .end, .current])
                    what = "finishAnimation(at: \(position))"
                    try animator.finishAnimation(at: position)
                case 8:
                    let fraction = input.double()
                    what = "setFractionComplete(\(fraction))"
                    try animator.setFractionComplete(fraction)
                case 9:
                    let reversed = input.bool()
                    what = "setReversed(\(reversed))"
                    try animator.setReversed(reversed)
                case 10:
                    let interruptible = input.bool()
                    what = "setInterruptible(\(interruptible))"
                    try animator.setInterruptible(interruptible)
                case 11:
                    let parameters: AnimatorTiming? = input.bool() ? nil : input.pick([.linear, .easeOut, .spring(.bouncy)])
                    let factor = input.double()
                    what = "continueAnimation(withTimingParameters: \(parameters.map { "\($0)" } ?? "nil"), durationFactor: \(factor))"
                    try animator.continueAnimation(withTimingParameters: parameters, durationFactor: factor)
                    if case .spring = parameters { springInRun = true }
                case 12:
                    let velocity = input.double()
                    what = "continueAnimation(spring: \(continuation), progressVelocity: \(velocity))"
                    if !(Swift.abs(velocity) <= 1e6) { ordinary = false }
                    try animator.continueAnimation(spring: continuation, progressVelocity: velocity)
                    springInRun = true
                case 13:
                    what = "scrubsLinearly / pausesOnCompletion"
                    if input.bool() { animator.scrubsLinearly.toggle() } else { animator.pausesOnCompletion.toggle() }
                default:
                    let dt = input.int(below: 8) == 0 ? input.double() : input.value(in: 0 ... 0.1)
                    what = "clock step \(dt)"
                    try? clock.advance(by: dt)
                }
            } catch {
                try fuzzCheck(AnimatorSnapshot(animator) == before, "\(what) threw \(error) but changed \(before) to \(AnimatorSnapshot(animator))")
            }
            trace?("\(what) → \(AnimatorSnapshot(animator))")
            try fuzzCheck(log.problems.isEmpty, "\(what): \(log.problems)")
            let fraction = animator.fractionComplete
            try fuzzCheck(fraction.isFinite && animator.progress.isFinite && !animator.progressVelocity.isNaN,
                          "\(what): fraction \(fraction), progress \(animator.progress), velocity \(animator.progressVelocity)")
            if !springInRun {
                try fuzzCheck(fraction >= -1e-9 && fraction <= 1 + 1e-9, "\(what): a curve-timed fraction left 0…1: \(fraction)")
            }
            for property in properties {
                let value: Double, velocity: Double
                do throws(AnimatorError) {
                    (value, velocity) = (try animator.value(of: property), try animator.velocity(of: property))
                } catch {
                    throw FuzzFinding("\(what): its own property is refused: \(error)")
                }
                try fuzzCheck(ordinary ? value.isFinite && velocity.isFinite : !value.isNaN && !velocity.isNaN,
                              "\(what): property value \(value), velocity \(velocity)")
            }
            if before.state != .inactive && animator.state == .inactive {
                for id in pending where log.calls[id] != (discarding ? 0 : 1) {
                    throw FuzzFinding("\(what): completion \(id) ran \(log.calls[id]) times as the animator became inactive")
                }
                pending.removeAll()
                springInRun = ownIsSpring
            }
            for (id, count) in log.calls.enumerated() where count > 1 {
                throw FuzzFinding("\(what): completion \(id) ran \(count) times")
            }
        }
        // A running animator is kept alive by its runtime until its run ends
        // (as UIKit keeps a running UIViewPropertyAnimator): end it, by
        // stopping or by letting time run, before the runtime goes away, so
        // LeakSanitizer sees no cycle. It must become inactive either way.
        try? animator.stopAnimation(true)
        if animator.state == .stopped { try? animator.finishAnimation(at: .current) }
        if animator.state == .active && !animator.isRunning { try? animator.startAnimation() }
        var step = 1.0
        while animator.state != .inactive && step <= 1e300 {
            try? clock.advance(by: step)
            step *= 10
        }
        if animator.state != .inactive { try? clock.advance(to: .greatestFiniteMagnitude) }
        try fuzzCheck(animator.state == .inactive || animator.pausesOnCompletion, "the animator never became inactive: \(AnimatorSnapshot(animator))")
        if animator.state != .inactive { try? animator.stopAnimation(true) }
    }
}

/// What a rejected call must leave unchanged.
@MainActor
private struct AnimatorSnapshot: Equatable, CustomStringConvertible {
    var state: AnimatorState
    var isReversed: Bool
    var isInterruptible: Bool
    var isRunning: Bool
    var fraction: Double
    var progress: Double

    init(_ a: PropertyAnimator) {
        (state, isReversed, isInterruptible, isRunning) = (a.state, a.isReversed, a.isInterruptible, a.isRunning)
        (fraction, progress) = (a.fractionComplete, a.progress)
    }

    nonisolated var description: String {
        "(\(state), reversed \(isReversed), interruptible \(isInterruptible), running \(isRunning), fraction \(fraction), progress \(progress))"
    }
}

/// Calls recorded by handlers (closures cannot throw into the target).
@MainActor
final class CallLog {
    /// Times each completion ran, by completion index.
    var calls: [Int] = []
    /// Contract breaks seen inside handlers.
    var problems: [String] = []
}
