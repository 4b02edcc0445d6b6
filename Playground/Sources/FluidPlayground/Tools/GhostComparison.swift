import FluidAnimation
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidRenderer
import FluidScripting

/// The rule a ghost plays (key C, `--compare`), for an interface with an
/// `InteractionModel.originalRule`: the tuning in force with the original
/// rule's choices put in — or, when the tuning in force already *is* the
/// original rule, with those choices back at our defaults, so the ghost
/// always shows the other rule — and the label that says which.
struct GhostRule: Hashable, Sendable {
    /// The ghost's whole tuning: the real one with the compared choices changed.
    var tuning: Tuning
    /// Whether the ghost plays the original rule (false: ours, the real
    /// model being tuned to the original).
    var isOriginal: Bool
    /// "original rule: method = perAxisProjection", or "our rule: …".
    var label: String

    /// The rule to compare `type`, tuned with `current`, with; nil when the
    /// interface has no original rule (or its rule names a tunable it does not have).
    static func comparing(_ type: InteractionKind, tuned current: Tuning) -> GhostRule? {
        guard let rule = type.originalRule, !rule.isEmpty else { return nil }
        var tunables: [Tunable] = []
        for name in rule.values.keys.sorted() {
            guard let tunable = type.tunables.first(where: { $0.name == name }) else { return nil }
            tunables.append(tunable)
        }
        let originalInForce = tunables.allSatisfy { current.value($0) == rule.value($0) }
        var tuning = current
        for tunable in tunables {
            if originalInForce {
                tuning.reset(tunable)
            } else {
                do { try tuning.set(tunable, to: rule.value(tunable)) } catch { return nil }
            }
        }
        let values = tunables.map { "\($0.name) = \(shown(tuning.value($0)))" }.joined(separator: ", ")
        return GhostRule(tuning: tuning, isOriginal: !originalInForce,
                         label: (originalInForce ? "our rule: " : "original rule: ") + values)
    }

    /// A tuned value as the label writes it: a choice by its name, a number
    /// with up to 3 decimals, a spring as its response (s) and damping ratio.
    static func shown(_ value: TunedValue) -> String {
        switch value {
        case .choice(let name): return name
        case .number(let x): return HUDRenderer.format(x, decimals: 3)
        case .spring(let response, let ratio):
            return "response \(HUDRenderer.format(response, decimals: 2)) s, ζ \(HUDRenderer.format(ratio, decimals: 2))"
        }
    }
}

/// The ghost of an interface: a second model of the same type, begun as a
/// copy of the real one (same viewport, same state — models are values) and
/// retuned with its `GhostRule`, then handed every touch and system event
/// the real model gets and advanced to the real model's time, so the two
/// part exactly where the rules decide differently. Its events are dropped:
/// only the real model's reach the HUD.
struct Ghost {
    /// The ghost model now.
    private(set) var model: AnyInteraction
    /// The rule it plays, for the real model's tuning as last followed.
    private(set) var rule: GhostRule
    /// The real model's tuning when the ghost last followed it.
    private var followedTuning: Tuning

    /// The ghost of `real` from where it is now; nil when its interface has
    /// no original rule to compare with.
    init?(comparing real: AnyInteraction) {
        guard let rule = GhostRule.comparing(real.kind, tuned: real.tuning) else { return nil }
        var model = real
        do { try model.retune(rule.tuning) } catch { return nil }
        model.removeAllEvents()
        self.model = model
        self.rule = rule
        followedTuning = real.tuning
    }

    /// Hands the ghost a touch (model time), as the real model got it.
    mutating func handle(_ touch: TouchEvent) {
        model.handle(touch)
    }

    /// Hands the ghost a system event at `time` (model time, seconds).
    mutating func handle(_ event: SystemEvent, at time: Double) {
        model.handle(event, at: time)
    }

    /// Has the ghost carry out the action `name` at `time` (model time,
    /// seconds), as the real model did.
    mutating func perform(_ name: String, at time: Double) {
        try? model.perform(name, at: time)
    }

    /// Keeps up with `real`: takes up its tuning (with the compared rule
    /// swapped) when it changed — mid-motion, as the real model does —
    /// advances to its time (seconds), and forgets the ghost's events.
    mutating func follow(_ real: AnyInteraction) {
        if real.tuning != followedTuning, let retuned = GhostRule.comparing(model.kind, tuned: real.tuning) {
            do {
                try model.retune(retuned.tuning)
                rule = retuned
            } catch {
                // A tuning the real model took is valid here too; keep the old one if not.
            }
        }
        followedTuning = real.tuning
        model.advance(to: real.time)
        model.removeAllEvents()
    }
}

/// Key C in the window: compares the open interface with its original rule
/// by drawing a ghost (`Ghost`) over it — the real model's copy playing the
/// other rule, fed the same touches after the same routing and advanced to
/// the same model time each frame — with a label naming the rule; for an
/// interface without an original rule, only a short note.
///
/// The ghost is (re)made from the real model at the first frame after C,
/// after an interface opens, and after a card that began closing turns
/// back (the closing cancels the real model's touches and then restores
/// it); a `--replay` script goes on into the ghost from where the real
/// model is.
@MainActor
struct GhostComparison {
    /// Whether C has turned the comparison on.
    private(set) var isOn = false
    /// The ghost of the open interface, while on and it has an original rule.
    private(set) var ghost: Ghost?
    /// The open interface's name, while on.
    private var interface: String?
    /// The driver of the interface the ghost follows (its identity).
    private var following: ObjectIdentifier?
    /// The `--replay` script and the driver of the interface it plays into.
    private var replay: (driver: ObjectIdentifier, script: GestureScript)?
    /// The ghost's own player of that script.
    private var player: ScriptPlayer?

    /// Off.
    init() {}

    /// C: turns the comparison on or off; the ghost is made at the next
    /// `follow(_:)`, after the frame's touches.
    mutating func toggle() {
        isOn.toggle()
        ghost = nil
        following = nil
        player = nil
        interface = nil
    }

    /// `script` plays (`--replay`) into `presentation`'s model: the ghost
    /// gets its events too, from where the real model is when it is made.
    mutating func play(_ script: GestureScript, in presentation: Presentation?) {
        replay = presentation.map { (ObjectIdentifier($0.driver), script) }
    }

    /// A touch the open interface's model was handed (model time).
    mutating func deliver(_ touch: TouchEvent) {
        ghost?.handle(touch)
    }

    /// An action the open interface's model carried out (model time).
    mutating func perform(_ name: String, at time: Double) {
        ghost?.perform(name, at: time)
    }

    /// Once a frame, after the frame clock advanced the open interface's
    /// model: makes the ghost when it is due, hands it the replayed events
    /// the real model got, and follows the real model's tuning and time.
    mutating func follow(_ presentation: Presentation?) {
        if let r = replay, presentation.map({ ObjectIdentifier($0.driver) != r.driver || $0.closing }) ?? true {
            replay = nil
        }
        guard isOn, let p = presentation, !p.closing else {
            ghost = nil
            following = nil
            player = nil
            interface = nil
            return
        }
        let id = ObjectIdentifier(p.driver)
        if following != id || (ghost.map { $0.model.time > p.model.time } ?? false) {
            following = id
            interface = p.name
            ghost = Ghost(comparing: p.model)
            player = nil
            if let r = replay, r.driver == id {
                // The real model has had every event up to its time.
                var skipped = ScriptPlayer(script: r.script)
                _ = skipped.due(at: p.model.time)
                player = skipped
            }
        }
        guard var g = ghost else { return }
        if var script = player {
            for event in script.due(at: p.model.time) {
                switch event {
                case .touch(let touch): g.handle(touch.touchEvent)
                case .system(let time, let appearance): g.handle(.appearance(appearance), at: time)
                case .motion(let time, let preference): g.handle(.motion(preference), at: time)
                case .action(let time, let name): g.perform(name, at: time)
                // The ghost takes the real model's tuning (`follow` below).
                case .tuning: break
                }
            }
            player = script
        }
        g.follow(p.model)
        ghost = g
    }

    /// Whether the ghost still moves (the window must keep drawing frames).
    var isMoving: Bool { ghost.map { !$0.model.isSettled } ?? false }

    /// What the label says: the ghost's rule, or that the open interface
    /// has none to compare with; nil when off or nothing is open.
    var label: String? {
        guard isOn, let interface else { return nil }
        return ghost?.rule.label ?? "\(interface): no original rule to compare with"
    }

    /// Draws the ghost over the open card `p` in `viewport` — only its layers
    /// that differ from `shown`, the model the card is drawn from (the live
    /// one, or its touch prediction) — and the label at the top left of the
    /// safe area, when on and the card is fully open.
    func draw(over p: Presentation, in viewport: Viewport, shown: AnyInteraction, with renderer: GhostRenderer = GhostRenderer(),
              on canvas: CairoCanvas) {
        guard p.isOpen, let label else { return }
        if let ghost {
            renderer.draw(ghost.model.scene, over: shown.scene, viewport: Size(width: viewport.width, height: viewport.height),
                          in: p.cardFrame, on: canvas)
        }
        renderer.drawLabel(label, in: viewport.safeBounds, on: canvas)
    }
}
