import FluidInteractions
import FluidPhysics
import FluidScripting

/// A seeded run of the page's Swift, written down, to compare its
/// WebAssembly build with the native one: the same seed must give the same
/// text in both.
///
/// The run opens an interface the way the page does and drives it with a
/// touch stream made from the seed — one or two fingers landing on the
/// interface's controls and beside them, dragging, flicking, holding still,
/// pressing with force, lifting or being cancelled — between frames at 60
/// or 120 Hz with jitter, with the odd appearance change, slow-motion
/// change and tuning-panel move. After every step it writes the state; at
/// the end the layout, the events, the recorded script, the tuning panel,
/// the tuning file and every number and text of the scene.
public enum PageComparison {
    /// The run's text for `interface` and `seed`, one JSON value per line.
    ///
    /// - Throws: ``PageError`` for an unknown interface.
    public static func transcript(interface: String, seed: UInt64, steps: Int = 160) throws(PageError) -> String {
        let opened = 1000.0
        let session = try PageSession(interface: interface, viewport: .phone, openedAt: opened)
        var random = SplitMix64(seed: seed)
        let targets = Self.targets(in: session.layout) + [session.viewport.safeCenter]
        var clock = opened
        var fingers: [(pointer: Int, at: Point, force: Double?)] = []
        var nextPointer = 1
        var lines: [String] = []
        for _ in 0..<steps {
            switch random.below(16) {
            case 0...5:
                // Frames: one or a few, at 60 or 120 Hz, a little uneven.
                for _ in 0..<(1 + random.below(3)) {
                    clock += (random.below(2) == 0 ? 1.0 / 60 : 1.0 / 120) * (0.9 + 0.2 * random.unit())
                    session.frame(at: clock)
                }
            case 6...11:
                if fingers.isEmpty || (fingers.count < 2 && random.below(5) == 0) {
                    let target = targets[random.below(targets.count)]
                    let at = Point(x: target.x + 40 * (random.unit() - 0.5), y: target.y + 40 * (random.unit() - 0.5))
                    let force: Double? = random.below(3) == 0 ? random.unit() : nil
                    fingers.append((nextPointer, at, force))
                    try session.touch(.began, pointer: nextPointer, at: at, clockTime: clock + 0.002, force: force)
                    nextPointer += 1
                } else {
                    // A move a touch screen reports several times a frame; the page
                    // may get it after the model passed its time.
                    let k = random.below(fingers.count)
                    let step = Vector(dx: 60 * (random.unit() - 0.5), dy: 90 * (random.unit() - 0.5))
                    fingers[k].at = fingers[k].at + step
                    if let force = fingers[k].force { fingers[k].force = Swift.min(1, Swift.max(0, force + 0.3 * (random.unit() - 0.4))) }
                    let late = random.below(4) == 0 ? -0.02 : 0.004 * random.unit()
                    try session.touch(.moved, pointer: fingers[k].pointer, at: fingers[k].at, clockTime: clock + late,
                                      force: fingers[k].force)
                }
            case 12, 13:
                guard !fingers.isEmpty else { continue }
                let finger = fingers.remove(at: random.below(fingers.count))
                try session.touch(random.below(6) == 0 ? .cancelled : .ended, pointer: finger.pointer, at: finger.at,
                                  clockTime: clock + 0.003, force: finger.force)
            case 14:
                try session.appearance(random.below(2) == 0 ? .dark : .light, clockTime: clock)
            default:
                if random.below(2) == 0 {
                    try session.setTimeScale([1, 0.5, 0.25, 0.1][random.below(4)], at: clock)
                } else if !session.kind.tunables.isEmpty {
                    let index = random.below(session.kind.tunables.count)
                    let controls = TuningControl.controls(of: session.kind.tunables[index]).count
                    try session.moveControl(random.below(controls), ofTunable: index, to: random.unit())
                }
            }
            lines.append(session.state.jsonText())
        }
        var coding = SceneCoding()
        coding.code(session.scene)
        lines.append(session.layout.jsonText())
        lines.append(InteractionValue.array(session.events).jsonText())
        lines.append(session.script.jsonValue.jsonText())
        lines.append(session.panel.jsonText())
        lines.append(session.tuningFile.jsonValue.jsonText())
        lines.append(InteractionValue.array(coding.numbers.map { .number($0) }).jsonText())
        lines.append("texts: " + String(decoding: coding.texts.map { $0 == 0 ? UInt8(ascii: "|") : $0 }, as: UTF8.self))
        return lines.joined(separator: "\n") + "\n"
    }

    /// The centres of the frames a layout names, depth first.
    static func targets(in value: InteractionValue) -> [Point] {
        if let x = value["x"]?.number, let y = value["y"]?.number {
            let w = value["width"]?.number ?? 0, h = value["height"]?.number ?? 0
            return [Point(x: x + w / 2, y: y + h / 2)]
        }
        switch value {
        case .object(let fields): return fields.flatMap { targets(in: $0.value) }
        case .array(let elements): return elements.flatMap { targets(in: $0) }
        default: return []
        }
    }
}

/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number
/// generators", 2014): the same numbers from the same seed on every build,
/// in integer arithmetic only.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A whole number in 0..<n (n > 0).
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }

    /// A number in [0, 1) with 53 random bits.
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }
}

/// The transcript of `seed` for the interface named by the `nameLength`
/// input bytes (``PageComparison``); its length, or a failure.
@_cdecl("fluid_compare")
public func fluid_compare(_ nameLength: Int32, _ seed: Double) -> Int32 {
    let name = page.inputText(nameLength)
    guard seed.isFinite, seed >= 0, seed < 0x1p53 else { return page.fail(PageError("a seed is a whole number below 2^53")) }
    do { return page.give(try PageComparison.transcript(interface: name, seed: UInt64(seed))) } catch { return page.fail(error) }
}
