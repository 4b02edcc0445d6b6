import FluidGestures
import FluidPhysics

extension FuzzTarget {
    /// Every recognizer, configured from the input, fed arbitrary touch
    /// streams (any order, duplicates, NaN and huge coordinates, unknown
    /// pointers, ended-without-began, many pointers), `advance(to:)` at any
    /// time and `cancel()`: no NaN in any state or event, finite while the
    /// input is ordinary, and idle after `cancel()`.
    static let recognizers = FuzzTarget(
        name: "recognizers",
        summary: "every GestureRecognizer with arbitrary touch streams, advances and cancels"
    ) { (input: inout FuzzInput) throws(FuzzFinding) in
        switch input.int(below: 7) {
        case 0:
            try drive(InstantPanRecognizer(maximumSpeed: input.bool() ? input.value(in: 0 ... 1e5) : nil), &input)
        case 1:
            try drive(TapRecognizer(movementSlop: input.value(in: 0 ... 100), maximumDuration: input.value(in: 0 ... 2),
                                    requiredTapCount: 1 + input.int(below: 3), maximumTapInterval: input.value(in: 0 ... 1),
                                    maximumTapDistance: input.value(in: 0 ... 100)), &input)
        case 2:
            try drive(LongPressRecognizer(minimumDuration: input.value(in: 0 ... 2), allowableMovement: input.value(in: 0 ... 100)), &input)
        case 3:
            let thresholds = ForcePressRecognizer.Thresholds(reset: input.double(), activation: input.double(), confirmation: input.double())
            try fuzzCheck(0 <= thresholds.reset && thresholds.reset <= thresholds.confirmation
                          && thresholds.confirmation < thresholds.activation && thresholds.activation <= 1,
                          "thresholds out of order: \(thresholds)")
            try drive(ForcePressRecognizer(thresholds: thresholds, syntheticRampDuration: input.value(in: 0 ... 3),
                                           confirmsOnRelease: input.bool()), &input)
        case 4:
            try drive(ScrollVersusTapRecognizer(axes: input.pick([.vertical, .horizontal, .both]),
                                                scrollSlop: input.value(in: 0 ... 50), tapSlop: input.value(in: 0 ... 50),
                                                isContentMoving: input.bool()), &input)
        case 5:
            try drive(TransformRecognizer(minimumSpan: input.value(in: 0 ... 100)), &input)
        default:
            let bounds = Rect(x: input.value(in: -500 ... 500), y: input.value(in: -500 ... 500),
                              width: input.value(in: 0 ... 500), height: input.value(in: 0 ... 500))
            try drive(ControlTracker(bounds: bounds, hitExpansion: input.value(in: 0 ... 50), trackingExpansion: input.value(in: 0 ... 100)), &input)
        }
    }

    /// Feeds `recognizer` the stream the input describes, checking every
    /// state and event on the way.
    static func drive<R: GestureRecognizer>(_ recognizer: R, _ input: inout FuzzInput) throws(FuzzFinding) {
        var recognizer = recognizer
        var stream = GestureStream()
        let idle = recognizer.state
        for step in 0 ..< 1 + input.int(below: 96) {
            if input.isExhausted && step > 0 { break }
            let events: GestureEvents<R.Event>
            let what: String
            switch input.int(below: 12) {
            case 0:
                let t = stream.time(&input)
                events = recognizer.advance(to: t)
                what = "advance(to: \(t))"
            case 1:
                events = recognizer.cancel()
                what = "cancel()"
                try fuzzCheck(recognizer.state == idle, "\(R.self) not idle after cancel(): \(recognizer.state)")
            default:
                let touch = stream.touch(&input)
                events = recognizer.handle(touch)
                what = "handle(\(touch))"
            }
            for event in events { try stream.require(finite: event, "\(R.self) event after \(what)") }
            try stream.require(finite: recognizer.state, "\(R.self) state after \(what)")
        }
    }
}
