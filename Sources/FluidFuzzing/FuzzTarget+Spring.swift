import FluidPhysics

extension FuzzTarget {
    /// `Spring`: every validating builder with any `Double`s (a typed
    /// `ParameterError` naming the parameter, or a spring with finite
    /// positive coefficients), the clamping initialisers and presets with
    /// finite arguments (their documented domain), then evaluation, the
    /// step, the propagator and settling with finite states.
    static let spring = FuzzTarget(
        name: "spring",
        summary: "Spring builders, evaluation, update, propagator and settling (bounded, finite)"
    ) { (input: inout FuzzInput) throws(FuzzFinding) in
        guard let spring = try makeSpring(&input) else { return }
        try checkSpring(spring, &input)
    }

    /// A spring from one of the public ways of making one, or nil when a
    /// validating builder rejected the input (with a well-formed error).
    static func makeSpring(_ input: inout FuzzInput) throws(FuzzFinding) -> Spring? {
        func rejected(_ e: ParameterError, _ names: [String]) throws(FuzzFinding) -> Spring? {
            try fuzzCheck(names.contains(e.parameter), "error names an unknown parameter: \(e)")
            try fuzzCheck(!e.description.isEmpty, "empty error description")
            return nil
        }
        switch input.int(below: 9) {
        case 0:
            let d = input.double(), b = input.double()
            do { return try Spring.validated(duration: d, bounce: b) } catch { return try rejected(error, ["duration", "bounce"]) }
        case 1:
            let r = input.double(), z = input.double()
            do { return try Spring.validated(response: r, dampingRatio: z) } catch { return try rejected(error, ["response", "dampingRatio"]) }
        case 2:
            let m = input.double(), k = input.double(), c = input.double(), over = input.bool()
            do { return try Spring.validated(mass: m, stiffness: k, damping: c, allowOverDamping: over) } catch {
                return try rejected(error, ["mass", "stiffness", "damping"])
            }
        case 3:
            let s = input.double(), z = input.double(), e = input.double()
            do { return try Spring.validated(settlingDuration: s, dampingRatio: z, epsilon: e) } catch {
                return try rejected(error, ["settlingDuration", "dampingRatio", "epsilon"])
            }
        case 4: return Spring(duration: input.finite(), bounce: input.finite())
        case 5: return Spring(response: input.finite(), dampingRatio: input.finite())
        case 6: return Spring(mass: input.finite(), stiffness: input.finite(), damping: input.finite(), allowOverDamping: input.bool())
        case 7: return Spring(settlingDuration: input.finite(), dampingRatio: input.finite(), epsilon: input.finite())
        default:
            let duration = input.value(in: 1e-6 ... 1e6), extra = input.value(in: -1 ... 1)
            switch input.int(below: 3) {
            case 0: return .smooth(duration: duration, extraBounce: extra)
            case 1: return .snappy(duration: duration, extraBounce: extra)
            default: return .bouncy(duration: duration, extraBounce: extra)
            }
        }
    }

    /// The contract of a spring that exists: finite coefficients, bounded
    /// settling, finite motion from finite states.
    static func checkSpring(_ spring: Spring, _ input: inout FuzzInput) throws(FuzzFinding) {
        try fuzzCheck(spring.mass.isFinite && spring.mass > 0, "mass \(spring.mass) of \(spring)")
        try fuzzCheck(spring.naturalFrequency.isFinite && spring.naturalFrequency > 0, "ω₀ \(spring.naturalFrequency) of \(spring)")
        try fuzzCheck(spring.dampingRatio.isFinite && spring.dampingRatio >= 0, "ζ \(spring.dampingRatio) of \(spring)")
        for (name, x) in [("duration", spring.duration), ("bounce", spring.bounce), ("stiffness", spring.stiffness), ("damping", spring.damping)] {
            try fuzzCheck(!x.isNaN, "\(name) is NaN for \(spring)")
        }
        let settling = spring.settlingDuration
        try fuzzCheck(!settling.isNaN && settling >= 0, "settlingDuration \(settling) for \(spring)")
        // The slowest mode decays at ζω₀ (ζ < 1) or ω₀/(ζ + √(ζ² − 1)); below
        // 1e-290/s the true settling time (ln(A/ε) of up to ~1e3 over that
        // rate) can pass the largest Double, and +∞ is the honest answer.
        let z = spring.dampingRatio, w0 = spring.naturalFrequency
        let slowestRate = z < 1 ? z * w0 : w0 / (z + ((z - 1) * (z + 1)).squareRoot())
        let decaysMeasurably = slowestRate >= 1e-290
        try fuzzCheck(settling.isFinite || !decaysMeasurably, "infinite settlingDuration for damped \(spring)")

        let y0 = input.finite(magnitude: 1e6), v0 = input.finite(magnitude: 1e7)
        let t = input.bool() ? input.value(in: 0 ... 10) : Swift.abs(input.finite())
        let value = spring.value(target: y0, initialVelocity: v0, time: t)
        let velocity = spring.velocity(target: y0, initialVelocity: v0, time: t)
        // A swing of v₀/ω₀ beyond the largest Double honestly overflows;
        // NaN never does.
        let representable = Swift.abs(v0) / spring.naturalFrequency < 1e300
        try fuzzCheck(representable ? value.isFinite && velocity.isFinite : !value.isNaN && !velocity.isNaN,
                      "\(spring) from y0 \(y0), v0 \(v0) at t \(t): value \(value), velocity \(velocity)")

        let epsilon = input.value(in: 1e-9 ... 10)
        let settle = spring.settlingDuration(target: y0, initialVelocity: v0, epsilon: epsilon)
        try fuzzCheck(!settle.isNaN && settle >= 0, "settlingDuration(\(y0), \(v0), ε \(epsilon)) = \(settle) for \(spring)")
        try fuzzCheck(settle.isFinite || !decaysMeasurably,
                      "settlingDuration(\(y0), \(v0), ε \(epsilon)) infinite for damped \(spring)")

        var x = Point(x: y0, y: -y0 / 2), v = Point(x: v0, y: v0 / 3)
        let dt = input.value(in: 0 ... 1)
        for _ in 0 ..< 1 + input.int(below: 8) {
            spring.update(value: &x, velocity: &v, target: Point(x: 0, y: 0), deltaTime: dt)
        }
        if representable { try FiniteCheck.require(finite: (x, v), "\(spring).update by \(dt) s from (\(y0), \(v0))") }

        let p = spring.propagator(time: t)
        try FiniteCheck.require(finite: (p.a, p.b, p.c, p.d), "\(spring).propagator(time: \(t))")
        let turns = spring.turningTimes(displacement: y0, velocity: v0)
        for turn in [turns.first, turns.second] {
            if let turn { try fuzzCheck(turn.isFinite && turn >= 0, "turning time \(turn) for \(spring) from (\(y0), \(v0))") }
        }
    }
}
