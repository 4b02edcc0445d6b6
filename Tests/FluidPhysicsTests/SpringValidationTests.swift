import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Spring: validated builders, clamping and typed errors")
struct SpringValidationTests {
    static let nonFinite = nonFiniteValues

    @Test func durationAndBounce() throws {
        for bad in Self.nonFinite { expectError("duration", .notFinite) { _ = try Spring.validated(duration: bad) } }
        for bad in [0.0, -1] { expectError("duration", .notPositive) { _ = try Spring.validated(duration: bad) } }
        for bad in Self.nonFinite { expectError("bounce", .notFinite) { _ = try Spring.validated(duration: 1, bounce: bad) } }
        for bad in [-1.0, -2, 1.5] { expectError("bounce") { _ = try Spring.validated(duration: 1, bounce: bad) } }
        let ok = try Spring.validated(duration: 0.5, bounce: 0.3)
        #expect(ok == Spring(duration: 0.5, bounce: 0.3))
    }

    @Test func responseAndDampingRatio() throws {
        for bad in Self.nonFinite + [0, -0.1] { expectError("response") { _ = try Spring.validated(response: bad, dampingRatio: 1) } }
        for bad in Self.nonFinite + [-0.1] { expectError("dampingRatio") { _ = try Spring.validated(response: 1, dampingRatio: bad) } }
        #expect(try Spring.validated(response: 1, dampingRatio: 3).dampingRatio == 3)
    }

    @Test func massStiffnessDamping() throws {
        for bad in Self.nonFinite + [0, -1] { expectError("mass") { _ = try Spring.validated(mass: bad, stiffness: 1, damping: 1) } }
        for bad in Self.nonFinite + [0, -1] { expectError("stiffness") { _ = try Spring.validated(stiffness: bad, damping: 1) } }
        for bad in Self.nonFinite + [-1] { expectError("damping", nil) { _ = try Spring.validated(stiffness: 1, damping: bad) } }
        expectError("damping", .negative) { _ = try Spring.validated(stiffness: 1, damping: -1) }
        let overDamped = try Spring.validated(mass: 1, stiffness: 2, damping: 10)
        #expect(overDamped.dampingRatio > 1)
    }

    @Test func settling() throws {
        expectError("settlingDuration") { _ = try Spring.validated(settlingDuration: 0, dampingRatio: 1) }
        expectError("dampingRatio") { _ = try Spring.validated(settlingDuration: 1, dampingRatio: 0) }
        expectError("epsilon") { _ = try Spring.validated(settlingDuration: 1, dampingRatio: 1, epsilon: 0) }
        expectError("epsilon") { _ = try Spring.validated(settlingDuration: 1, dampingRatio: 1, epsilon: 1) }
        expectError("epsilon") { _ = try Spring.validated(settlingDuration: 1, dampingRatio: 1, epsilon: .nan) }
    }


    @Test func nonThrowingInitialisersClampAsDocumented() {
        #expect(Spring(duration: 0).duration == Spring.minimumDuration)
        #expect(Spring(duration: -3).duration == Spring.minimumDuration)
        #expect(Spring(duration: 1, bounce: 5).dampingRatio == 0)
        #expect(Spring(duration: 1, bounce: -5).dampingRatio <= Spring.maximumDampingRatio)
        #expect(Spring(response: 1, dampingRatio: -1).dampingRatio == 0)
        #expect(Spring(mass: -1, stiffness: 100, damping: 10).mass == 1e-9)
        #expect(Spring(stiffness: 100, damping: -10).damping == 0)
        #expect(DecelerationRate(rawValue: 1).rawValue == DecelerationRate.allowedRange.upperBound)
        #expect(DecelerationRate(rawValue: 0).rawValue == DecelerationRate.allowedRange.lowerBound)
        #expect(TimingCurve(x1: -1, y1: 0, x2: 2, y2: 1).x1 == 0)
        // Everything above still produces finite motion.
        for s in [Spring(duration: 0), Spring(duration: 1, bounce: -5), Spring(mass: -1, stiffness: -1, damping: -1)] {
            #expect(s.value(target: 1.0, time: 0.1).isFinite)
        }
    }
}

// Defects found in review, one test each.
extension SpringValidationTests {
    func rejects(_ parameter: String, _ body: () throws -> Spring) {
        do {
            let s = try body()
            Issue.record("accepted \(s); expected an error naming \(parameter)")
        } catch let error as ParameterError {
            #expect(error.parameter == parameter)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test(.tags(.regression, .review)) func validatingBuildersNeverReturnASpringThatEvaluatesToNaN() {
        rejects("dampingRatio") { try Spring.validated(response: 1, dampingRatio: 1e200) }
        rejects("duration") { try Spring.validated(duration: Double.leastNormalMagnitude / 1e8) }
        // A period of 6e300 s is absurd but representable: accepted, and finite.
        let slow = try? Spring.validated(mass: 1e300, stiffness: 1e-300, damping: 0)
        #expect(slow?.value(target: 1.0, initialVelocity: 1, time: 10).isFinite == true)
        rejects("stiffness") { try Spring.validated(mass: 1e-300, stiffness: 1e300, damping: 1) }
        rejects("bounce") { try Spring.validated(duration: 1, bounce: -1 + 1e-12) }
        rejects("settlingDuration") { try Spring.validated(settlingDuration: 1e-9, dampingRatio: 1) }
        // Large but ordinary coefficients are fine, and exact.
        let big = try? Spring.validated(mass: 1e200, stiffness: 1e200, damping: 1e200)
        expectClose(big?.dampingRatio ?? .nan, 0.5, tolerance: 1e-15)
        #expect(big?.value(target: 1.0, time: 0.3).isFinite == true)
    }
}

// Robustness defects of issue #13, each with its reported reproducer.
extension SpringValidationTests {
    @Test(.tags(.regression, .robustness), .bug(id: 13, "validating builders clamped silently"))
    func settlingBuilderNeverClamps() throws {
        // ζ = 1e-9 came back as 1e-6; now it is kept, or the call throws.
        do {
            let s = try Spring.validated(settlingDuration: 0.5, dampingRatio: 1e-9)
            #expect(s.dampingRatio == 1e-9)
            expectClose(s.settlingDuration / 0.5, 1, tolerance: 1e-9)
        } catch {
            #expect(error.parameter == "settlingDuration")
        }
        // 10 µs with ζ = 100 settled in 2.2e-4 s; now it throws, naming the parameter.
        #expect(throws: ParameterError.self) { try Spring.validated(settlingDuration: 1e-5, dampingRatio: 100) }
        do {
            _ = try Spring.validated(settlingDuration: 1e-5, dampingRatio: 100)
        } catch {
            #expect(error.parameter == "settlingDuration")
        }
        // Every accepted request is met exactly.
        var g = SeededRandom(seed: 71)
        for _ in 0..<300 {
            let duration = g.logUniform(1e-5, 100), z = g.logUniform(1e-8, 1e3)
            if let s = try? Spring.validated(settlingDuration: duration, dampingRatio: z) {
                #expect(s.dampingRatio == z)
                expectClose(s.settlingDuration / duration, 1, tolerance: 1e-9, "\(duration) s, ζ \(z)")
            }
        }
    }

    @Test(.tags(.regression, .robustness), .bug(id: 13, "extreme but finite inputs"))
    func aSpringWhosePeriodOverflowsIsRejected() {
        #expect(throws: ParameterError.self) { try Spring.validated(mass: .greatestFiniteMagnitude, stiffness: .leastNonzeroMagnitude, damping: 0) }
    }
}
