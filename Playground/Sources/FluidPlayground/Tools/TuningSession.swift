import FluidAnimation
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidRenderer
import FluidScripting

/// The window's tunings: one per interface (from `--tuning` at first), the
/// panel that edits the open interface's (key T), reset (R) and saving (E).
/// A finger on the panel moves its controls and never reaches the model.
/// The panel slides in from the bottom and back out (an `AnimatedValue` on
/// the window's `AnimationRuntime`); while it leaves it is drawn but takes
/// no touch.
@MainActor
struct TuningSession {
    /// The tuning of each interface tuned so far, by name.
    private(set) var tunings: [String: Tuning] = [:]
    /// The panel while it is shown.
    private(set) var panel: TuningPanel?
    /// What the last save wrote (or why it failed), shown in the panel's key line.
    private(set) var note: String?
    private var panelPointer: PointerID?
    /// Further fingers that came down on the panel while one holds it:
    /// theirs until they lift, so none reaches the interface.
    private var swallowed: Set<PointerID> = []
    private let directory: String
    /// The runtime the panel slides on (the window's).
    let runtime: AnimationRuntime
    /// How far the panel has slid in, 0 (hidden below the area) … 1 (shown).
    private(set) var slide = AnimatedValue(0.0, spring: PlaygroundChrome.spring, threshold: .opacity)
    /// The panel on its way out, drawn until it has slid away.
    private(set) var leaving: TuningPanel?

    /// Tunings seeded from `file`; E saves into `directory`; the panel
    /// slides on `runtime` (a runtime no clock ticks, by default: the
    /// panel then stays where it started).
    init(file: TuningFile?, directory: String, runtime: AnimationRuntime = AnimationRuntime(startTime: 0)) {
        self.runtime = runtime
        if let file { tunings[file.interface] = file.tuning }
        self.directory = directory
    }

    /// The tuning to open `interface` with.
    func tuning(for interface: String) -> Tuning { tunings[interface] ?? Tuning() }

    var isShown: Bool { panel != nil }

    /// Shows the panel for `interface` over `area`, or hides it.
    mutating func toggle(interface: String?, tunables: [Tunable], area: Rect) {
        note = nil
        guard panel == nil, let interface else {
            hide()
            return
        }
        panel = TuningPanel(tunables: tunables, tuning: tuning(for: interface), in: area)
        leaving = nil
        slide.animate(to: 1, on: runtime)
    }

    /// Hides the panel (the interface closed).
    mutating func hide() {
        if let panel { leaving = panel }
        panel = nil
        panelPointer = nil
        swallowed.removeAll()
        slide.animate(to: 0, on: runtime)
    }

    /// How far the panel has slid in now, 0…1.
    var slid: Double { slide.value(on: runtime) }

    mutating func layOut(in area: Rect) {
        panel?.layOut(in: area)
        leaving?.layOut(in: area)
        // Gone once it has slid away.
        if leaving != nil, slid <= 0, !slide.isAnimating(on: runtime) { leaving = nil }
    }

    /// Moves the panel's rows to host time `now` (a frame).
    mutating func advance(to now: Double) { panel?.advance(to: now) }

    /// Every tunable of `interface` back to its default; the new tuning
    /// when anything changed.
    mutating func reset(_ interface: String) -> Tuning? {
        guard tunings[interface].map({ !$0.isEmpty }) == true else { return nil }
        tunings[interface] = nil
        _ = panel?.reset()
        return Tuning()
    }

    /// Takes `touch` when it belongs to the panel (began on it, or moves
    /// the finger that did). Returns nil when the touch is not the panel's,
    /// else the panel's new tuning for `interface` if it changed (or the
    /// old one).
    mutating func take(_ touch: TouchEvent, interface: String) -> (taken: Bool, changed: Tuning?) {
        guard var p = panel else { return (false, nil) }
        if swallowed.contains(touch.pointer) {
            if touch.phase == .ended || touch.phase == .cancelled { swallowed.remove(touch.pointer) }
            return (true, nil)
        }
        var changed = false
        switch touch.phase {
        case .began:
            guard p.contains(touch.location) else { return (false, nil) }
            guard panelPointer == nil else {
                swallowed.insert(touch.pointer)
                return (true, nil)
            }
            panelPointer = touch.pointer
            changed = p.press(at: touch.location, time: touch.timestamp)
        case .moved, .stationary:
            guard panelPointer == touch.pointer else { return (false, nil) }
            changed = p.drag(to: touch.location, time: touch.timestamp)
        case .ended, .cancelled:
            guard panelPointer == touch.pointer else { return (false, nil) }
            changed = p.drag(to: touch.location, time: touch.timestamp)
            p.release(at: touch.timestamp, cancelled: touch.phase == .cancelled)
            panelPointer = nil
        }
        panel = p
        guard changed else { return (true, nil) }
        tunings[interface] = p.tuning.isEmpty ? nil : p.tuning
        note = nil
        return (true, p.tuning)
    }

    /// Saves `interface`'s tuning and code; the note says where (or why not).
    mutating func save(_ interface: String, tunables: [Tunable]) {
        do {
            let paths = try TuningExport.save(TuningFile(interface: interface, tuning: tuning(for: interface)),
                                              tunables: tunables, in: directory)
            note = "saved \(paths.tuning) and \(paths.code)"
        } catch {
            note = error.message
        }
    }
}
