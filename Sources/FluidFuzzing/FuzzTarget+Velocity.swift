import FluidGestures
import FluidPhysics

extension FuzzTarget {
    /// `VelocityTracker`, `VelocityTracker1D` and `VelocitySampler` with any
    /// strategy and any samples (out of order, duplicated, NaN, huge): a
    /// rejected sample changes nothing, and the estimate is never NaN (and
    /// finite while the input is ordinary) and within `maximumSpeed`.
    static let velocity = FuzzTarget(
        name: "velocity",
        summary: "velocity trackers and sampler with arbitrary samples (rejections change nothing, estimates finite)"
    ) { (input: inout FuzzInput) throws(FuzzFinding) in
        let strategy: VelocityStrategy = switch input.int(below: 4) {
        case 0: .leastSquares
        case 1: .impulse
        case 2: .iOSScrollView
        default: .weightedAverage(.init(thirdNewest: input.double(), secondNewest: input.double(), newest: input.double()))
        }
        let limit: Double? = input.bool() ? input.value(in: 0 ... 1e5) : nil
        var tracker = VelocityTracker(strategy: strategy, maximumSpeed: limit)
        var tracker1D = VelocityTracker1D(strategy: strategy, maximumSpeed: limit)
        var sampler = VelocitySampler<Point>(previousIntervalWeight: input.bool() ? input.value(in: 0 ... 1) : input.double())
        var stream = GestureStream()
        for step in 0 ..< 1 + input.int(below: 64) {
            if input.isExhausted && step > 0 { break }
            switch input.int(below: 8) {
            case 0:
                tracker.reset()
                tracker1D.reset()
                sampler.reset()
            case 1:
                let t = stream.time(&input)
                try stream.require(finite: (tracker.velocity(at: t), tracker1D.velocity(at: t)), "velocity(at: \(t))")
            default:
                let p = stream.point(&input), t = stream.time(&input)
                let before = tracker
                if case .rejected = tracker.addPosition(p, at: t) {
                    try fuzzCheck(tracker.sampleCount == before.sampleCount && tracker.newestTime == before.newestTime,
                                  "a rejected sample (\(p), \(t)) changed the tracker")
                }
                let before1D = tracker1D
                if case .rejected = tracker1D.addPosition(p.x, at: t) {
                    try fuzzCheck(tracker1D.sampleCount == before1D.sampleCount, "a rejected 1-D sample changed the tracker")
                }
                _ = sampler.addSample(p, time: t)
            }
            let v = tracker.velocity, v1 = tracker1D.velocity, s = sampler.velocity
            try stream.require(finite: (v, v1), "tracker velocity after step \(step)")
            try fuzzCheck(!s.x.isNaN && !s.y.isNaN, "sampler velocity \(s)")
            if let limit, limit > 0 {   // zero means no limit (documented)
                try fuzzCheck(v.length <= limit * (1 + 1e-9) + 1e-9, "speed \(v.length) above maximumSpeed \(limit)")
                try fuzzCheck(Swift.abs(v1) <= limit * (1 + 1e-9) + 1e-9, "1-D speed \(v1) above maximumSpeed \(limit)")
            }
        }
    }
}
