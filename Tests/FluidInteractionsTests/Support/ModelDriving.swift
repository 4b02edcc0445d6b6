import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidTestSupport

/// Touch streams for driving models in tests: positions in points, times in seconds.
enum Touches {
    /// A straight drag from `start` to `end`, `began` at `time`, `moved` every
    /// `1/rate` s for `duration` s, then `ended` (or `cancelled`) at the last
    /// position, `hold` seconds later (default: with the last move).
    static func drag(from start: Point, to end: Point, at time: Double, duration: Double,
                     rate: Double = 120, hold: Double = 0, cancel: Bool = false, pointer: PointerID = 1,
                     force: Double? = nil) -> [TouchEvent] {
        var events = [TouchEvent.began(pointer, at: start, time: time, force: force)]
        let steps = Swift.max(1, Int((duration * rate).rounded()))
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            let p = Point(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)
            events.append(.moved(pointer, to: p, time: time + duration * f, force: force))
        }
        let t = time + duration + hold
        events.append(cancel ? .cancelled(pointer, at: end, time: t) : .ended(pointer, at: end, time: t))
        return events
    }

    /// Down and up at one point.
    static func tap(at p: Point, time: Double, length: Double = 0.05, pointer: PointerID = 1) -> [TouchEvent] {
        [.began(pointer, at: p, time: time), .ended(pointer, at: p, time: time + length)]
    }
}

extension InteractionModel {
    /// Feeds touches with frames at `fps` in between (as a host would), then
    /// advances by frames to `until`. `observe` sees the model after every
    /// touch and frame.
    mutating func run(_ touches: [TouchEvent], until end: Double, fps: Double = 120,
                      observe: (Self) -> Void = { _ in }) {
        var frame = (time * fps).rounded(.down) + 1
        for touch in touches {
            while frame / fps < touch.timestamp {
                advance(to: frame / fps)
                observe(self)
                frame += 1
            }
            handle(touch)
            observe(self)
        }
        while frame / fps <= end {
            advance(to: frame / fps)
            observe(self)
            frame += 1
        }
        advance(to: end)
        observe(self)
    }

    /// The number under `key` in `state` (traps in the test if absent).
    func number(_ key: String) -> Double { state[key]?.number ?? .nan }

    /// The state events (name, value) recorded so far.
    var stateEvents: [(Double, String, InteractionValue)] {
        events.compactMap { e in
            if case .state(let name, let value) = e.kind { return (e.time, name, value) }
            return nil
        }
    }

    /// The haptics recorded so far, in order.
    var haptics: [HapticStyle] {
        events.compactMap { e in
            if case .haptic(let style) = e.kind { return style }
            return nil
        }
    }
}

/// The largest difference between the numbers of two values of the same
/// shape; infinity when their shapes, keys, strings or Booleans differ.
func largestDifference(_ a: InteractionValue, _ b: InteractionValue) -> Double {
    switch (a, b) {
    case (.number(let x), .number(let y)):
        if x == y { return 0 }
        return x.isFinite && y.isFinite ? Swift.abs(x - y) : .infinity
    case (.array(let x), .array(let y)):
        guard x.count == y.count else { return .infinity }
        return zip(x, y).map { largestDifference($0, $1) }.max() ?? 0
    case (.object(let x), .object(let y)):
        guard x.map(\.key) == y.map(\.key) else { return .infinity }
        return zip(x, y).map { largestDifference($0.value, $1.value) }.max() ?? 0
    default:
        return a == b ? 0 : .infinity
    }
}

/// Whether every number in a value is finite.
func allFinite(_ value: InteractionValue) -> Bool {
    switch value {
    case .number(let x): return x.isFinite
    case .array(let x): return x.allSatisfy(allFinite)
    case .object(let x): return x.allSatisfy { allFinite($0.value) }
    default: return true
    }
}

/// Runs `touches` on a fresh model at each frame rate and returns the final
/// states and event lists.
func runAtRates<M: InteractionModel>(_ type: M.Type, _ touches: [TouchEvent], until end: Double,
                                     rates: [Double] = [60, 120, 144], viewport: Viewport = .phone) -> [(InteractionValue, [InteractionEvent])] {
    rates.map { fps in
        var m = M(viewport: viewport)
        m.run(touches, until: end, fps: fps)
        return (m.state, m.events)
    }
}
