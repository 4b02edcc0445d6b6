import FluidGestures
import FluidPhysics
import FluidTestSupport
import Foundation
import Testing

@Suite("StrokeHeading")
struct StrokeHeadingTests {
    /// A stroke of `duration` seconds from (100, 600) whose heading turns
    /// steadily by `turn` radians about `aim` (straight up is −π/2), its
    /// speed ramping as (t/T)^1.5 to `peak`, sampled at `rate` per second.
    static func arc(aim: Double, turn: Double, duration: Double = 0.15, peak: Double = 3000, rate: Double = 120) -> [(Point, Double)] {
        var samples = [(Point(x: 100, y: 600), 0.0)]
        var p = Point(x: 100, y: 600), t = 0.0, next = 1 / rate
        let step = 0.0002
        while t < duration {
            t += step
            let heading = aim - turn / 2 + turn * (t / duration)
            p = p + Vector(dx: cos(heading), dy: sin(heading)) * (peak * pow(min(t, duration) / duration, 1.5) * step)
            if t >= next || t >= duration {
                samples.append((p, t))
                next += 1 / rate
            }
        }
        return samples
    }

    static func angle(_ v: Vector?) -> Double { v.map { atan2($0.dy, $0.dx) } ?? .nan }

    @Test(arguments: [60.0, 120, 240]) func theHeadingAtTheMiddleInstantIsTheAimNotTheBentRelease(rate: Double) throws {
        let aim = -Double.pi / 2 + 0.1, turn = 0.5   // a 29° arc
        var stroke = StrokeHeading()
        var tracker = VelocityTracker()
        for (p, t) in Self.arc(aim: aim, turn: turn, rate: rate) {
            stroke.addPosition(p, at: t)
            tracker.addPosition(p, at: t)
        }
        let heading = try #require(stroke.heading())
        #expect(abs(heading.length - 1) < 1e-12)
        // Within 2° of the aim; the release direction is bent by about half the arc (14°).
        #expect(abs(Self.angle(heading) - aim) < 2 * .pi / 180, "\(Self.angle(heading) * 180 / .pi)°")
        let release = tracker.velocity(at: Self.arc(aim: aim, turn: turn, rate: rate).last!.1)
        #expect(abs(Self.angle(release) - aim) > 8 * .pi / 180)
    }

    @Test func aPauseStartsTheStrokeAfreshAndALongStrokeIsKeptWhole() throws {
        var stroke = StrokeHeading()
        // Dragged right for 0.5 s, held still for 0.1 s, then flicked straight up.
        for i in 0...60 { stroke.addPosition(Point(x: 100 + Double(i) * 4, y: 500), at: Double(i) / 120) }
        for i in 1...12 { stroke.addPosition(Point(x: 340 + (i.isMultiple(of: 2) ? 0.5 : 0), y: 500), at: 0.5 + Double(i) / 120) }
        for i in 1...12 { stroke.addPosition(Point(x: 340, y: 500 - Double(i * i) * 2), at: 0.6 + Double(i) / 120) }
        #expect(abs(Self.angle(stroke.heading()) + .pi / 2) < 1e-9)
        // Without the pause, a 2 s drag right with a flick up at its end reads as the drag (kept in 24 samples).
        var long = StrokeHeading()
        for i in 0...240 { long.addPosition(Point(x: 10 + Double(i), y: 500), at: Double(i) / 120) }
        for i in 1...6 { long.addPosition(Point(x: 250, y: 500 - Double(i) * 20), at: 2 + Double(i) / 120) }
        #expect(long.count <= StrokeHeading.capacity)
        #expect(abs(Self.angle(long.heading())) < 1e-9)
    }

    @Test func badSamplesAreIgnoredAndAStillStrokeHasNoHeading() {
        var stroke = StrokeHeading()
        #expect(stroke.heading() == nil)
        stroke.addPosition(Point(x: 10, y: 10), at: 1)
        stroke.addPosition(Point(x: .nan, y: 10), at: 1.01)
        stroke.addPosition(Point(x: 50, y: 10), at: .infinity)
        stroke.addPosition(Point(x: 50, y: 10), at: 0.5)
        #expect(stroke.count == 1 && stroke.heading() == nil)
        stroke.addPosition(Point(x: 10, y: 10), at: 1.2)
        #expect(stroke.heading() == nil)
        stroke.addPosition(Point(x: 1e308, y: -1e308), at: 1.3)
        let h = stroke.heading()
        #expect(h == nil || (h!.dx.isFinite && h!.dy.isFinite))
        stroke.reset()
        #expect(stroke.count == 0)
    }
}
