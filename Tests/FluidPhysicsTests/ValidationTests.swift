import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Bad input: typed errors naming the parameter")
struct ValidationTests {
    static let nonFinite: [Double] = [.nan, .infinity, -.infinity]

    func expectError(
        _ parameter: String, _ reason: ParameterError.Reason? = nil,
        sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
    ) {
        do {
            try body()
            Issue.record("expected an error for \(parameter)", sourceLocation: sourceLocation)
        } catch let error as ParameterError {
            #expect(error.parameter == parameter, sourceLocation: sourceLocation)
            if let reason { #expect(error.reason == reason, sourceLocation: sourceLocation) }
            #expect(error.description.contains(parameter), sourceLocation: sourceLocation)
        } catch {
            Issue.record("expected a ParameterError, got \(error)", sourceLocation: sourceLocation)
        }
    }

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

    @Test func decelerationRates() throws {
        for bad in Self.nonFinite + [0, 1, -0.5, 1.5] {
            expectError("decelerationRate") { _ = try DecelerationRate(validating: bad) }
            expectError("decelerationRate") { _ = try Decay.validated(rate: bad) }
        }
        #expect(try DecelerationRate(validating: 0.998) == .normal)
    }

    @Test func timingCurves() throws {
        expectError("x1") { _ = try TimingCurve.validated(x1: -0.1, y1: 0, x2: 1, y2: 1) }
        expectError("x2") { _ = try TimingCurve.validated(x1: 0, y1: 0, x2: 1.2, y2: 1) }
        expectError("y1", .notFinite) { _ = try TimingCurve.validated(x1: 0, y1: .nan, x2: 1, y2: 1) }
        #expect(try TimingCurve.validated(x1: 0.42, y1: 0, x2: 0.58, y2: 1) == .easeInOut)
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
