import FluidAnimation
import FluidInteractions
import FluidPhysics
import FluidRenderer
import FluidScripting

/// `--compare` offscreen (`--screenshot`, `--movie`): the same gesture
/// script replayed a second time, with the tuning of its `GhostRule` — the
/// `--tuning` file's (or none) with the original rule's choices swapped in —
/// and drawn as a ghost over the real replay, with the rule's label; for an
/// interface without an original rule, only the note that says so.
@MainActor
struct GhostReplay {
    /// What the label says.
    let label: String
    /// The ghost's replay, stepped through the movie's times; nil without a rule.
    private var playhead: ReplayPlayhead?

    /// The ghost of `script` played with `tuning` (nil: untuned).
    ///
    /// - Throws: `PlaygroundFailure` (exit status 2) when the tuning is for
    ///   another interface or the script does not replay.
    init(_ script: GestureScript, tuning: TuningFile?, motion: MotionPreference = .full) throws(PlaygroundFailure) {
        guard let replay = try Self.replay(script, tuning: tuning, motion: motion) else {
            label = "\(script.interface): no original rule to compare with"
            playhead = nil
            return
        }
        label = replay.rule.label
        do {
            playhead = try ReplayPlayhead(replay.replay)
        } catch {
            throw PlaygroundFailure(message: "\(script.interface): \(error)", status: 2)
        }
    }

    /// The replay of `script` the ghost plays and its rule; nil when the
    /// interface has no original rule.
    ///
    /// - Throws: `PlaygroundFailure` (exit status 2) when the tuning is for another interface.
    static func replay(_ script: GestureScript, tuning: TuningFile?,
                       motion: MotionPreference = .full) throws(PlaygroundFailure) -> (replay: ScriptReplay, rule: GhostRule)? {
        var replay = try tunedReplay(script, tuning: tuning, motion: motion)
        guard let type = Playground.interfaces.kind(named: script.interface),
              let rule = GhostRule.comparing(type, tuned: replay.tuning) else { return nil }
        replay.tuning = rule.tuning
        return (replay, rule)
    }

    /// When the ghost's replay ends (where it settles, or the script's own
    /// `until`), seconds; nil without a rule.
    ///
    /// - Throws: `PlaygroundFailure` (exit status 2) when it does not replay.
    static func endTime(_ script: GestureScript, tuning: TuningFile?, motion: MotionPreference = .full) throws(PlaygroundFailure) -> Double? {
        guard let ghost = try replay(script, tuning: tuning, motion: motion) else { return nil }
        do {
            return try ghost.replay.run().endTime
        } catch {
            throw PlaygroundFailure(message: "\(script.interface): \(error)", status: 2)
        }
    }

    /// The ghost model at `time` seconds of the script (times only move
    /// forward, as a movie's frames do); nil without a rule.
    ///
    /// - Throws: `ScriptError` as `ReplayPlayhead.advance(to:)` does.
    mutating func model(at time: Double) throws(ScriptError) -> (AnyInteraction)? {
        try playhead?.advance(to: time)
    }

    /// Draws the ghost at `time` seconds over `real` (the real replay's
    /// model at that time) on `canvas`, which shows the script's whole
    /// viewport, then the label at the top left of its safe area.
    ///
    /// - Throws: `ScriptError` as `model(at:)` does.
    mutating func draw(at time: Double, over real: AnyInteraction, on canvas: CairoCanvas) throws(ScriptError) {
        Self.draw(try model(at: time), label: label, over: real, on: canvas)
    }

    /// Draws `ghost` (if any) over `real` on `canvas`, which shows `real`'s
    /// whole viewport, then `label` at the top left of its safe area.
    static func draw(_ ghost: (AnyInteraction)?, label: String, over real: AnyInteraction, on canvas: CairoCanvas) {
        let viewport = real.viewport
        let renderer = GhostRenderer()
        if let ghost {
            renderer.draw(ghost.scene, over: real.scene, viewport: Size(width: viewport.width, height: viewport.height),
                          in: viewport.bounds, on: canvas)
        }
        renderer.drawLabel(label, in: viewport.safeBounds, on: canvas)
    }
}

/// `--screenshot --compare`: the ghost of `options`' script at its `--at`
/// time (or, with `--interface` alone, of the untouched interface), ready to
/// draw over the screenshot's `real` model.
///
/// - Throws: `PlaygroundFailure` (exit status 2) for an unreadable script, a
///   tuning for another interface, or a script that does not replay.
@MainActor
func screenshotGhost(_ options: PlaygroundOptions, real: AnyInteraction) throws(PlaygroundFailure) -> (model: (AnyInteraction)?, label: String) {
    if let path = options.script, let at = options.at {
        var ghost = try GhostReplay(try loadScript(path), tuning: options.tuningFile, motion: options.motionPreference)
        do {
            return (try ghost.model(at: at), ghost.label)
        } catch {
            throw PlaygroundFailure(message: "\(path): \(error)", status: 2)
        }
    }
    guard let untouched = Ghost(comparing: real) else {
        return (nil, "\(real.kind.interfaceName): no original rule to compare with")
    }
    return (untouched.model, untouched.rule.label)
}
