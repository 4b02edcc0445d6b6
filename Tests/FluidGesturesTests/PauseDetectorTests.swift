import FluidGestures
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("Pause detectors")
struct PauseDetectorTests {
    @Test func seedRuleAsWritten() {
        var d = VelocityDropPauseDetector()
        let down = Vector(dx: 0, dy: 1)
        // Too little offset: never a pause, however sharp the drop.
        #expect(d.track(velocity: down * 1000, offset: down * 10) == false)
        #expect(d.track(velocity: down * 5, offset: down * 10) == false)
        d.reset()
        // Seven velocities; the oldest kept is the reference.
        for v in [800.0, 700, 600, 500, 400, 300] { #expect(d.track(velocity: down * v, offset: down * 120) == false) }
        #expect(d.track(velocity: down * 150, offset: down * 120) == false)  // faster than 100: no
        #expect(d.track(velocity: down * 60, offset: down * 120) == true)    // oldest kept is 700: |700 − 60|/700 = 0.91
        #expect(d.hasPaused)
        #expect(d.track(velocity: .zero, offset: down * 120) == false)       // one-shot
    }

    @Test func seedRuleNeedsMoreThanNinetyPercent() {
        var d = VelocityDropPauseDetector()
        let v = Vector(dx: 1, dy: 0)
        for _ in 0..<6 { _ = d.track(velocity: v * 100, offset: v * 60) }
        #expect(d.track(velocity: v * 10, offset: v * 60) == false)   // exactly 90 %: not more
        #expect(d.track(velocity: v * 9.9, offset: v * 60) == true)
        var zero = VelocityDropPauseDetector()
        for _ in 0..<7 { #expect(zero.track(velocity: .zero, offset: v * 60) == false) }  // 0/0 is not a drop
        #expect(zero.track(velocity: Vector(dx: .nan, dy: 0), offset: v * 60) == false)
    }

    @Test func ourDetectorReactsWithinTwoSamplesOfASharpStop() {
        var d = PauseDetector()
        var t = 0.0
        var y = 0.0
        // 1000 points/s at 120 Hz for 200 ms, then stop dead (tiny tremor).
        for _ in 0..<24 {
            #expect(d.addPosition(Point(x: 0, y: y), at: t) == nil)
            t += 1.0 / 120
            y += 1000.0 / 120
        }
        let stop = t
        var detected: Double?
        for i in 0..<30 where detected == nil {
            if case .paused(_, let time)? = d.addPosition(Point(x: 0.1 * Double(i % 2), y: y), at: t) { detected = time }
            t += 1.0 / 120
        }
        #expect(detected != nil)
        #expect(detected! - stop <= 2.0 / 120 + 1e-9)
        #expect(d.state == .paused)
        // Moving away again resumes, and a second stop is detected again.
        var resumed = false
        for _ in 0..<10 {
            y += 1000.0 / 120
            if case .resumed? = d.addPosition(Point(x: 0, y: y), at: t) { resumed = true }
            t += 1.0 / 120
        }
        #expect(resumed && d.state == .tracking)
        var again = false
        for _ in 0..<10 {
            if case .paused? = d.addPosition(Point(x: 0, y: y), at: t) { again = true }
            t += 1.0 / 120
        }
        #expect(again)
    }

    @Test func stillFingerWithNoEventsIsDetectedThroughAdvance() {
        // The platform sends nothing while the finger rests; the owner calls advance each frame.
        var ours = PauseDetector()
        var demo = VelocityDropPauseDetector()
        var t = 0.0
        var y = 0.0
        for _ in 0..<20 {
            _ = ours.addPosition(Point(x: 0, y: y), at: t)
            _ = demo.addPosition(Point(x: 0, y: y), at: t)
            t += 1.0 / 60
            y += 600.0 / 60
        }
        var detected = false
        for _ in 0..<10 {
            if case .paused? = ours.advance(to: t) { detected = true }
            t += 1.0 / 60
        }
        #expect(detected)
        #expect(!demo.hasPaused)  // the WWDC18 demo's rule runs only on events: it never sees the stop
    }

    @Test func noPauseBeforeTheMinimumOffset() {
        var d = PauseDetector()
        var t = 0.0
        for i in 0..<5 { _ = d.addPosition(Point(x: Double(i) * 8, y: 0), at: t); t += 0.008 }  // 32 points
        for _ in 0..<40 {
            #expect(d.addPosition(Point(x: 32, y: 0), at: t) == nil)
            t += 0.008
        }
        #expect(d.state == .tracking)
    }

    @Test func badSamplesAreIgnored() {
        var d = PauseDetector()
        #expect(d.advance(to: 1) == nil)  // nothing yet
        #expect(d.addPosition(Point(x: .nan, y: 0), at: 0) == nil)
        #expect(d.addPosition(Point(x: 0, y: 0), at: .infinity) == nil)
        var t = 0.0
        for i in 0..<20 { _ = d.addPosition(Point(x: Double(i) * 10, y: 0), at: t); t += 0.01 }
        #expect(d.addPosition(Point(x: 0, y: 0), at: 0.05) == nil)  // backwards
        #expect(d.advance(to: .nan) == nil)
        #expect(d.advance(to: 0.01) == nil)
        #expect(d.state == .tracking)
        d.reset()
        #expect(d.state == .tracking)
        var demo = VelocityDropPauseDetector()
        #expect(demo.addPosition(Point(x: .nan, y: 0), at: 0) == nil)
    }
}

// A defect the debug invariants found (GestureInvariantTests): it failed before its fix.
extension PauseDetectorTests {
    /// A sample stamped before the resting sample that `advance(to:)` added
    /// used to be appended after it: the buffer ran backwards in time.
    @Test(.tags(.regression)) func aSampleBeforeARestingSampleIsIgnored() {
        var d = PauseDetector()
        #expect(d.addPosition(Point(x: 0, y: 0), at: 1) == nil)
        #expect(d.advance(to: 2) == nil)
        #expect(d.addPosition(Point(x: 0, y: 50), at: 1.5) == nil)
        #expect(d.checkInvariants())
        // The same instant as the resting sample replaces it.
        #expect(d.addPosition(Point(x: 0, y: 60), at: 2) == nil)
        #expect(d.checkInvariants())
    }
}
