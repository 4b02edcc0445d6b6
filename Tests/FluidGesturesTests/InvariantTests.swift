@testable import FluidGestures
import FluidPhysics
import FluidTestSupport
import Testing

/// A type whose debug invariants a test can check explicitly.
protocol InvariantChecking {
    /// Stops the program on a broken invariant; returns true otherwise.
    func checkInvariants() -> Bool
}

extension VelocityTracker: InvariantChecking {}
extension VelocityTracker1D: InvariantChecking {}
extension VelocitySampler: InvariantChecking {}
extension InstantPanRecognizer: InvariantChecking {}
extension TapRecognizer: InvariantChecking {}
extension LongPressRecognizer: InvariantChecking {}
extension ForcePressRecognizer: InvariantChecking {}
extension ControlTracker: InvariantChecking {}
extension ScrollVersusTapRecognizer: InvariantChecking {}
extension TransformRecognizer: InvariantChecking {}
extension PauseDetector: InvariantChecking {}
extension VelocityDropPauseDetector: InvariantChecking {}

/// Seeded random call sequences with hostile input for every stateful type
/// of FluidGestures: after each call the type's debug invariants are
/// checked explicitly (they are also asserted inside every mutating call),
/// and the documented contracts that can be seen from outside are expected.
@Suite("Debug invariants of FluidGestures")
struct GestureInvariantTests {
    // MARK: Hostile input

    /// A coordinate: mostly on screen, sometimes huge, NaN or infinite.
    static func coordinate(_ g: inout SeededRandom) -> Double {
        let roll = g.uniform(0...1)
        if roll < 0.85 { return g.uniform(-50...450) }
        if roll < 0.90 { return [Double.nan, .infinity, -.infinity][Int(g.uniform(0...2.999))] }
        if roll < 0.95 { return [1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude][Int(g.uniform(0...3.999))] }
        return g.uniform(-1e6...1e6)
    }

    /// A point built from two `coordinate`s.
    static func point(_ g: inout SeededRandom) -> Point { Point(x: coordinate(&g), y: coordinate(&g)) }

    /// A timestamp near `time` (which mostly moves forward): sometimes
    /// repeated, earlier, NaN, infinite or huge.
    static func timestamp(_ g: inout SeededRandom, time: inout Double) -> Double {
        let roll = g.uniform(0...1)
        if roll < 0.1 { return time }                       // a duplicate instant
        if roll < 0.2 { return time - g.uniform(0...0.5) }  // backwards
        if roll < 0.23 { return [Double.nan, .infinity, -.infinity][Int(g.uniform(0...2.999))] }
        if roll < 0.25 { return 1e300 }
        time += g.uniform(0...0.05)
        return time
    }

    /// Any touch event: any phase, pointers 0–3 (so mostly unknown ones),
    /// hostile locations, times and forces.
    static func event(_ g: inout SeededRandom, time: inout Double, last: TouchEvent?) -> TouchEvent {
        if let last, g.chance(0.05) { return last }  // delivered twice
        let phases: [TouchPhase] = [.began, .began, .moved, .moved, .moved, .stationary, .ended, .cancelled]
        let phase = phases[Int(g.uniform(0...Double(phases.count) - 0.001))]
        let force: Double? = g.chance(0.5) ? [g.uniform(-1...8), .nan, .infinity, 1e300][Int(g.uniform(0...3.999))] : nil
        let maximum: Double? = g.chance(0.6) ? [6.67, 0, -1, .nan][Int(g.uniform(0...3.999))] : nil
        return TouchEvent(
            pointer: PointerID(rawValue: Int(g.uniform(0...3.999))), phase: phase, location: point(&g),
            timestamp: timestamp(&g, time: &time), kind: g.chance(0.3) ? .mouse : .touch, force: force, maximumForce: maximum)
    }

    /// Whether a value's description shows a NaN.
    static func hasNaN(_ value: some Any) -> Bool { "\(value)".contains("nan") }

    // MARK: Recognizers

    /// Drives a fresh recognizer from `make` with `calls` random calls per
    /// run: events, `advance(to:)` (NaN, backwards, huge) and `cancel()`.
    func drive<R: GestureRecognizer & InvariantChecking>(_ make: () -> R, idle: R.State, seed: UInt64, runs: Int = 150, calls: Int = 80) {
        var g = SeededRandom(seed: seed)
        for _ in 0..<runs {
            var r = make()
            #expect(r.checkInvariants())
            var time = g.uniform(0...10)
            var last: TouchEvent?
            for _ in 0..<calls {
                let roll = g.uniform(0...1)
                let events: GestureEvents<R.Event>
                if roll < 0.1 {
                    let t = g.chance(0.2) ? [Double.nan, .infinity, time - 1, 1e300][Int(g.uniform(0...3.999))] : time + g.uniform(0...0.6)
                    events = r.advance(to: t)
                } else if roll < 0.13 {
                    events = r.cancel()
                    #expect(r.state == idle, "cancel() must return to idle")
                } else {
                    let e = Self.event(&g, time: &time, last: last)
                    last = e
                    events = r.handle(e)
                }
                #expect(r.checkInvariants())
                #expect(!Self.hasNaN(events), "\(events)")
            }
            _ = r.cancel()
            #expect(r.checkInvariants())
            #expect(r.state == idle)
        }
    }

    @Test func instantPan() { drive({ InstantPanRecognizer(maximumSpeed: 8000) }, idle: .idle, seed: 101) }

    @Test func tap() {
        drive({ TapRecognizer() }, idle: .idle, seed: 102)
        drive({ TapRecognizer(requiredTapCount: 3, maximumTapInterval: 1, maximumTapDistance: 400) }, idle: .idle, seed: 103)
    }

    @Test func longPress() {
        drive({ LongPressRecognizer() }, idle: .idle, seed: 104)
        drive({ LongPressRecognizer(minimumDuration: 0.05, allowableMovement: 300) }, idle: .idle, seed: 105)
    }

    @Test func forcePress() {
        drive({ ForcePressRecognizer() }, idle: .idle, seed: 106)
        drive({ ForcePressRecognizer(thresholds: ForcePressRecognizer.Thresholds(reset: 0.4, activation: 0, confirmation: 0.49),
                                     syntheticRampDuration: .nan, confirmsOnRelease: false) }, idle: .idle, seed: 107)
    }

    @Test func controlTracker() {
        drive({ ControlTracker(bounds: Rect(x: 100, y: 100, width: 200, height: 200)) }, idle: .idle, seed: 108)
        drive({ ControlTracker(bounds: Rect(x: 0, y: 0, width: 400, height: 400), hitExpansion: .infinity, trackingExpansion: .nan) },
              idle: .idle, seed: 109)
    }

    @Test func scrollVersusTap() {
        drive({ ScrollVersusTapRecognizer() }, idle: .idle, seed: 110)
        drive({ ScrollVersusTapRecognizer(axes: .both, scrollSlop: 0, tapSlop: 5, isContentMoving: true) }, idle: .idle, seed: 111)
        drive({ ScrollVersusTapRecognizer(axes: .horizontal, velocityStrategy: .impulse) }, idle: .idle, seed: 112)
    }

    @Test func transform() {
        drive({ TransformRecognizer() }, idle: .idle, seed: 113)
        drive({ TransformRecognizer(minimumSpan: -.infinity) }, idle: .idle, seed: 114)
    }

    // MARK: Velocity history

    @Test func velocityTrackers() {
        var g = SeededRandom(seed: 201)
        let strategies: [VelocityStrategy] = [.leastSquares, .impulse, .iOSScrollView, .macOSScrollView]
        for run in 0..<200 {
            let strategy = strategies[run % strategies.count]
            var tracker = VelocityTracker(strategy: strategy, maximumSpeed: g.chance(0.5) ? 8000 : nil)
            var tracker1D = VelocityTracker1D(strategy: strategy)
            var time = 0.0
            for _ in 0..<100 {
                if g.chance(0.03) {
                    tracker.reset()
                    tracker1D.reset()
                    #expect(tracker.sampleCount == 0 && tracker.rejectedSampleCount == 0)
                } else {
                    let p = Self.point(&g)
                    let t = Self.timestamp(&g, time: &time)
                    let rejected = tracker.rejectedSampleCount
                    let outcome = tracker.addPosition(p, at: t)
                    #expect(tracker.rejectedSampleCount == rejected + (outcome.isAccepted ? 0 : 1))
                    if outcome.isAccepted { #expect(tracker.newestTime == t && tracker.newestPosition == p) }
                    tracker1D.addPosition(p.x, at: t)
                }
                #expect(tracker.checkInvariants())
                #expect(tracker1D.checkInvariants())
                #expect(tracker.sampleCount <= VelocityTracker.maximumSampleCount)
                let v = tracker.velocity(at: time)
                #expect(!v.dx.isNaN && !v.dy.isNaN, "\(v)")
                #expect(!tracker1D.velocity(at: time).isNaN)
            }
        }
    }

    @Test func velocitySamplers() {
        var g = SeededRandom(seed: 202)
        for _ in 0..<200 {
            var points = VelocitySampler<Point>(previousIntervalWeight: g.uniform(-1...2))
            var values = VelocitySampler<Double>()
            var time = 0.0
            for _ in 0..<60 {
                if g.chance(0.03) {
                    points.reset()
                    values.reset()
                    #expect(points.isEmpty && values.isEmpty)
                } else {
                    let p = Self.point(&g)
                    let t = Self.timestamp(&g, time: &time)
                    let accepted = points.addSample(p, time: t)
                    if !t.isFinite || !p.magnitudeSquared.isFinite { #expect(!accepted, "\(p) at \(t) was kept") }
                    values.addSample(p.y, time: t)
                }
                #expect(points.checkInvariants())
                #expect(values.checkInvariants())
                #expect(points.velocity.magnitudeSquared.isFinite)
                #expect(values.velocity.isFinite)
            }
        }
    }

    // MARK: Pause detection

    @Test func pauseDetectors() {
        var g = SeededRandom(seed: 301)
        for _ in 0..<200 {
            var ours = PauseDetector(minimumOffset: g.uniform(0...60))
            var seed = VelocityDropPauseDetector()
            var time = 0.0
            for _ in 0..<120 {
                let roll = g.uniform(0...1)
                if roll < 0.03 {
                    ours.reset()
                    seed.reset()
                    #expect(ours.state == .tracking && !seed.hasPaused)
                } else if roll < 0.25 {
                    let t = g.chance(0.2) ? [Double.nan, .infinity, time - 0.1][Int(g.uniform(0...2.999))] : time + g.uniform(0...0.05)
                    let event = ours.advance(to: t)
                    #expect(!Self.hasNaN(event as Any))
                    if t.isFinite, t > time { time = t }
                } else if roll < 0.35 {
                    _ = seed.track(velocity: Vector(dx: Self.coordinate(&g), dy: Self.coordinate(&g)),
                                   offset: Vector(dx: Self.coordinate(&g), dy: Self.coordinate(&g)))
                } else {
                    let p = Self.point(&g)
                    let t = Self.timestamp(&g, time: &time)
                    #expect(!Self.hasNaN(ours.addPosition(p, at: t) as Any))
                    _ = seed.addPosition(p, at: t)
                }
                #expect(ours.checkInvariants())
                #expect(seed.checkInvariants())
            }
        }
    }
}
