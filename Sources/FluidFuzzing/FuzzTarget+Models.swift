import FluidAnimation
import FluidGestures
import FluidInteractions
import FluidPhysics

extension FuzzTarget {
    /// Every interaction model of the catalogue, in a viewport from the
    /// input, with arbitrary touch streams, appearance changes and time
    /// steps: state, layout, scene and events never hold NaN (nor infinity
    /// while the input is ordinary), and once every finger lifts the model
    /// settles in bounded time.
    static let models = FuzzTarget(
        name: "models",
        summary: "every InteractionModel with arbitrary touches, appearance events and time (finite, settles)"
    ) { (input: inout FuzzInput) throws(FuzzFinding) in
        let type = input.pick(InteractionCatalog.all)
        var viewport = Viewport.phone
        if input.bool() {
            let safe = Viewport.SafeArea(top: input.double(), left: input.double(), bottom: input.double(), right: input.double())
            do { viewport = try Viewport.validated(width: input.double(), height: input.double(), safeArea: safe) } catch { return }
        }
        var model = type.make(viewport: viewport)
        try exercise(&model, &input)
    }

    /// Drives `model` with arbitrary touches, appearance and motion
    /// preference changes, actions and time
    /// steps from `input`, checking that state, layout, scene and events stay
    /// finite and that the model settles once every finger lifts (the
    /// `models` target, and the `tuning` target on tuned models).
    @MainActor
    static func exercise(_ model: inout AnyInteraction, _ input: inout FuzzInput) throws(FuzzFinding) {
        let name = model.kind.interfaceName
        var stream = GestureStream()
        var t = 0.0
        for step in 0 ..< 1 + input.int(below: 96) {
            if input.isExhausted && step > 0 { break }
            switch input.int(below: 10) {
            case 0:
                // A system event (the appearance, the motion preference) or
                // an action, mid-gesture as often as not.
                switch input.int(below: 3) {
                case 0: model.handle(.appearance(input.pick(SystemEvent.Appearance.allCases)), at: stream.clock)
                case 1: model.handle(.motion(input.pick(MotionPreference.allCases)), at: stream.clock)
                default:
                    let actions = model.kind.actions
                    if !actions.isEmpty { try? model.perform(input.pick(actions).name, at: stream.clock) }
                }
            case 1, 2:
                t = Swift.max(t, stream.clock) + input.value(in: 0 ... 0.05)
                model.advance(to: t)
            default:
                model.handle(stream.touch(&input))
            }
            trace?("step \(step) t \(model.time): \(model.state)")
            if input.int(below: 4) == 0 { model.removeAllEvents() }
            try stream.require(finite: model.state, "\(name) state after step \(step)")
            try stream.require(finite: model.layout, "\(name) layout after step \(step)")
            // The scene is the costliest to walk: every fourth step, and at the end.
            if step % 4 == 0 { try stream.require(finite: model.scene, "\(name) scene after step \(step)") }
            try stream.require(finite: model.events, "\(name) events after step \(step)")
        }
        // Lift every finger the stream can have used, then let time run.
        var end = Swift.max(t, stream.clock, model.time)
        // The spring tuner loops by design and is never settled (documented).
        // Beyond ~1e12 s a Double cannot tell times 0.5 s apart: no time
        // can pass there, so settling cannot be asked for.
        if end.isFinite && end.ulp < 1e-3 && name != SpringTuner.interfaceName {
            for pointer in stream.pointers {
                end += 0.001
                model.handle(TouchEvent(pointer: pointer, phase: .cancelled, location: Point(x: 0, y: 0), timestamp: end))
            }
            var waited = 0
            while !model.isSettled && waited < 120 {
                end += 0.5
                model.advance(to: end)
                waited += 1
            }
            try fuzzCheck(model.isSettled, "\(name) not settled 60 s after every finger lifted: \(model.state)")
        }
        try stream.require(finite: model.state, "\(name) final state")
        try stream.require(finite: model.scene, "\(name) final scene")
    }
}
