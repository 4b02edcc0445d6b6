import CAllocationCounter
import FluidGestures
import FluidPhysics
import Foundation
import FluidTestSupport
import Testing

// "Per-frame work allocates nothing", for the input path.
//
// CAllocationCounter replaces malloc and its relatives for the whole test
// process and counts calls per thread, so a test counts only what its own
// thread allocates, even while other tests run in parallel. Every check below
// warms up with one pass over a scripted stream (metadata, caches and buffer
// capacities are created on first use), then counts the allocations of a
// second pass over the same stream, shifted later in time.

/// One frame at 120 Hz: its time (seconds, relative to the stream's start)
/// and the touch events that arrived in it (at most one per finger).
struct InputFrame {
    var time: Double
    var first: TouchEvent?
    var second: TouchEvent?
}

/// A long, varied stream of touches: flicks with force, a press held still
/// then dragged in circles and stopped (a mouse, so no force), double taps,
/// decelerating scrolls, two-finger pinch-and-rotate, and a gesture whose
/// end is lost (repeated `began`) and is then cancelled.
enum InputStream {
    static let frameInterval = 1.0 / 120

    static func make(minimumEvents: Int = 6_000) -> (frames: [InputFrame], events: Int) {
        var frames: [InputFrame] = []
        var events = 0
        var t = 0.0
        var g = SeededRandom(seed: 42)
        func frame(_ a: TouchEvent? = nil, _ b: TouchEvent? = nil) {
            frames.append(InputFrame(time: t, first: a, second: b))
            events += (a == nil ? 0 : 1) + (b == nil ? 0 : 1)
            t += frameInterval
        }
        func at(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
        func jitter() -> Double { g.uniform(-1...1) }
        var gesture = 0
        while events < minimumEvents {
            switch gesture % 6 {
            case 0:  // a flick up with force that rises and falls
                frame(.began(at: at(200, 400), time: t, force: 0, maximumForce: 6.67))
                for k in 1...40 {
                    let s = Double(k) / 40
                    let force = 6.67 * (s < 0.5 ? 2 * s : 2 - 2 * s)
                    frame(.moved(to: at(200 + 10 * s, 400 - 300 * s * s), time: t, force: force, maximumForce: 6.67))
                }
                frame(.ended(at: at(210, 100), time: t))
            case 1:  // held still, then circles, a stop, circles again (a mouse: no force)
                frame(.began(at: at(150, 150), time: t, kind: .mouse))
                for _ in 0..<70 { frame(.stationary(at: at(150 + jitter(), 150 + jitter()), time: t, kind: .mouse)) }
                var angle = 0.0
                func circle() -> Point { at(150 + 120 * (1 - Foundation.cos(angle)), 150 + 120 * Foundation.sin(angle)) }
                for _ in 0..<100 {
                    angle += 0.06
                    frame(.moved(to: circle(), time: t, kind: .mouse))
                }
                let stop = circle()
                for _ in 0..<20 { frame(.stationary(at: stop, time: t, kind: .mouse)) }
                for _ in 0..<20 { frame() }  // perfectly still: no events at all
                for _ in 0..<60 {
                    angle += 0.06
                    frame(.moved(to: circle(), time: t, kind: .mouse))
                }
                frame(.ended(at: circle(), time: t, kind: .mouse))
            case 2:  // a double tap, then a single one
                for tap in 0..<3 {
                    let x = 120 + Double(tap) * 2
                    frame(.began(at: at(x, 130), time: t))
                    for _ in 0..<3 { frame(.moved(to: at(x + jitter(), 130 + jitter()), time: t)) }
                    frame(.ended(at: at(x, 130), time: t))
                    for _ in 0..<(tap == 1 ? 50 : 10) { frame() }
                }
            case 3:  // a decelerating scroll that rests before lifting
                frame(.began(at: at(50, 500), time: t))
                var y = 500.0, speed = 14.0
                for _ in 0..<80 {
                    y -= speed
                    speed *= 0.97
                    frame(.moved(to: at(50 + jitter(), y), time: t))
                }
                for _ in 0..<8 { frame(.stationary(at: at(50, y), time: t)) }
                frame(.ended(at: at(50, y), time: t))
            case 4:  // two fingers pinch and rotate; the second lifts first
                frame(.began(0, at: at(100, 100), time: t))
                frame(.began(1, at: at(200, 100), time: t))
                for k in 1...120 {
                    let turn = Double(k) * 0.02, span = 50 + Double(k) * 0.8
                    let c = at(150 + Double(k) * 0.5, 100 + Double(k) * 0.3)
                    let d = Vector(dx: span * Foundation.cos(turn), dy: span * Foundation.sin(turn))
                    frame(.moved(0, to: c - d, time: t), .moved(1, to: c + d, time: t))
                }
                frame(nil, .ended(1, at: at(300, 200), time: t))
                for k in 1...5 { frame(.moved(0, to: at(100 + Double(k), 100), time: t)) }
                frame(.ended(0, at: at(105, 100), time: t))
            default:  // the end is lost (a repeated began), then the system cancels
                frame(.began(at: at(300, 300), time: t, force: 3, maximumForce: 6.67))
                for k in 1...30 { frame(.moved(to: at(300 + 4 * Double(k), 300), time: t, force: 4, maximumForce: 6.67)) }
                frame(.began(at: at(100, 300), time: t, force: 1, maximumForce: 6.67))
                for k in 1...30 { frame(.moved(to: at(100, 300 + 5 * Double(k)), time: t, force: 6, maximumForce: 6.67)) }
                frame(.cancelled(at: at(100, 450), time: t))
            }
            gesture += 1
            for _ in 0..<15 { frame() }
        }
        return (frames, events)
    }

    /// `touch` moved `offset` seconds later.
    @inline(__always)
    static func shifted(_ touch: TouchEvent, by offset: Double) -> TouchEvent {
        var copy = touch
        copy.timestamp += offset
        return copy
    }
}

/// What the other thread of `anotherThreadsMallocsAreNotCounted` measured;
/// written before it signals, read after the wait.
final class CountBox: @unchecked Sendable {
    var count: UInt64 = 0
    var kept = 0
}

/// Running totals that make the measured work observable (and let the test
/// check that the stream really exercised each recognizer).
struct Tally {
    var events = 0
    var recognitions = 0
    var sum = 0.0
}

@Suite("No allocation per touch event")
struct GestureAllocationTests {
    static let stream = InputStream.make()
    static var span: Double { Double(stream.frames.count) * InputStream.frameInterval + 1 }

    /// Allocations on this thread during the second of two passes of `feed`
    /// over the stream (the first one warms up), the pass shifted by `span`.
    static func allocations(_ feed: (Double) -> Void) -> UInt64 {
        let later = span  // builds the stream on first use: not part of the count
        feed(0)
        let before = fluid_allocation_count()
        feed(later)
        return fluid_allocation_count() - before
    }

    @Test(.enabled(if: fluid_allocation_counter_is_available()))
    func theCounterCountsThisThreadsMallocs() {
        let before = fluid_allocation_count()
        let array = [Int](repeating: 7, count: 1000)
        let after = fluid_allocation_count()
        #expect(array.count == 1000)
        #expect(after - before >= 1, "a 1000-element array was not counted")
        // And the harness itself (closure, loop, captured totals) counts nothing.
        var tally = Tally()
        let idle = Self.allocations { offset in
            for i in 0..<1000 { tally.sum += Double(i) + offset }
        }
        #expect(idle == 0)
        #expect(tally.sum > 0)
    }

    @Test(.enabled(if: fluid_allocation_counter_is_available()))
    func anotherThreadsMallocsAreNotCounted() {
        let start = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        let theirs = CountBox()
        let thread = Thread {
            start.wait()
            let before = fluid_allocation_count()
            var kept = 0
            for i in 0..<1000 { kept += [Int](repeating: i, count: 64).count }
            theirs.count = fluid_allocation_count() - before
            theirs.kept = kept
            done.signal()
        }
        thread.start()
        let before = fluid_allocation_count()
        start.signal()
        done.wait()
        let ours = fluid_allocation_count() - before
        #expect(theirs.kept == 64_000)
        #expect(theirs.count >= 1000, "the other thread counted its own allocations")
        #expect(ours == 0, "this thread counted \(ours) while another allocated \(theirs.count)")
    }

    @Test(.enabled(if: fluid_allocation_counter_is_available()))
    func velocityTrackersAllocateNothingPerEvent() {
        let frames = Self.stream.frames
        var results: [String: UInt64] = [:]
        var tally = Tally()
        let strategies: [(String, VelocityStrategy)] = [
            ("leastSquares", .leastSquares), ("impulse", .impulse), ("iOSScrollView", .iOSScrollView), ("macOSScrollView", .macOSScrollView),
        ]
        for (name, strategy) in strategies {
            var tracker = VelocityTracker(strategy: strategy, maximumSpeed: 8000)
            var tracker1D = VelocityTracker1D(strategy: strategy)
            results["VelocityTracker(\(name))"] = Self.allocations { offset in
                for i in 0..<frames.count {
                    guard let touch = frames[i].first else { continue }
                    let time = touch.timestamp + offset
                    if touch.phase == .began { tracker.reset() }
                    _ = tracker.addPosition(touch.location, at: time)
                    tally.sum += tracker.velocity(at: time).length + tracker.velocity.dx
                    tally.events += 1
                }
            }
            results["VelocityTracker1D(\(name))"] = Self.allocations { offset in
                for i in 0..<frames.count {
                    guard let touch = frames[i].first else { continue }
                    let time = touch.timestamp + offset
                    if touch.phase == .began { tracker1D.reset() }
                    _ = tracker1D.addPosition(touch.location.y, at: time)
                    tally.sum += tracker1D.velocity(at: time)
                }
            }
        }
        var points = VelocitySampler<Point>()
        var scalars = VelocitySampler<Double>()
        results["VelocitySampler"] = Self.allocations { offset in
            for i in 0..<frames.count {
                guard let touch = frames[i].first else { continue }
                let time = touch.timestamp + offset
                if touch.phase == .began {
                    points.reset()
                    scalars.reset()
                }
                points.addSample(touch.location, time: time)
                scalars.addSample(touch.location.x, time: time)
                tally.sum += points.velocity.x + scalars.velocity
            }
        }
        #expect(tally.events > 4 * 5_000)
        #expect(tally.sum.isFinite)
        #expect(results.values.allSatisfy { $0 == 0 }, "allocations per pass of \(Self.stream.events) events: \(results.sorted { $0.key < $1.key })")
    }

    @Test(.enabled(if: fluid_allocation_counter_is_available()))
    func recognizersAllocateNothingPerEvent() {
        let frames = Self.stream.frames
        var results: [String: UInt64] = [:]
        var recognitions: [String: Int] = [:]

        var pan = InstantPanRecognizer(maximumSpeed: 8000)
        var tally = Tally()
        results["InstantPanRecognizer"] = Self.allocations { offset in
            for i in 0..<frames.count {
                let time = frames[i].time + offset
                tally.events += pan.advance(to: time).count
                for finger in 0..<2 {
                    guard let touch = finger == 0 ? frames[i].first : frames[i].second else { continue }
                    // The idiomatic loop: GestureEvents' own iterator.
                    for event in pan.handle(InputStream.shifted(touch, by: offset)) {
                        if case .ended(let value) = event {
                            tally.recognitions += 1
                            tally.sum += value.velocity.length
                        }
                    }
                }
                tally.sum += pan.velocity(at: time).dx
            }
        }
        recognitions["InstantPanRecognizer ended"] = tally.recognitions

        var tap = TapRecognizer(requiredTapCount: 2)
        tally = Tally()
        results["TapRecognizer"] = Self.allocations { offset in
            for i in 0..<frames.count {
                let time = frames[i].time + offset
                tally.events += tap.advance(to: time).count
                guard let touch = frames[i].first else { continue }
                let events = tap.handle(InputStream.shifted(touch, by: offset))
                for k in 0..<events.count {
                    if case .recognized = events[k] { tally.recognitions += 1 }
                }
            }
        }
        recognitions["TapRecognizer recognized"] = tally.recognitions

        var longPress = LongPressRecognizer()
        tally = Tally()
        results["LongPressRecognizer"] = Self.allocations { offset in
            for i in 0..<frames.count {
                let time = frames[i].time + offset
                let due = longPress.advance(to: time)
                if due.contains(where: { if case .began = $0 { true } else { false } }) { tally.recognitions += 1 }
                guard let touch = frames[i].first else { continue }
                tally.events += longPress.handle(InputStream.shifted(touch, by: offset)).count
            }
        }
        recognitions["LongPressRecognizer began"] = tally.recognitions

        var control = ControlTracker(bounds: Rect(x: 100, y: 100, width: 120, height: 80))
        tally = Tally()
        results["ControlTracker"] = Self.allocations { offset in
            for i in 0..<frames.count {
                tally.events += control.advance(to: frames[i].time + offset).count
                guard let touch = frames[i].first else { continue }
                let events = control.handle(InputStream.shifted(touch, by: offset))
                if events.first == .dragExit { tally.recognitions += 1 }
            }
        }
        recognitions["ControlTracker dragExit"] = tally.recognitions

        var force = ForcePressRecognizer()
        tally = Tally()
        results["ForcePressRecognizer"] = Self.allocations { offset in
            for i in 0..<frames.count {
                let due = force.advance(to: frames[i].time + offset)
                for k in 0..<due.count where due[k].haptic != nil { tally.recognitions += 1 }
                guard let touch = frames[i].first else { continue }
                let events = force.handle(InputStream.shifted(touch, by: offset))
                if !events.isEmpty, events.last!.haptic != nil || events.contains(.cancelled) { tally.recognitions += 1 }
                tally.sum += force.force
            }
        }
        recognitions["ForcePressRecognizer haptics"] = tally.recognitions

        var scroll = ScrollVersusTapRecognizer()
        tally = Tally()
        results["ScrollVersusTapRecognizer"] = Self.allocations { offset in
            for i in 0..<frames.count {
                tally.events += scroll.advance(to: frames[i].time + offset).count
                guard let touch = frames[i].first else { continue }
                let events = scroll.handle(InputStream.shifted(touch, by: offset))
                for k in 0..<events.count {
                    if case .scrollEnded(let end) = events[k] {
                        tally.recognitions += 1
                        tally.sum += end.velocity.dy
                    }
                }
            }
        }
        recognitions["ScrollVersusTapRecognizer scrollEnded"] = tally.recognitions

        var transform = TransformRecognizer()
        tally = Tally()
        results["TransformRecognizer"] = Self.allocations { offset in
            for i in 0..<frames.count {
                tally.events += transform.advance(to: frames[i].time + offset).count
                for finger in 0..<2 {
                    guard let touch = finger == 0 ? frames[i].first : frames[i].second else { continue }
                    let events = transform.handle(InputStream.shifted(touch, by: offset))
                    for k in 0..<events.count {
                        if case .ended(let value) = events[k] {
                            tally.recognitions += 1
                            tally.sum += value.angularVelocity + value.scaleVelocity
                        }
                    }
                }
            }
        }
        recognitions["TransformRecognizer ended"] = tally.recognitions

        #expect(recognitions.values.allSatisfy { $0 > 0 }, "the stream must exercise every recognizer: \(recognitions.sorted { $0.key < $1.key })")
        #expect(results.values.allSatisfy { $0 == 0 }, "allocations per pass of \(Self.stream.events) events: \(results.sorted { $0.key < $1.key })")
    }

    @Test(.enabled(if: fluid_allocation_counter_is_available()))
    func pauseDetectionAndIntentAllocateNothingPerEvent() {
        let frames = Self.stream.frames
        var results: [String: UInt64] = [:]
        var pauses = 0

        var detector = PauseDetector()
        var baseline = VelocityDropPauseDetector()
        results["PauseDetector"] = Self.allocations { offset in
            for i in 0..<frames.count {
                let time = frames[i].time + offset
                if case .paused? = detector.advance(to: time) { pauses += 1 }
                guard let touch = frames[i].first, touch.pointer == 0 else { continue }
                if touch.phase == .began {
                    detector.reset()
                    baseline.reset()
                }
                if case .paused? = detector.addPosition(touch.location, at: time) { pauses += 1 }
                _ = baseline.addPosition(touch.location, at: time)
            }
        }

        let drawer = ValueSnapping([0, 300, 600])
        let pages = Paging(pageLength: 400, pageCount: 5)
        let quarterTurns = AngleSnapping(step: .degrees(90))
        let corners = [Point(x: 40, y: 40), Point(x: 360, y: 40), Point(x: 40, y: 700), Point(x: 360, y: 700)]
        let pips = [PointSnapping(corners), PointSnapping(corners, method: .wholeGesture), PointSnapping(corners, method: .perAxisProjection),
                    PointSnapping(corners, method: .secondaryAxisDiscount)]
        var tracker = VelocityTracker()
        var stroke = StrokeHeading()
        var sum = 0.0
        results["intent previews"] = Self.allocations { offset in
            var start = Point.zero
            for i in 0..<frames.count {
                guard let touch = frames[i].first, touch.pointer == 0 else { continue }
                let time = touch.timestamp + offset
                if touch.phase == .began {
                    tracker.reset()
                    stroke.reset()
                    start = touch.location
                }
                _ = tracker.addPosition(touch.location, at: time)
                stroke.addPosition(touch.location, at: time)
                let v = tracker.velocity(at: time)
                let heading = stroke.heading()
                let y = touch.location.y
                sum += drawer.target(from: y, velocity: v.dy) ?? 0
                sum += Double(pages.targetPage(from: y, velocity: v.dy, startPage: 1))
                sum += quarterTurns.target(from: .radians(y / 100), velocity: v.dx / 100)?.radians ?? 0
                for k in 0..<pips.count { sum += pips[k].target(from: touch.location, velocity: v, start: start, heading: heading)?.x ?? 0 }
                sum += SpringHandoff.relativeVelocity(v, from: touch.location, to: corners[0]).dx
            }
        }
        #expect(pauses > 0)
        #expect(sum.isFinite)
        #expect(results.values.allSatisfy { $0 == 0 }, "allocations per pass of \(Self.stream.events) events: \(results.sorted { $0.key < $1.key })")
    }
}
