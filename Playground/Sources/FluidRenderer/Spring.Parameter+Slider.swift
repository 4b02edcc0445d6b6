import Glibc
import FluidInteractions
import FluidPhysics

/// A spring parameter on a slider of the tuning panel (`TuningPanel`).
extension Spring.Parameter {
    /// The part's slider range for `tunable`: its responses (seconds, on a
    /// logarithmic track) for response and duration, its damping ratios,
    /// and the bounces of those damping ratios (1 − ζ for ζ ≤ 1, 1/ζ − 1
    /// above: the same springs).
    func range(of tunable: Tunable) -> ClosedRange<Double> {
        switch self {
        case .response, .duration: return tunable.responses
        case .dampingRatio: return tunable.dampingRatios
        case .bounce:
            let bounce = Spring.Parameter.dampingRatio.twinValue
            return bounce(tunable.dampingRatios.upperBound)...bounce(tunable.dampingRatios.lowerBound)
        }
    }

    var unit: String { self == .response || self == .duration ? "s" : "" }

    private var isLogarithmic: Bool { self == .response || self == .duration }

    /// Where `value` sits on `tunable`'s track, 0…1.
    func fraction(_ value: Double, of tunable: Tunable) -> Double {
        let range = range(of: tunable)
        guard isLogarithmic, range.lowerBound > 0 else { return TuningPanel.fraction(value, in: range) }
        let low = range.lowerBound, high = range.upperBound
        guard high > low else { return 0 }
        return Swift.min(1, Swift.max(0, log(Swift.max(value, low) / low) / log(high / low)))
    }

    /// The value at `fraction` of `tunable`'s track, on a 0.01 grid.
    func value(at fraction: Double, of tunable: Tunable) -> Double {
        let range = range(of: tunable)
        let raw = isLogarithmic && range.lowerBound > 0
            ? range.lowerBound * exp(fraction * log(range.upperBound / range.lowerBound))
            : range.lowerBound + fraction * (range.upperBound - range.lowerBound)
        return Swift.min(range.upperBound, Swift.max(range.lowerBound, TuningPanel.rounded(raw, step: 0.01)))
    }
}
