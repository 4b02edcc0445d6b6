import FluidTestSupport
import FluidGestures
import FluidPhysics
import Foundation

/// Synthetic, human-like flicks of a picture-in-picture window between the
/// four corners of a screen, for comparing `PointSnapping` methods.
///
/// - **Screens:** phone portrait (390×844, 430×932), phone landscape
///   (844×390), tablet (820×1180); the window's centre rests at four corners
///   inset by margins, safe areas and half the window size.
/// - **Intent:** the window starts at a random corner; the user means one of
///   the three others, chosen uniformly (so a third of the flicks are
///   diagonal).
/// - **Flicks (85 %):** the finger drags for 60–250 ms, accelerating
///   (speed ∝ t^1.5) and releases. The chord of the stroke is aimed at the
///   intended corner with a per-person angular error of σ degrees (σ drawn
///   from 3–10° unless fixed); the path is a thumb's arc whose heading
///   turns by a total N(0, `arcDegrees`) over the stroke, so the release
///   direction differs from the chord by half of that. The release speed
///   is what would glide to the corner, times an overshoot drawn
///   log-uniformly from 1.2–4 (people flick harder than needed), capped at
///   4000–7000 points/s.
/// - **Placements (15 %):** the window is dragged 65–100 % of the way
///   (±20 points) and let go at 0–250 points/s in a random direction.
/// - **Sensing:** 60–120 Hz, timestamps jittered ±1.5 ms, positions with
///   0.2-point noise; the release velocity is what a least-squares
///   `VelocityTracker` reports 0–12 ms after the last sample.
struct PiPFlick {
    var corners: [Point]
    var start: Int
    var intended: Int
    var isPlacement: Bool
    var isDiagonal: Bool
    var position: Point
    var velocity: Vector

    static let lambda = DecelerationRate.normal.decayConstant

    static func generate(using g: inout SeededRandom, sigmaDegrees: Double? = nil, arcDegrees: Double = 15, placementShare: Double = 0.15) -> PiPFlick {
        let screens = [(390.0, 844.0), (844.0, 390.0), (820.0, 1180.0), (430.0, 932.0)]
        let (width, height) = screens[Int(g.uniform(0...3.999))]
        let portrait = width < height
        let window = portrait ? (100.0, 150.0) : (150.0, 100.0)
        let xs = [16 + window.0 / 2, width - 16 - window.0 / 2]
        let ys = [76 + window.1 / 2, height - 50 - window.1 / 2]
        let corners = ys.flatMap { y in xs.map { x in Point(x: x, y: y) } }
        let start = Int(g.uniform(0...3.999))
        let others = (0..<4).filter { $0 != start }
        let intended = others[Int(g.uniform(0...2.999))]
        let s = corners[start], target = corners[intended]
        let diagonal = (start ^ intended) == 3

        if g.chance(placementShare) {
            let fraction = g.uniform(0.65...1.0)
            let p = Point(
                x: s.x + (target.x - s.x) * fraction + g.gaussian(sigma: 20),
                y: s.y + (target.y - s.y) * fraction + g.gaussian(sigma: 20))
            let angle = g.uniform(0...(2 * .pi))
            let speed = g.uniform(0...250)
            return PiPFlick(corners: corners, start: start, intended: intended, isPlacement: true, isDiagonal: diagonal,
                            position: p, velocity: Vector(dx: speed * cos(angle), dy: speed * sin(angle)))
        }

        let sigma = (sigmaDegrees ?? g.uniform(3...10)) * .pi / 180
        let rate = g.uniform(60...120)
        let duration = g.uniform(0.06...0.25)
        let chord = atan2(target.y - s.y, target.x - s.x) + g.gaussian(sigma: sigma)
        let turn = g.gaussian(sigma: arcDegrees * .pi / 180)
        let overshoot = g.logUniform(1.2, 4.0)
        let distance = s.distance(to: target)
        // Release speed v such that (distance − drag) ≈ v/λ·overshoot⁻¹, the drag ≈ v·T/2.
        var peak = distance * lambda * overshoot / (1 + lambda * overshoot * duration / 2)
        peak = min(peak, g.uniform(4000...7000))
        // Integrate the stroke finely.
        let step = 0.0005
        var path: [(Double, Point)] = [(0, s)]
        var p = s
        var t = 0.0
        while t < duration {
            t += step
            let speed = peak * pow(min(t, duration) / duration, 1.5)
            let heading = chord - turn / 2 + turn * (t / duration)
            p = p + Vector(dx: cos(heading), dy: sin(heading)) * (speed * step)
            path.append((t, p))
        }
        func at(_ time: Double) -> Point {
            let x = min(max(time / step, 0), Double(path.count - 1))
            let i = min(Int(x), path.count - 2)
            let f = x - Double(i)
            return path[i].1 + path[i].1.offset(to: path[i + 1].1) * f
        }
        var tracker = VelocityTracker()
        var k = 0
        var last = s
        var lastTime = 0.0
        while true {
            let nominal = Double(k) / rate
            if nominal > duration { break }
            let time = nominal > 0 ? min(duration, nominal + g.uniform(-0.0015...0.0015)) : 0
            let q = at(time)
            last = Point(x: q.x + g.gaussian(sigma: 0.2), y: q.y + g.gaussian(sigma: 0.2))
            tracker.addPosition(last, at: time)
            lastTime = time
            k += 1
        }
        let velocity = tracker.velocity(at: lastTime + g.uniform(0...0.012))
        return PiPFlick(corners: corners, start: start, intended: intended, isPlacement: false, isDiagonal: diagonal,
                        position: last, velocity: velocity)
    }
}

/// The share of flicks that land on the intended corner, per method.
struct PiPBenchmark: CustomStringConvertible {
    struct Score {
        var hits = 0, total = 0
        var share: Double { total == 0 ? .nan : Double(hits) / Double(total) }
        mutating func add(_ hit: Bool) { total += 1; if hit { hits += 1 } }
    }

    var name: String
    var all = Score(), straight = Score(), diagonal = Score(), placement = Score()

    static func run(_ method: PointSnapping.Method, flicks: [PiPFlick]) -> PiPBenchmark {
        var result = PiPBenchmark(name: "\(method)")
        for flick in flicks {
            let snapping = PointSnapping(flick.corners, method: method)
            let chosen = snapping.targetIndex(from: flick.position, velocity: flick.velocity, start: flick.corners[flick.start])
            let hit = chosen == flick.intended
            result.all.add(hit)
            if flick.isPlacement { result.placement.add(hit) } else if flick.isDiagonal { result.diagonal.add(hit) } else { result.straight.add(hit) }
        }
        return result
    }

    var description: String {
        func pct(_ s: Score) -> String { String(format: "%.1f %%", s.share * 100) }
        return "\(name): all \(pct(all)) (straight \(pct(straight)), diagonal \(pct(diagonal)), placements \(pct(placement))) of \(all.total)"
    }
}
