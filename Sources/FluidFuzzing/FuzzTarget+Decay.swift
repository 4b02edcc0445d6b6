import FluidPhysics

extension FuzzTarget {
    /// `DecelerationRate`, `Decay` and `Projection`: the validating builders
    /// with any `Double` (typed error or a usable decay), then value,
    /// velocity, distance, duration, the inverse problems and the step with
    /// finite inputs, which must all stay finite and consistent.
    static let decay = FuzzTarget(
        name: "decay",
        summary: "DecelerationRate, Decay and Projection (finite, consistent inverses)"
    ) { (input: inout FuzzInput) throws(FuzzFinding) in
        let raw = input.double()
        let decay: Decay
        switch input.int(below: 3) {
        case 0:
            do throws(ParameterError) { decay = Decay(rate: try DecelerationRate(validating: raw)) } catch {
                try fuzzCheck(!error.description.isEmpty, "empty error")
                return
            }
        case 1:
            do throws(ParameterError) { decay = try Decay.validated(rate: raw) } catch {
                try fuzzCheck(!error.description.isEmpty, "empty error")
                return
            }
        default:
            decay = Decay(rate: input.pick([.normal, .fast, DecelerationRate(perSecond: input.value(in: 1e-6 ... 0.999_999))]))
        }
        let lambda = decay.rate.decayConstant
        try fuzzCheck(lambda.isFinite && lambda > 0, "decay constant \(lambda) for rate \(decay.rate.rawValue)")

        let v0 = input.finite(magnitude: 1e7)
        let t = input.bool() ? input.value(in: 0 ... 10) : Swift.abs(input.finite())
        let x = decay.value(initialVelocity: v0, time: t), v = decay.velocity(initialVelocity: v0, time: t)
        let total = decay.totalDistance(initialVelocity: v0)
        try FiniteCheck.require(finite: (x, v, total), "decay \(decay.rate.rawValue) from v0 \(v0) at t \(t)")
        try fuzzCheck(Swift.abs(x) <= Swift.abs(total) * (1 + 1e-12) + 1e-300, "travelled \(x) beyond the total \(total)")

        let threshold = input.value(in: 1e-300 ... 1e3)
        let duration = decay.duration(initialVelocity: v0, threshold: threshold)
        try fuzzCheck(duration.isFinite && duration >= 0, "duration \(duration) from v0 \(v0) to threshold \(threshold)")

        let distance = input.finite(magnitude: 1e6)
        let needed = decay.initialVelocity(toTravel: distance)
        try fuzzCheck(needed.isFinite, "initialVelocity(toTravel: \(distance)) = \(needed)")
        if let time = decay.time(toTravel: distance, initialVelocity: v0) {
            try fuzzCheck(time.isFinite && time >= 0, "time(toTravel: \(distance), v0 \(v0)) = \(time)")
        }

        var position = Point(x: 0, y: 0), velocity = Point(x: v0, y: -v0)
        decay.update(value: &position, velocity: &velocity, deltaTime: input.value(in: 0 ... 1))
        try FiniteCheck.require(finite: (position, velocity), "decay update")

        let landing = Projection.restingPosition(of: Point(x: distance, y: 0), velocity: Vector(dx: v0, dy: v0), rate: decay.rate)
        try FiniteCheck.require(finite: landing, "projection of v0 \(v0)")
    }
}
