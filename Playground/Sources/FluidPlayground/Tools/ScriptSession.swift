import FluidAnimation
import FluidScripting
import FluidGestures
import FluidInteractions
import FluidPhysics

/// Recording and replay wired to the open interface: with `--record`, a
/// `ScriptRecorder` per opened interface collects the touches handed to its
/// model and is written out when the interface closes or the playground
/// quits; with `--replay`, a `ScriptPlayer` plays the script into the
/// interface as the interface's time reaches each event.
struct ScriptSession {
    /// `--record FILE`.
    private let recordPath: String?
    private var recorder: ScriptRecorder?
    private var player: ScriptPlayer?

    /// A session that records into `recordPath`, if given.
    init(recordPath: String?) {
        self.recordPath = recordPath
    }

    /// What `--record` has recorded in the open interface so far, as a
    /// script (a finger still down cancelled at the last time); nil when nothing.
    var recording: GestureScript? {
        guard let r = recorder, !r.events.isEmpty else { return nil }
        return r.script
    }

    /// Whether a replay still has events to play.
    var isPlaying: Bool { player.map { !$0.isFinished } == true }

    /// An interface opened: its recording starts (with `--record`).
    mutating func interfaceOpened(_ name: String, viewport: Viewport) {
        if recordPath != nil { recorder = ScriptRecorder(interface: name, viewport: viewport) }
    }

    /// Plays `script` into the open interface from now on.
    mutating func play(_ script: GestureScript) {
        player = ScriptPlayer(script: script)
    }

    /// A touch the model was handed, in the model's time.
    mutating func record(_ touch: TouchEvent) {
        recorder?.record(touch)
    }

    /// The model carried out the action `name` at `time` (model time).
    mutating func record(action name: String, at time: Double) {
        recorder?.record(action: name, at: time)
    }

    /// The model took `preference` at `time` (model time).
    mutating func record(_ preference: MotionPreference, at time: Double) {
        recorder?.record(preference, at: time)
    }

    /// Writes the recording of the open interface, if any touches were
    /// recorded; a failure is reported on stderr.
    func save() {
        guard let path = recordPath, let r = recorder, !r.events.isEmpty else { return }
        do {
            try writeTextFile(r.text, to: path)
        } catch {
            printError(error.message)
        }
    }

    /// The interface began closing: its recording is written and ends, and
    /// so does the replay.
    mutating func interfaceClosing() {
        save()
        recorder = nil
        player = nil
    }

    /// Hands `model` the replayed events due by `time` (model time, seconds).
    ///
    /// - Returns: where the last replayed touch was, points; nil when no
    ///   touch was due.
    mutating func replay(into model: inout AnyInteraction, upTo time: Double) -> Point? {
        guard var script = player else { return nil }
        var location: Point?
        for event in script.due(at: time) {
            switch event {
            case .touch(let touch):
                model.handle(touch.touchEvent)
                location = Point(x: touch.x, y: touch.y)
            case .system(let time, let appearance):
                model.handle(.appearance(appearance), at: time)
            case .motion(let time, let preference):
                model.handle(.motion(preference), at: time)
            case .action(let time, let name):
                // Checked against the model's actions when the script was loaded.
                try? model.perform(name, at: time)
            case .tuning(let time, let values):
                // Checked against the model's tunables when the script was loaded.
                model.advance(to: time)
                if let tuning = try? TuningFile.tuning(values: values, of: model.kind, path: "") { try? model.retune(tuning) }
            }
        }
        player = script
        return location
    }
}
