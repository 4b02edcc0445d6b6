import FluidAnimation
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("ScrollTrail")
struct ScrollTrailTests {
    /// The elastic list's row spring and threshold.
    let row = Spring(response: 0.6, dampingRatio: 0.7)
    let threshold = RestThreshold(value: 0.25)

    /// An offset released at time 0 from `raw` (raw points, past the ends stretched) with the finger moving at `finger` points/s.
    func released(from raw: Double, finger: Double, bounce: Spring = Spring(response: 0.5, dampingRatio: 1)) -> ScrollOffset {
        var s = ScrollOffset(maxOffset: 1000, dimension: 800, bounce: bounce)
        s.grab(at: 0)
        s.drag(translation: -raw)
        s.release(at: 0, finger: finger)
        return s
    }

    /// G′ = W + o′, W′ = −kG − cW by classic Runge–Kutta in `step`-second steps (o′ from the offset's closed form).
    func integrated(_ offset: ScrollOffset, until end: Double, step: Double = 1e-4) -> [(t: Double, g: Double)] {
        let w = row.naturalFrequency, k = w * w, c = 2 * row.dampingRatio * w
        func f(_ t: Double, _ g: Double, _ v: Double) -> (Double, Double) { (v + offset.velocity(at: t), -k * g - c * v) }
        var g = 0.0, v = 0.0, t = 0.0, out: [(Double, Double)] = []
        while t < end - step / 2 {
            let a = f(t, g, v), b = f(t + step / 2, g + step / 2 * a.0, v + step / 2 * a.1)
            let cc = f(t + step / 2, g + step / 2 * b.0, v + step / 2 * b.1), d = f(t + step, g + step * cc.0, v + step * cc.1)
            g += step / 6 * (a.0 + 2 * b.0 + 2 * cc.0 + d.0)
            v += step / 6 * (a.1 + 2 * b.1 + 2 * cc.1 + d.1)
            t += step
            out.append((t, g))
        }
        return out
    }

    @Test(arguments: [(0.0, -3000.0), (200.0, -800.0), (900.0, -2500.0), (1060.0, -400.0), (-50.0, 600.0)])
    func theClosedFormMatchesTheEquationThroughGlideAndBounce(raw: Double, finger: Double) throws {
        let offset = released(from: raw, finger: finger)
        let flight = try #require(offset.flight)
        let trail = ScrollTrail(following: flight, at: 0, spring: row, threshold: threshold)
        // Compare while the offset still moves (after it settles the trail's forcing stops, as the offset snaps).
        for (t, g) in integrated(offset, until: 1.2) where Int((t * 1e4).rounded()) % 500 == 0 && !offset.flightSettled(at: t) {
            expectClose(trail.value(at: t), g, tolerance: 1e-5 * (1 + Swift.abs(g)), "raw \(raw) finger \(finger) t \(t)")
        }
    }

    @Test func itIsContinuousAtTheBounceAndSettlesExactlyOnZero() throws {
        let offset = released(from: 600, finger: -3000)
        guard case .glide(let glide) = try #require(offset.flight), let edge = glide.handOffTime else {
            Issue.record("the flick reaches the end")
            return
        }
        let trail = ScrollTrail(following: .glide(glide), at: 0, spring: row, threshold: threshold)
        #expect(trail.value(at: 0) == 0)
        let h = 1e-7
        expectClose(trail.value(at: edge + h), trail.value(at: edge - h), tolerance: 1e-3)
        expectClose(trail.state(at: edge + h).velocity, trail.state(at: edge - h).velocity, tolerance: 1e-2)
        #expect(trail.value(at: 0.1) > 100, "the glide leaves it well behind: \(trail.value(at: 0.1))")
        var t = 0.0, settled: Double?
        while t < 10 {
            t += 1.0 / 240
            if trail.isSettled(at: t) { settled = settled ?? t } else { #expect(settled == nil, "settles for good") }
        }
        #expect(settled != nil && trail.value(at: 10) == 0)
    }

    @Test func aSpringOfAnyDampingIsFollowedToo() throws {
        for bounce in [Spring(response: 0.4, dampingRatio: 0.5), Spring(response: 0.3, dampingRatio: 1), Spring(response: 0.6, dampingRatio: 2)] {
            var offset = ScrollOffset(maxOffset: 1000, dimension: 800, bounce: bounce)
            offset.grab(at: 0)
            offset.drag(translation: 300)
            offset.cancel(at: 0, finger: 900)
            let trail = ScrollTrail(following: try #require(offset.flight), at: 0, spring: row, threshold: threshold)
            for (t, g) in integrated(offset, until: 0.8) where Int((t * 1e4).rounded()) % 400 == 0 && !offset.flightSettled(at: t) {
                expectClose(trail.value(at: t), g, tolerance: 1e-5 * (1 + Swift.abs(g)), "\(bounce) t \(t)")
            }
        }
    }

    @Test func itStartsFromAGivenStateAndKeepsIt() throws {
        let offset = released(from: 300, finger: -1500)
        let trail = ScrollTrail(following: try #require(offset.flight), value: 12, velocity: -40, at: 0, spring: row, threshold: threshold)
        #expect(trail.state(at: 0).value == 12)
        expectClose(trail.state(at: 0).velocity, -40, tolerance: 1e-9)
    }
}

extension ScrollOffset {
    /// Whether the offset's own motion has settled by `t`.
    func flightSettled(at t: Double) -> Bool {
        switch flight {
        case .glide(let a): return a.isSettled(at: t)
        case .spring(let a): return a.isSettled(at: t)
        case nil: return true
        }
    }
}
