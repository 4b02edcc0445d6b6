import FluidTestSupport
import FluidGestures
import FluidPhysics
import Foundation

/// Synthetic finger traces for measuring pause detection.
///
/// A trace moves along a random direction with a smooth speed profile and
/// is sampled the way touch screens report: 60–120 Hz, timestamps jittered
/// by ±1.5 ms, 2 % of samples dropped, positions with 0.15-point noise,
/// quantised to 1/3 point, plus a 6–10 Hz physiological tremor of 0.1–0.4
/// point. After a stop the finger keeps touching (tremor only) for 0.7 s.
///
/// - `sharpStop`: accelerate (80–200 ms) to 300–1500 points/s, cruise
///   50–250 ms, brake in 25–70 ms (half-cosine profile), hold.
/// - `slowStop`: the same to 200–900 points/s, braking over 250–600 ms.
/// - `slowDrag`: 30–150 points/s for 1.6 s, the speed swinging ±10–60 % at
///   0.5–2 Hz; it never stops, so any pause reported is false.
struct PauseTrace {
    enum Kind: String, CaseIterable { case sharpStop, slowStop, slowDrag }

    var kind: Kind
    /// (time s, position points), as the detectors receive them.
    var samples: [(time: Double, position: Point)]
    /// When the finger's speed reached zero (nil for a slow drag).
    var stopTime: Double?

    static func generate(_ kind: Kind, using g: inout SeededRandom) -> PauseTrace {
        let rate = g.uniform(60...120)
        let direction = g.uniform(0...(2 * .pi))
        let axis = Vector(dx: cos(direction), dy: sin(direction))
        let origin = Point(x: g.uniform(0...400), y: g.uniform(0...800))
        let speed: (Double) -> Double
        let stopTime: Double?
        let duration: Double
        switch kind {
        case .sharpStop, .slowStop:
            let v0 = kind == .sharpStop ? g.uniform(300...1500) : g.uniform(200...900)
            let accelerate = g.uniform(0.08...0.2)
            let cruise = g.uniform(0.05...0.25)
            let brake = kind == .sharpStop ? g.uniform(0.025...0.07) : g.uniform(0.25...0.6)
            speed = { t in
                if t < accelerate { return v0 * (1 - cos(.pi * t / accelerate)) / 2 }
                if t < accelerate + cruise { return v0 }
                let s = t - accelerate - cruise
                if s < brake { return v0 * (1 + cos(.pi * s / brake)) / 2 }
                return 0
            }
            stopTime = accelerate + cruise + brake
            duration = stopTime! + 0.7
        case .slowDrag:
            let mean = g.uniform(30...150)
            let swing = g.uniform(0.1...0.6)
            let frequency = g.uniform(0.5...2)
            let phase = g.uniform(0...(2 * .pi))
            speed = { t in mean * min(1, t / 0.15) * (1 + swing * sin(2 * .pi * frequency * t + phase)) }
            stopTime = nil
            duration = 1.6
        }
        // Distance travelled, integrated finely (trapezoids every 0.25 ms).
        let step = 0.00025
        var distance: [Double] = [0]
        var previous = speed(0)
        var t = step
        while t <= duration + 2 * step {
            let current = speed(t)
            distance.append(distance.last! + (previous + current) / 2 * step)
            previous = current
            t += step
        }
        func travelled(_ time: Double) -> Double {
            let x = max(0, time) / step
            let i = min(Int(x), distance.count - 2)
            return distance[i] + (distance[i + 1] - distance[i]) * (x - Double(i))
        }
        let tremorAmplitude = g.uniform(0.1...0.4)
        let tremorFrequency = g.uniform(6...10)
        let tremorPhase = g.uniform(0...(2 * .pi))
        let tremorAngle = g.uniform(0...(2 * .pi))
        let tremorAxis = Vector(dx: cos(tremorAngle), dy: sin(tremorAngle))
        var samples: [(Double, Point)] = []
        var k = 0
        while true {
            let nominal = Double(k) / rate
            if nominal > duration { break }
            k += 1
            if nominal > 0, g.chance(0.02) { continue }
            let time = nominal > 0 ? nominal + g.uniform(-0.0015...0.0015) : 0
            let tremor = tremorAmplitude * sin(2 * .pi * tremorFrequency * time + tremorPhase)
            var p = origin + axis * travelled(time) + tremorAxis * tremor
            p.x = ((p.x + g.gaussian(sigma: 0.15)) * 3).rounded() / 3
            p.y = ((p.y + g.gaussian(sigma: 0.15)) * 3).rounded() / 3
            samples.append((time, p))
        }
        return PauseTrace(kind: kind, samples: samples, stopTime: stopTime)
    }
}

/// Latency and false-detection figures for one detector.
struct PauseBenchmark: CustomStringConvertible {
    struct Latencies {
        var values: [Double] = []
        var missed = 0
        var premature = 0
        var mean: Double { values.isEmpty ? .nan : values.reduce(0, +) / Double(values.count) }
        func percentile(_ p: Double) -> Double {
            guard !values.isEmpty else { return .nan }
            let sorted = values.sorted()
            return sorted[min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded()))]
        }
    }

    var name: String
    var sharp = Latencies()
    var slow = Latencies()
    var drags = 0
    var falseDetections = 0

    /// Runs `detect` (which returns the detection time, if any) on `count`
    /// traces of each kind generated from `seed`.
    static func run(name: String, seed: UInt64, count: Int, detect: (PauseTrace) -> Double?) -> PauseBenchmark {
        var g = SeededRandom(seed: seed)
        var result = PauseBenchmark(name: name)
        for _ in 0..<count {
            for kind in PauseTrace.Kind.allCases {
                let trace = PauseTrace.generate(kind, using: &g)
                let detected = detect(trace)
                switch kind {
                case .slowDrag:
                    result.drags += 1
                    if detected != nil { result.falseDetections += 1 }
                case .sharpStop, .slowStop:
                    var bucket = kind == .sharpStop ? result.sharp : result.slow
                    if let detected, let stop = trace.stopTime {
                        // More than 150 ms before the finger stopped is a false detection while moving.
                        if detected < stop - 0.15 { bucket.premature += 1 } else { bucket.values.append(detected - stop) }
                    } else {
                        bucket.missed += 1
                    }
                    if kind == .sharpStop { result.sharp = bucket } else { result.slow = bucket }
                }
            }
        }
        return result
    }

    var description: String {
        func ms(_ x: Double) -> String { String(format: "%.0f", x * 1000) }
        func row(_ l: Latencies) -> String {
            "mean \(ms(l.mean)) ms, median \(ms(l.percentile(0.5))) ms, p90 \(ms(l.percentile(0.9))) ms, missed \(l.missed), premature \(l.premature)"
        }
        return "\(name): sharp stops: \(row(sharp)); slow stops: \(row(slow)); slow drags: \(falseDetections)/\(drags) false"
    }
}

enum PauseDetectors {
    static func baseline(_ trace: PauseTrace) -> Double? {
        var detector = VelocityDropPauseDetector()
        for (time, position) in trace.samples {
            if case .paused(_, let t)? = detector.addPosition(position, at: time) { return t }
        }
        return nil
    }

    static func ours(_ trace: PauseTrace, _ make: () -> PauseDetector = { PauseDetector() }) -> Double? {
        var detector = make()
        for (time, position) in trace.samples {
            if case .paused(_, let t)? = detector.addPosition(position, at: time) { return t }
        }
        return nil
    }
}
