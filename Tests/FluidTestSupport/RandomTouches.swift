import FluidGestures
import FluidPhysics

/// A random, often malformed, touch stream for fuzzing models: random
/// phases and pointers, NaN and huge coordinates, times that sometimes run
/// backwards, random or missing force. Most events land inside `area`.
public func randomTouches(_ g: inout SeededRandom, count: Int, area: Rect) -> [TouchEvent] {
    var t = 0.0
    var events: [TouchEvent] = []
    let phases: [TouchPhase] = [.began, .moved, .moved, .moved, .stationary, .ended, .cancelled]
    for _ in 0..<count {
        t += g.uniform(0...0.05)
        var time = t
        if g.uniform(0...1) < 0.03 { time = t - g.uniform(0...0.5) }
        if g.uniform(0...1) < 0.01 { time = .nan }
        var p = Point(x: area.minX + g.uniform(0...1) * area.width, y: area.minY + g.uniform(0...1) * area.height)
        let r = g.uniform(0...1)
        if r < 0.02 { p.x = .nan } else if r < 0.04 { p.y = .infinity } else if r < 0.06 { p = Point(x: 1e300, y: -1e300) }
        let phase = phases[Int(g.uniform(0...0.999) * Double(phases.count))]
        let pointer = PointerID(rawValue: Int(g.uniform(0...2.99)))
        let f = g.uniform(0...1)
        let force: Double? = f < 0.3 ? nil : (f < 0.35 ? .nan : g.uniform(-0.2...1.2))
        events.append(TouchEvent(pointer: pointer, phase: phase, location: p, timestamp: time, force: force))
    }
    return events
}
