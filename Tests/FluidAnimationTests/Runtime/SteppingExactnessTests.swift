import FluidAnimation
import FluidPhysics
import FluidTestSupport
import Testing

/// The runtime steps springs and decays by the frame interval with cached
/// exact transitions instead of evaluating each from its start. Stepping must
/// stay on the closed form: within 1e-9 of the motion's scale after 10 s at
/// 120 Hz, with uneven and with dropped frames, at every frame.
@Suite("Stepping stays on the closed form")
@MainActor
struct SteppingExactnessTests {
    enum Frames: CaseIterable, CustomTestStringConvertible {
        case steady120, uneven, dropped
        var testDescription: String {
            switch self {
            case .steady120: "120 Hz"
            case .uneven: "uneven frames"
            case .dropped: "dropped frames"
            }
        }
    }

    /// Advances `clock` by one frame of the given kind.
    static func step(_ clock: ManualClock, _ frames: Frames, _ g: inout SeededRandom) throws {
        switch frames {
        case .steady120:
            try clock.advance(frames: 1, rate: 120)
        case .uneven:
            try clock.advance(by: Double.random(in: 0.002...0.03, using: &g))
        case .dropped:
            // 120 Hz, with one to twelve frames lost now and then (a hitch).
            if Int.random(in: 0..<6, using: &g) == 0 { try clock.skip(by: Double(Int.random(in: 1...12, using: &g)) / 120) }
            try clock.advance(by: 1.0 / 120)
        }
    }

    /// A threshold no motion meets before the 60 s limit: the springs keep
    /// moving for the whole 10 s.
    static let never = RestThreshold(value: 0, velocity: 0)

    @Test(arguments: Frames.allCases)
    func springsStayWithin1e9OfTheirScaleFor10Seconds(_ frames: Frames) throws {
        let clock = ManualClock(startTime: 3)
        let runtime = AnimationRuntime(clock: clock)
        // Every regime: barely damped, bouncy, critical, over-damped, undamped;
        // slow and fast; a hand-off velocity; a delay that starts mid-run.
        let cases: [SpringAnimation<Point>] = [
            SpringAnimation(spring: Spring(duration: 0.8, bounce: 0.95), from: Point(x: 0, y: 0), to: Point(x: 300, y: -40),
                            initialVelocity: Point(x: -900, y: 2000), startTime: 3, threshold: Self.never),
            SpringAnimation(spring: .bouncy, from: Point(x: 10, y: 700), to: Point(x: 200, y: 100), startTime: 3, threshold: Self.never),
            SpringAnimation(spring: .smooth(duration: 2), from: Point(x: -50, y: 0), to: Point(x: 50, y: 400),
                            initialVelocity: Point(x: 300, y: 0), startTime: 3, threshold: Self.never),
            SpringAnimation(spring: Spring(response: 1.5, dampingRatio: 3), from: Point(x: 0, y: 0), to: Point(x: 1000, y: 1000),
                            startTime: 3, threshold: Self.never),
            SpringAnimation(spring: Spring(duration: 1.3, bounce: 1), from: Point(x: 5, y: 5), to: Point(x: 105, y: -95),
                            startTime: 3, threshold: Self.never),
            SpringAnimation(spring: Spring(duration: 0.15, bounce: 0.2), from: Point(x: 0, y: 0), to: Point(x: 80, y: 0),
                            initialVelocity: Point(x: 5000, y: -5000), startTime: 3, delay: 2.3456, threshold: Self.never),
        ]
        let handles = cases.map { runtime.run($0) }
        let scalar = SpringAnimation(spring: .snappy(duration: 3), from: 1e6, to: 1e6 + 250, initialVelocity: -40,
                                     startTime: 3, threshold: Self.never)
        let scalarHandle = runtime.run(scalar)
        var g = SeededRandom(seed: 12)
        var checked = 0
        while clock.now < 13 {
            try Self.step(clock, frames, &g)
            for (a, h) in zip(cases, handles) {
                let stepped = try #require(runtime.sample(of: h))
                let exact = a.sample(at: runtime.now)
                let w = a.spring.naturalFrequency
                // The motion's scale: its distance to travel plus how far its
                // initial velocity alone would carry it (1/ω₀ seconds' worth).
                let scale = (a.initialValue - a.target).magnitude + a.initialVelocity.magnitude / w
                expectClose(stepped.value, exact.value, tolerance: 1e-9 * scale, "value at t = \(runtime.now)")
                expectClose(stepped.velocity, exact.velocity, tolerance: 1e-9 * scale * w, "velocity at t = \(runtime.now)")
                #expect(!stepped.isSettled)
                #expect(stepped.isLogicallyComplete == exact.isLogicallyComplete)
                checked += 1
            }
            // A value far from the origin: its error is measured against its
            // motion, not against its magnitude.
            let s = try #require(runtime.sample(of: scalarHandle))
            let e = scalar.sample(at: runtime.now)
            let w = scalar.spring.naturalFrequency
            let scale = 250 + 40 / w
            expectClose(s.value, e.value, tolerance: 1e-9 * scale)
            expectClose(s.velocity, e.velocity, tolerance: 1e-9 * scale * w)
        }
        #expect(checked > 6 * 100)
    }

    @Test(arguments: Frames.allCases)
    func decaysStayWithin1e9OfTheirScaleFor10Seconds(_ frames: Frames) throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        let cases: [DecayAnimation<Point>] = [
            DecayAnimation(from: Point(x: 0, y: 0), initialVelocity: Point(x: 4000, y: -1500), startTime: 0, threshold: Self.never),
            DecayAnimation(decay: Decay(rate: .fast), from: Point(x: 100, y: 100), initialVelocity: Point(x: -800, y: 300),
                           startTime: 0, delay: 0.5, threshold: Self.never),
            DecayAnimation(decay: Decay(rate: DecelerationRate(rawValue: 0.9995)), from: Point(x: 0, y: 0),
                           initialVelocity: Point(x: 0, y: 20_000), startTime: 0, threshold: Self.never),
        ]
        let handles = cases.map { runtime.run($0) }
        var g = SeededRandom(seed: 21)
        while clock.now < 10 {
            try Self.step(clock, frames, &g)
            for (a, h) in zip(cases, handles) {
                let stepped = try #require(runtime.sample(of: h))
                let exact = a.sample(at: runtime.now)
                let scale = (a.restingValue - a.initialValue).magnitude
                expectClose(stepped.value, exact.value, tolerance: 1e-9 * scale, "value at t = \(runtime.now)")
                expectClose(stepped.velocity, exact.velocity, tolerance: 1e-9 * a.initialVelocity.magnitude,
                            "velocity at t = \(runtime.now)")
                #expect(stepped.isLogicallyComplete == exact.isLogicallyComplete)
            }
        }
    }

    /// With an ordinary threshold, the stepped motion settles at the frame
    /// the closed form does (give or take the frame whose energy is within
    /// rounding of the bound) and rests exactly on the target.
    @Test func steppedSpringsSettleWhereTheClosedFormDoes() throws {
        let clock = ManualClock()
        let runtime = AnimationRuntime(clock: clock)
        var g = SeededRandom(seed: 5)
        var animations: [SpringAnimation<Double>] = []
        var handles: [AnimationHandle<SpringAnimation<Double>>] = []
        var settledAt: [Double?] = []
        for _ in 0..<200 {
            let a = SpringAnimation(spring: Spring(duration: Double.random(in: 0.2...1.5, using: &g),
                                                   bounce: Double.random(in: -0.5...0.6, using: &g)),
                                    from: 0.0, to: Double.random(in: -500...500, using: &g),
                                    initialVelocity: Double.random(in: -2000...2000, using: &g), startTime: 0)
            animations.append(a)
            let k = handles.count
            handles.append(runtime.run(a, onUpdate: { s in
                if s.isSettled && settledAt[k] == nil {
                    settledAt[k] = runtime.now
                    #expect(s.value == a.target && s.velocity == 0)
                }
            }))
            settledAt.append(nil)
        }
        try clock.advance(frames: 1200, rate: 120)
        #expect(runtime.runningCount == 0)
        var differing = 0
        for (k, a) in animations.enumerated() {
            let t = try #require(settledAt[k])
            // The first frame at which the closed form is settled.
            var frame = 1
            while !a.sample(at: Double(frame) / 120).isSettled { frame += 1 }
            let closed = Double(frame) / 120
            expectClose(t, closed, tolerance: 1.0 / 120 + 1e-12, "settled time against the closed form")
            if Swift.abs(t - closed) > 1e-12 { differing += 1 }
        }
        // A frame early or late only where the energy is within rounding of the bound.
        #expect(differing <= 2)
    }
}
