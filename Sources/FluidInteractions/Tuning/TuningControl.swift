import FluidPhysics
import RealModule

/// One control of a tuning panel, as a value: what a designer moves to
/// tune a ``Tunable`` — the playground's panel and the web page's both
/// draw these and leave the arithmetic to them.
///
/// A number has one slider; a choice one segment per choice; a spring four
/// sliders kept in sync — its response and damping ratio, and the same
/// spring as duration and bounce (response = duration, seconds; ζ ↔ bounce
/// by `Spring.Parameter.twinValue(_:)`). Response and duration slide on a
/// logarithmic track (a tenth of a second moves as far at 0.1 s as a whole
/// second at 1 s); numbers, damping ratios and bounces on a linear one.
/// Values land on a grid — 0.01 for a spring's numbers, 1, 2 or 5 times a
/// power of ten near a 200th of the range for a number — so a tuning file
/// holds short decimals.
public enum TuningControl: Hashable, Sendable {
    /// The slider of a number tunable.
    case number
    /// One of a spring tunable's four sliders.
    case spring(Spring.Parameter)
    /// The segment of a choice tunable's choice at this index.
    case choice(Int)

    /// A spring's four sliders in a panel's order: response and damping
    /// ratio, then their twins duration and bounce.
    public static let springParameters: [Spring.Parameter] = [.response, .dampingRatio, .duration, .bounce]

    /// The controls a panel shows for `tunable`, in order.
    public static func controls(of tunable: Tunable) -> [TuningControl] {
        switch tunable.kind {
        case .number: return [.number]
        case .spring: return springParameters.map { .spring($0) }
        case .choice(_, let choices): return choices.indices.map { .choice($0) }
        }
    }

    /// The slider's range for `tunable` (nil for a segment): the number's
    /// range; a spring's responses (seconds) for response and duration, its
    /// damping ratios, and the bounces of those damping ratios.
    public func range(for tunable: Tunable) -> ClosedRange<Double>? {
        switch (self, tunable.kind) {
        case (.number, .number(_, let range)): return range
        case (.spring(let part), .spring):
            switch part {
            case .response, .duration: return tunable.responses
            case .dampingRatio: return tunable.dampingRatios
            case .bounce:
                let bounce = Spring.Parameter.dampingRatio.twinValue
                return bounce(tunable.dampingRatios.upperBound)...bounce(tunable.dampingRatios.lowerBound)
            }
        default: return nil
        }
    }

    /// The number this slider shows for `value` (nil for a segment or a
    /// value of another kind): a spring's bounce to nine decimals.
    public func number(of value: TunedValue) -> Double? {
        switch (self, value) {
        case (.number, .number(let number)): return number
        case (.spring(let part), .spring(let response, let ratio)):
            switch part {
            case .response, .duration: return response
            case .dampingRatio: return ratio
            case .bounce: return (Spring.Parameter.dampingRatio.twinValue(ratio) * 1e9).rounded() / 1e9
            }
        default: return nil
        }
    }

    /// Where `value` sits on this control's track for `tunable`, 0…1; a
    /// segment is 1 when its choice is the value and 0 otherwise.
    public func fraction(of value: TunedValue, for tunable: Tunable) -> Double {
        if case .choice(let index) = self {
            guard case .choice(_, let choices) = tunable.kind, case .choice(let name) = value,
                  choices.indices.contains(index) else { return 0 }
            return choices[index] == name ? 1 : 0
        }
        guard let range = range(for: tunable), let number = number(of: value) else { return 0 }
        let low = range.lowerBound, high = range.upperBound
        guard high > low else { return 0 }
        if isLogarithmic, low > 0 {
            return Swift.min(1, Swift.max(0, Double.log(Swift.max(number, low) / low) / Double.log(high / low)))
        }
        return Swift.min(1, Swift.max(0, (number - low) / (high - low)))
    }

    /// The value `tunable` takes when this control is moved to `fraction`
    /// (0…1, clamped) from `current`: a spring keeps its other pair's
    /// property (moving the bounce keeps the response), a segment selects
    /// its choice whatever the fraction. Nil when the control is not one
    /// of the tunable's.
    public func value(at fraction: Double, for tunable: Tunable, from current: TunedValue) -> TunedValue? {
        let f = fraction.isFinite ? Swift.min(1, Swift.max(0, fraction)) : 0
        switch (self, tunable.kind) {
        case (.choice(let index), .choice(_, let choices)):
            return choices.indices.contains(index) ? .choice(choices[index]) : nil
        case (.number, .number(_, let range)):
            let span = range.upperBound - range.lowerBound
            let value = Self.rounded(range.lowerBound + f * span, step: Self.step(for: span / 200))
            return .number(Swift.min(range.upperBound, Swift.max(range.lowerBound, value)))
        case (.spring(let part), .spring):
            guard let range = range(for: tunable), case .spring(let response, let ratio) = current else { return nil }
            let raw = isLogarithmic && range.lowerBound > 0
                ? range.lowerBound * Double.exp(f * Double.log(range.upperBound / range.lowerBound))
                : range.lowerBound + f * (range.upperBound - range.lowerBound)
            let new = Swift.min(range.upperBound, Swift.max(range.lowerBound, Self.rounded(raw, step: 0.01)))
            switch part {
            case .response, .duration: return .spring(response: new, dampingRatio: ratio)
            case .dampingRatio: return .spring(response: response, dampingRatio: new)
            case .bounce:
                // The bounce's twin, kept inside the damping ratios (1 − 0.9 is
                // 0.09999999999999998, just below a range that starts at 0.1).
                let ratio = Spring.Parameter.bounce.twinValue(new)
                return .spring(response: response, dampingRatio: Swift.min(tunable.dampingRatios.upperBound,
                                                                            Swift.max(tunable.dampingRatios.lowerBound, ratio)))
            }
        default:
            return nil
        }
    }

    /// What a panel writes beside this control for `tunable`: a number's
    /// name, a spring's part (`response`, `damping`, `duration`, `bounce`),
    /// a choice's name.
    public func label(for tunable: Tunable) -> String {
        switch self {
        case .number: return tunable.name
        case .spring(let part):
            switch part {
            case .response: return "response"
            case .dampingRatio: return "damping"
            case .duration: return "duration"
            case .bounce: return "bounce"
            }
        case .choice(let index):
            guard case .choice(_, let choices) = tunable.kind, choices.indices.contains(index) else { return "" }
            return choices[index]
        }
    }

    /// This control's number for `value` as a panel shows it (empty for a
    /// segment): about three significant digits — no decimals from 100, one
    /// from 10, two from 1 (and for 0), three below — and the unit, seconds
    /// for a spring's response and duration, the tunable's own for a number:
    /// `0.45 s`, `12.5 pt`, `0.300`.
    public func text(of value: TunedValue, for tunable: Tunable) -> String {
        guard let number = number(of: value) else { return "" }
        guard number.isFinite else { return "–" }
        let magnitude = Swift.abs(number)
        let places = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : magnitude >= 1 || magnitude == 0 ? 2 : 3
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let units = (magnitude * scale).rounded()
        guard units < 9e15 else { return number < 0 ? "-huge" : "huge" }
        let whole = UInt64(units) / UInt64(scale), fraction = UInt64(units) % UInt64(scale)
        var text = (number < 0 && units != 0 ? "-" : "") + String(whole)
        if places > 0 {
            let digits = String(fraction)
            text += "." + String(repeating: "0", count: places - digits.count) + digits
        }
        let unit: String
        switch self {
        case .spring(.response), .spring(.duration): unit = "s"
        case .spring: unit = ""
        default: unit = tunable.unit
        }
        return unit.isEmpty ? text : text + " " + unit
    }

    private var isLogarithmic: Bool {
        if case .spring(let part) = self { return part == .response || part == .duration }
        return false
    }

    /// 1, 2 or 5 times a power of ten, at least `size`.
    static func step(for size: Double) -> Double {
        guard size > 0, size.isFinite else { return 1 }
        let power = Double.pow(10, Double.log10(size).rounded(.down))
        for factor in [1.0, 2, 5, 10] where factor * power >= size { return factor * power }
        return 10 * power
    }

    /// `value` on a grid of `step`, with the grid's decimals exactly.
    static func rounded(_ value: Double, step: Double) -> Double {
        let units = (value / step).rounded()
        // Divide by the inverse when it is whole, so 0.01 steps give 0.3, not 0.30000000000000004.
        let inverse = (1 / step).rounded()
        return Swift.abs(inverse * step - 1) < 1e-12 ? units / inverse : units * step
    }
}
