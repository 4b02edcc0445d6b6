import FluidAnimation
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidScripting
import FluidTestSupport
import Testing

/// Reduced motion through every interface of the catalogue, driven by the
/// example scripts and by seeded flicks: nothing a spring moves overshoots
/// where it comes to rest after the last release, every gesture ends where
/// it ends with full motion, and a change of preference mid-flight keeps
/// every drawn number and its velocity.
@Suite("InteractionBehavior.setMotionPreference")
struct MotionPreferenceTests {
    /// The interfaces, by name, with the example scripts that drive each.
    static let cases: [(name: String, scripts: [String])] = {
        let all = (try? ExampleScripts.all()) ?? []
        return InteractionCatalog.names.map { name in (name, all.filter { $0.1.interface == name }.map { $0.0 }) }
    }()

    /// Every number of `value`, by its path ("pip.x"), skipping velocities:
    /// a velocity's sign turns at every turn of its motion.
    static func numbers(_ value: InteractionValue, path: String = "", into out: inout [String: Double]) {
        switch value {
        case .number(let x): if !path.lowercased().contains("velocity") { out[path] = x }
        case .array(let items): for (i, item) in items.enumerated() { numbers(item, path: "\(path)[\(i)]", into: &out) }
        case .object(let fields): for f in fields { numbers(f.value, path: path.isEmpty ? f.key : "\(path).\(f.key)", into: &out) }
        case .null, .bool, .string: break
        }
    }

    /// What is drawn and reported: the layout's and the state's numbers.
    static func shown(_ model: AnyInteraction) -> [String: Double] {
        var out: [String: Double] = [:]
        numbers(model.layout, path: "layout", into: &out)
        numbers(model.state, path: "state", into: &out)
        out["state.time"] = nil
        return out
    }

    /// A model of `name` on the phone, its preference set at time 0.
    static func make(_ name: String, _ preference: MotionPreference) -> AnyInteraction {
        var m = InteractionCatalog.make(name, viewport: .phone)!
        m.handle(.motion(preference), at: 0)
        return m
    }

    /// Feeds `touches` at 120 frames per second, then runs until settled
    /// (at most 30 s after the last touch), calling `observe` after every
    /// frame from `watchFrom` on.
    static func run(_ m: inout AnyInteraction, _ touches: [TouchEvent], watchFrom: Double = .infinity,
                    observe: (AnyInteraction) -> Void = { _ in }) {
        var frame = feed(&m, touches)
        let last = touches.last?.timestamp ?? 0
        while frame / 120 <= last + 30, !(m.isSettled && frame / 120 > last) {
            m.advance(to: frame / 120)
            if frame / 120 >= watchFrom { observe(m) }
            frame += 1
        }
    }

    /// Hands `touches` to `m` with frames at 120 per second between them;
    /// returns the next frame's number.
    @discardableResult
    static func feed(_ m: inout AnyInteraction, _ touches: [TouchEvent]) -> Double {
        var frame = 1.0
        for touch in touches {
            while frame / 120 < touch.timestamp {
                m.advance(to: frame / 120)
                frame += 1
            }
            m.handle(touch)
        }
        return frame
    }

    /// Seeded flicks and drags for `name`: from random points inside the
    /// middle of the phone, in random directions, fast and slow.
    static func flicks(seed: UInt64) -> [[TouchEvent]] {
        var g = SeededRandom(seed: seed)
        return (0..<12).map { _ in
            let start = Point(x: g.uniform(60...330), y: g.uniform(150...700))
            let angle = g.uniform(0...(2 * Double.pi)), length = g.uniform(20...260)
            let end = Point(x: start.x + length * Double.cos(angle), y: start.y + length * Double.sin(angle))
            return Touches.drag(from: start, to: end, at: 0.1, duration: g.uniform(0.04...0.4))
        }
    }

    /// Whether `x` stays on one side of `rest` (within `slack`) from `first` on.
    static func staysOnOneSide(_ series: [Double], rest: Double, slack: Double) -> Bool {
        var side = 0.0
        for x in series {
            let d = x - rest
            guard Swift.abs(d) > slack else { continue }
            if side == 0 { side = d > 0 ? 1 : -1 } else if (d > 0 ? 1 : -1) != side { return false }
        }
        return true
    }

    /// The numbers that cross where they rest after the last touch of
    /// `touches`, with `preference`, and the model at rest.
    static func crossings(_ name: String, _ touches: [TouchEvent], _ preference: MotionPreference)
        -> (keys: [String], model: AnyInteraction) {
        let last = touches.last?.timestamp ?? 0
        var m = make(name, preference)
        var series: [String: [Double]] = [:]
        run(&m, touches, watchFrom: last) { m in
            for (k, v) in shown(m) { series[k, default: []].append(v) }
        }
        let rest = shown(m)
        let keys = series.keys.sorted().filter { key in
            guard let r = rest[key] else { return false }
            return !staysOnOneSide(series[key]!, rest: r, slack: 1e-6 * Swift.max(1, Swift.abs(r)))
        }
        return (keys, m)
    }

    /// After the last release, every number stays on one side of where it
    /// rests; and, unless the script catches a motion mid-flight (where it
    /// is caught depends on the motion), it rests where full motion rests.
    static func checkNoOvershoot(_ name: String, _ touches: [TouchEvent], label: String) {
        let (crossed, reduced) = crossings(name, touches, .reduced)
        #expect(crossed.isEmpty, "\(label): \(crossed) cross where they rest")
        let rest = shown(reduced)
        guard name != SpringTuner.interfaceName, !label.contains("interrupt") else { return }   // the tuner loops for ever with full motion
        #expect(reduced.isSettled, "\(label): reduced motion settles")
        var full = make(name, .full)
        run(&full, touches)
        let ends = shown(full)
        for (key, r) in rest.sorted(by: { $0.key < $1.key }) where !key.hasPrefix("state.") || Self.endKeys.contains(key) {
            guard let f = ends[key] else { continue }
            #expect(Swift.abs(f - r) <= 1e-6 * Swift.max(1, Swift.abs(f)), "\(label): \(key) rests at \(r), full motion at \(f)")
        }
    }

    /// State numbers that must end alike too (the layout's all must).
    static let endKeys: Set<String> = ["state.contentOffset", "state.angle", "state.rotation", "state.progress", "state.offset"]

    @Test("no overshoot after a release, and the same resting place: the example scripts",
          arguments: MotionPreferenceTests.cases.map { $0.name })
    func exampleScripts(_ name: String) throws {
        let scripts = Self.cases.first { $0.name == name }!.scripts
        #expect(!scripts.isEmpty)
        for script in scripts {
            Self.checkNoOvershoot(name, try ExampleScripts.load(script).touches, label: script)
        }
    }

    @Test("the overshoot check finds full motion's overshoot")
    func fullMotionOvershoots() throws {
        let bouncing = ["app-switcher-main", "drawer-main", "elastic-list-bounce", "flashlight-button-main", "responsive-button-main",
                        "rotation-cancel", "rubber-band-main", "spring-tuner-main"]
        for script in bouncing {
            let s = try ExampleScripts.load(script)
            #expect(!Self.crossings(s.interface, s.touches, .full).keys.isEmpty, "\(script) bounces with full motion")
        }
    }

    @Test("no overshoot after a release, and the same resting place: seeded flicks",
          arguments: MotionPreferenceTests.cases.map { $0.name })
    func seededFlicks(_ name: String) {
        for (i, flick) in Self.flicks(seed: 33).enumerated() {
            Self.checkNoOvershoot(name, flick, label: "\(name) flick \(i)")
        }
    }

    /// The preference changes at `t` (mid-flight after a script's last
    /// touch): every number is where it would be, and its rate of change
    /// just after is the one it had (a one-sided difference over 1 µs).
    static func checkContinuity(_ name: String, _ touches: [TouchEvent], at t: Double, to preference: MotionPreference,
                                label: String) {
        let from: MotionPreference = preference == .reduced ? .full : .reduced
        var base = make(name, from)
        feed(&base, touches)
        base.advance(to: t - 1e-6)
        let before = shown(base)
        var changed = base
        changed.handle(.motion(preference), at: t)
        var kept = base
        kept.advance(to: t)
        let atChange = shown(changed), without = shown(kept)
        changed.advance(to: t + 1e-6)
        kept.advance(to: t + 1e-6)
        let afterChanged = shown(changed), afterKept = shown(kept)
        for (key, x) in without.sorted(by: { $0.key < $1.key }) where !Self.discrete.contains(where: { key.hasSuffix($0) }) {
            guard let y = atChange[key], let b = before[key], let xc = afterChanged[key], let xk = afterKept[key] else { continue }
            #expect(Swift.abs(x - y) <= 1e-9 * Swift.max(1, Swift.abs(x)), "\(label): \(key) jumps from \(x) to \(y)")
            let rateChanged = (xc - b) / 2e-6, rateKept = (xk - b) / 2e-6
            #expect(Swift.abs(rateChanged - rateKept) <= 0.5 + 1e-3 * Swift.abs(rateKept),
                    "\(label): \(key)'s rate turns from \(rateKept) to \(rateChanged)")
        }
    }

    /// What changes in steps, not by motion: the tuner's count of
    /// turnarounds and the end it heads to (back to full motion, a shuttle
    /// resting on its end turns around at once), and the drawer's predicted
    /// excursion past its end (predicted again for the new spring).
    static let discrete = ["turnarounds", "target", "overshoot"]

    @Test("a change of preference mid-flight keeps every number and its velocity",
          arguments: MotionPreferenceTests.cases.map { $0.name })
    func continuityAtTheChange(_ name: String) throws {
        let scripts = Self.cases.first { $0.name == name }!.scripts
        for script in scripts {
            let touches = try ExampleScripts.load(script).touches
            let last = touches.last?.timestamp ?? 0
            for delay in [0.016, 0.09] {
                Self.checkContinuity(name, touches, at: last + delay, to: .reduced, label: "\(script) +\(delay) s")
                Self.checkContinuity(name, touches, at: last + delay, to: .full, label: "\(script) +\(delay) s back")
            }
            // Under a finger, halfway through the script (one played by actions alone has none).
            guard !touches.isEmpty else { continue }
            let middle = touches[touches.count / 2].timestamp
            let held = Array(touches.prefix { $0.timestamp < middle })
            Self.checkContinuity(name, held, at: middle, to: .reduced, label: "\(script) held")
        }
    }
}
