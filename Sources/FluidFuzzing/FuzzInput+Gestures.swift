import FluidGestures
import FluidPhysics

/// The numbers a gesture stream is made of. Coordinates and times are
/// either ordinary (|x| ≤ 1e6 points, times moving forward from `clock`) or
/// anything at all; `isOrdinary` is cleared once anything else is drawn, so
/// a target can demand finite output exactly when the input was ordinary
/// (huge finite coordinates may honestly give infinite distances).
struct GestureStream {
    /// The stream's clock: the latest ordinary timestamp, seconds.
    var clock = 0.0
    /// Whether every number drawn so far was ordinary.
    var isOrdinary = true
    /// Every pointer a touch was drawn for.
    var pointers: Set<PointerID> = []

    /// A coordinate, points.
    mutating func coordinate(_ input: inout FuzzInput) -> Double {
        if input.int(below: 8) != 0 { return input.value(in: -1000 ... 1000) }
        let x = input.double()
        if !(Swift.abs(x) <= 1e6) { isOrdinary = false }
        return x
    }

    /// A point, points.
    mutating func point(_ input: inout FuzzInput) -> Point { Point(x: coordinate(&input), y: coordinate(&input)) }

    /// A timestamp: usually a step of 0–100 ms forward, sometimes a repeat,
    /// a step back or any `Double` at all (which the types must ignore).
    mutating func time(_ input: inout FuzzInput) -> Double {
        switch input.int(below: 16) {
        case 0: return clock                                  // a duplicate time
        case 1: return clock - input.value(in: 0 ... 1)       // backwards
        case 2:
            isOrdinary = false
            return input.double()
        case 3:
            clock += input.value(in: 0 ... 10)                // a long gap
            return clock
        default:
            clock += input.value(in: 0 ... 0.1)
            return clock
        }
    }

    /// A touch event: any of the first four pointers (or any pointer at
    /// all), any phase, kind and force.
    mutating func touch(_ input: inout FuzzInput) -> TouchEvent {
        let pointer = input.int(below: 8) == 0 ? PointerID(rawValue: Int(truncatingIfNeeded: input.double().bitPattern)) : PointerID(rawValue: input.int(below: 4))
        pointers.insert(pointer)
        let phase = input.pick(TouchPhase.allCases)
        let location = point(&input)
        let time = time(&input)
        let kind = input.pick(PointerKind.allCases)
        var force: Double?, maximumForce: Double?
        if input.bool() {
            force = input.bool() ? input.value(in: 0 ... 10) : input.double()
            maximumForce = input.bool() ? input.value(in: 0 ... 10) : input.double()
        }
        return TouchEvent(pointer: pointer, phase: phase, location: location, timestamp: time, kind: kind,
                          force: force, maximumForce: maximumForce)
    }

    /// Checks an output: no NaN ever; no infinity while the input was ordinary.
    func require(finite value: Any, _ what: @autoclosure () -> String) throws(FuzzFinding) {
        if let path = FiniteCheck.firstNonFinite(in: value, allowingInfinity: !isOrdinary) {
            throw FuzzFinding("\(what()): non-finite number at \(path) in \(value)")
        }
    }
}
