import FluidGestures
import FluidPhysics
import FluidTestSupport
import Testing

/// Golden values from real recorded strokes (Flutter / Compose test data).
@Suite("Velocity tracking on recorded strokes")
struct VelocityDataTests {
    let fixture: VelocityFixture

    init() throws { fixture = try VelocityFixture.load() }

    /// Feeds every down and move of `stroke` and reads the velocity at its up.
    func velocity(of stroke: VelocityFixture.Stroke, strategy: VelocityStrategy) -> Vector {
        var tracker = VelocityTracker(strategy: strategy)
        for event in stroke.samples { tracker.addPosition(event.position, at: event.time) }
        return tracker.velocity(at: stroke.upTime)
    }


    @Test func fixtureHasThirteenStrokes() {
        #expect(fixture.strokes.count == 13)
        #expect(fixture.strokes.reduce(0) { $0 + $1.events.count } == 306)
    }

    @Test func leastSquaresMatchesFlutterWithinAThousandthPerAxis() {
        for stroke in fixture.strokes {
            let expected = stroke.expected["flutter_lsq2_current"]!
            let v = velocity(of: stroke, strategy: .leastSquares)
            expectClose(v.dx, expected.dx, tolerance: 0.001 * Swift.abs(expected.dx), "stroke \(stroke.id) vx")
            expectClose(v.dy, expected.dy, tolerance: 0.001 * Swift.abs(expected.dy), "stroke \(stroke.id) vy")
            // In practice it agrees far more closely: to 1e-7 of the speed. (The
            // timestamps are ~2e5 s, so time differences carry ~1e-11 s of
            // rounding, ~1e-9 relative; the rest is the fit's conditioning.)
            expectClose(v, expected, tolerance: 1e-7 * expected.length, "stroke \(stroke.id)")
        }
    }

    /// With timestamps relative to the stroke's start (whole milliseconds,
    /// exact in binary), the fit agrees with Flutter to about 1e-11: the
    /// 1e-8-level differences above come from feeding absolute times of
    /// ~2e5 s, whose rounding (~3e-11 s) is a visible fraction of 8 ms steps.
    @Test func leastSquaresWithRelativeTimestampsAgreesToRoundingError() {
        var worst = 0.0
        for stroke in fixture.strokes {
            let expected = stroke.expected["flutter_lsq2_current"]!
            let t0 = (stroke.samples[0].time * 1000).rounded()
            var tracker = VelocityTracker()
            for event in stroke.samples {
                tracker.addPosition(event.position, at: ((event.time * 1000).rounded() - t0) / 1000)
            }
            let v = tracker.velocity(at: ((stroke.upTime * 1000).rounded() - t0) / 1000)
            worst = Swift.max(worst, Swift.abs(v.dx - expected.dx) / Swift.max(Swift.abs(expected.dx), 1e-300),
                              Swift.abs(v.dy - expected.dy) / Swift.max(Swift.abs(expected.dy), 1e-300))
        }
        #expect(worst < 1e-10, "worst relative error per axis \(worst)")
    }

    @Test func leastSquaresIgnoresSamplesBeforeTheInterruption() {
        let v = velocity(of: fixture.interrupted, strategy: .leastSquares)
        expectClose(v.dx, 649.48932102748, tolerance: 0.001 * 649.489)
        expectClose(v.dy, 3890.30505589076, tolerance: 0.001 * 3890.305)
        // Compose's absolute tolerance on the same numbers.
        expectClose(v.dx, 649.48932102748, tolerance: 0.2)
        expectClose(v.dy, 3890.30505589076, tolerance: 0.2)
    }

    @Test func impulseMatchesComposeWithinAFifthOfAPointPerSecond() {
        for stroke in fixture.strokes + [fixture.interrupted] {
            let expected = stroke.expected["compose_impulse"]!
            let v = velocity(of: stroke, strategy: .impulse)
            expectClose(v.dx, expected.dx, tolerance: 0.2, "stroke \(stroke.id) vx")
            expectClose(v.dy, expected.dy, tolerance: 0.2, "stroke \(stroke.id) vy")
        }
    }

    @Test func oneTrackerAcrossAllStrokesGivesTheSameNumbers() {
        // Flutter's protocol: no reset; the > 40 ms gaps between strokes isolate them.
        var shared = VelocityTracker()
        var sharedImpulse = VelocityTracker(strategy: .impulse)
        for stroke in fixture.strokes {
            for event in stroke.samples {
                shared.addPosition(event.position, at: event.time)
                sharedImpulse.addPosition(event.position, at: event.time)
            }
            let fresh = velocity(of: stroke, strategy: .leastSquares)
            let continued = shared.velocity(at: stroke.upTime)
            #expect(continued == fresh, "stroke \(stroke.id)")
            let expected = stroke.expected["flutter_lsq2_current"]!
            expectClose(continued.dx, expected.dx, tolerance: 0.001 * Swift.abs(expected.dx), "shared stroke \(stroke.id) vx")
            expectClose(continued.dy, expected.dy, tolerance: 0.001 * Swift.abs(expected.dy), "shared stroke \(stroke.id) vy")
            #expect(sharedImpulse.velocity(at: stroke.upTime) == velocity(of: stroke, strategy: .impulse), "impulse stroke \(stroke.id)")
        }
    }

    @Test func resetBetweenStrokesGivesTheSameNumbers() {
        var tracker = VelocityTracker()
        for stroke in fixture.strokes {
            tracker.reset()
            for event in stroke.samples { tracker.addPosition(event.position, at: event.time) }
            let v = tracker.velocity(at: stroke.upTime), expected = stroke.expected["flutter_lsq2_current"]!
            expectClose(v.dx, expected.dx, tolerance: 0.001 * Swift.abs(expected.dx), "stroke \(stroke.id) vx")
            expectClose(v.dy, expected.dy, tolerance: 0.001 * Swift.abs(expected.dy), "stroke \(stroke.id) vy")
        }
    }

    @Test func weightedAveragesMatchTheResearchReimplementation() {
        // Research aids (no upstream expectation exists in the file): the
        // iOS and macOS scroll-view weights applied to the last three segments.
        // Tolerance 1e-5 points/s: timestamps of ~2e5 s round time differences
        // to ~1e-11 s, about 1e-9 of each segment velocity.
        for stroke in fixture.strokes {
            let iOS = velocity(of: stroke, strategy: .iOSScrollView)
            let macOS = velocity(of: stroke, strategy: .macOSScrollView)
            let expectedIOS = stroke.research["flutter_ios_weighted_0.6_0.35_0.05"]!
            let expectedMacOS = stroke.research["flutter_macos_weighted_0.15_0.65_0.2"]!
            expectClose(iOS.dx, expectedIOS.dx, tolerance: 1e-5, "iOS stroke \(stroke.id)")
            expectClose(iOS.dy, expectedIOS.dy, tolerance: 1e-5, "iOS stroke \(stroke.id)")
            expectClose(macOS.dx, expectedMacOS.dx, tolerance: 1e-5, "macOS stroke \(stroke.id)")
            expectClose(macOS.dy, expectedMacOS.dy, tolerance: 1e-5, "macOS stroke \(stroke.id)")
        }
    }

    @Test func oneDimensionalTrackersAgreeWithEachAxis() {
        for stroke in fixture.strokes {
            for strategy in [VelocityStrategy.leastSquares, .impulse, .iOSScrollView] {
                var x = VelocityTracker1D(strategy: strategy)
                var y = VelocityTracker1D(strategy: strategy)
                for event in stroke.samples {
                    x.addPosition(event.position.x, at: event.time)
                    y.addPosition(event.position.y, at: event.time)
                }
                let planar = velocity(of: stroke, strategy: strategy)
                #expect(x.velocity(at: stroke.upTime) == planar.dx)
                #expect(y.velocity(at: stroke.upTime) == planar.dy)
            }
        }
    }

    @Test func liftingAfterRestingGivesNoFling() {
        // The same strokes, but the finger rests 50 ms before lifting.
        for stroke in fixture.strokes {
            var tracker = VelocityTracker()
            for event in stroke.samples { tracker.addPosition(event.position, at: event.time) }
            #expect(tracker.velocity(at: stroke.samples.last!.time + 0.050) == .zero)
        }
    }

    @Test func accuracySummaryForTheReadme() {
        var worstRelative = 0.0
        var worstImpulse = 0.0
        for stroke in fixture.strokes {
            let v = velocity(of: stroke, strategy: .leastSquares)
            let e = stroke.expected["flutter_lsq2_current"]!
            worstRelative = max(worstRelative, Swift.abs(v.dx - e.dx) / Swift.abs(e.dx), Swift.abs(v.dy - e.dy) / Swift.abs(e.dy))
        }
        for stroke in fixture.strokes + [fixture.interrupted] {
            let v = velocity(of: stroke, strategy: .impulse)
            let e = stroke.expected["compose_impulse"]!
            worstImpulse = max(worstImpulse, Swift.abs(v.dx - e.dx), Swift.abs(v.dy - e.dy))
        }
        let interrupted = velocity(of: fixture.interrupted, strategy: .leastSquares)
        print("least squares: worst relative error per axis \(worstRelative) over 13 strokes; interrupted \(interrupted)")
        print("impulse: worst absolute error \(worstImpulse) points/s over 14 strokes")
        #expect(worstRelative < 1e-7)
        #expect(worstImpulse < 0.2)
    }
}
