import FluidGestures
import FluidPhysics

extension FuzzTarget {
    /// `PauseDetector` and `VelocityDropPauseDetector`, configured from the
    /// input, with arbitrary samples and advances: no NaN in any event or
    /// state, finite while the input is ordinary; reset returns to tracking.
    static let pause = FuzzTarget(
        name: "pause",
        summary: "both pause detectors with arbitrary samples, advances and resets"
    ) { (input: inout FuzzInput) throws(FuzzFinding) in
        var detector = PauseDetector(
            minimumOffset: input.value(in: 0 ... 200), evidenceDistance: input.value(in: 0 ... 50),
            remainingSpeedRatio: input.value(in: 0 ... 1), maximumWindow: input.value(in: 0 ... 1),
            minimumSamplesAfter: input.int(below: 6), resumeDistance: input.value(in: 0 ... 50))
        var drop = VelocityDropPauseDetector(maximumSpeed: input.value(in: 0 ... 1000), minimumOffset: input.value(in: 0 ... 200),
                                             dropRatio: input.value(in: 0 ... 1))
        var stream = GestureStream()
        for step in 0 ..< 1 + input.int(below: 96) {
            if input.isExhausted && step > 0 { break }
            switch input.int(below: 10) {
            case 0:
                detector.reset()
                drop.reset()
                try fuzzCheck(detector.state == .tracking && !drop.hasPaused, "not tracking after reset()")
            case 1:
                let t = stream.time(&input)
                let event = detector.advance(to: t)
                try stream.require(finite: (event as Any, detector.state), "advance(to: \(t))")
            case 2:
                let velocity = Vector(dx: stream.coordinate(&input), dy: stream.coordinate(&input))
                let offset = Vector(dx: stream.coordinate(&input), dy: stream.coordinate(&input))
                _ = drop.track(velocity: velocity, offset: offset)
            default:
                let p = stream.point(&input), t = stream.time(&input)
                let a = detector.addPosition(p, at: t), b = drop.addPosition(p, at: t)
                try stream.require(finite: (a as Any, b as Any, detector.state), "addPosition(\(p), at: \(t))")
            }
        }
    }
}
