import FluidPhysics

/// A three-sample velocity estimate in the manner of SwiftUI's gesture
/// velocity: cheap, generic over any `VectorArithmetic` value, and smooth
/// because it leans on the previous interval.
///
/// With two samples the velocity is the slope (x₁ − x₀)/(t₁ − t₀). With
/// three, it blends the newest interval's slope v₂ = (x₂ − x₁)/(t₂ − t₁)
/// with the previous interval's v₁ = (x₁ − x₀)/(t₁ − t₀):
///
///     v = (1 − w)·v₂ + w·v₁,   w = `previousIntervalWeight` (0.75)
///
/// For example (1 at 1 s, 2 at 1.1 s) gives 10 per second; (1 at 1 s, 2 at
/// 2 s, 4 at 3 s) gives 0.25·2 + 0.75·1 = 1.25; (1 at 1, 2 at 2, 4 at 4)
/// gives 1.
///
/// A sample with the newest timestamp replaces it; a sample with an earlier
/// or a non-finite timestamp, or a value whose `magnitudeSquared` is not
/// finite (NaN, infinite, or beyond about 1e154), is ignored. There is no stopped rule: it is the
/// caller's to decide when the motion is over.
public struct VelocitySampler<Value: VectorArithmetic>: Sendable {
    /// The weight w of the previous interval's slope, 0…1 (default 0.75).
    public var previousIntervalWeight: Double

    /// The last three samples, oldest first; only the first `count` count.
    /// Stored inline, so a sampler never allocates.
    private var samples: (Sample, Sample, Sample) = (Sample(), Sample(), Sample())
    private var count = 0

    private struct Sample: Sendable {
        var value: Value = .zero
        var time = 0.0
    }

    /// Creates an empty sampler.
    ///
    /// - Parameter previousIntervalWeight: w, clamped to 0…1 (NaN gives 0.75).
    public init(previousIntervalWeight: Double = 0.75) {
        self.previousIntervalWeight = previousIntervalWeight.isNaN ? 0.75 : Swift.min(Swift.max(previousIntervalWeight, 0), 1)
    }

    /// Records `value` at `time` seconds.
    ///
    /// - Returns: false if the sample was ignored (time not finite or earlier
    ///   than the newest sample, or value not finite).
    @discardableResult
    public mutating func addSample(_ value: Value, time: Double) -> Bool {
        defer { assert(checkInvariants()) }
        guard time.isFinite, value.magnitudeSquared.isFinite else { return false }
        if count > 0 {
            let last = sample(count - 1)
            if time < last.time { return false }
            if time == last.time {
                setSample(count - 1, Sample(value: value, time: time))
                return true
            }
        }
        if count == 3 {
            samples.0 = samples.1
            samples.1 = samples.2
            count = 2
        }
        setSample(count, Sample(value: value, time: time))
        count += 1
        return true
    }

    /// The velocity, value units per second; `.zero` with fewer than two
    /// samples. Always finite: an estimate that overflows is `.zero`.
    public var velocity: Value {
        guard count >= 2 else { return .zero }
        let newest = slope(sample(count - 2), sample(count - 1))
        guard count == 3 else { return newest }
        let previous = slope(samples.0, samples.1)
        let blended = newest.scaled(by: 1 - previousIntervalWeight) + previous.scaled(by: previousIntervalWeight)
        return blended.magnitudeSquared.isFinite ? blended : .zero
    }

    private func sample(_ index: Int) -> Sample {
        switch index {
        case 0: return samples.0
        case 1: return samples.1
        default: return samples.2
        }
    }

    private mutating func setSample(_ index: Int, _ sample: Sample) {
        switch index {
        case 0: samples.0 = sample
        case 1: samples.1 = sample
        default: samples.2 = sample
        }
    }

    /// (b − a)/(t_b − t_a), or zero when that is not finite (a time step
    /// so small that its reciprocal overflows, or a difference that does).
    private func slope(_ a: Sample, _ b: Sample) -> Value {
        let inverse = 1 / (b.time - a.time)
        guard inverse.isFinite else { return .zero }
        let v = (b.value - a.value).scaled(by: inverse)
        return v.magnitudeSquared.isFinite ? v : .zero
    }

    /// Whether no sample has been recorded since creation or `reset()`.
    public var isEmpty: Bool { count == 0 }

    /// Forgets every sample.
    public mutating func reset() {
        count = 0
        assert(checkInvariants())
    }

    // MARK: Invariants

    /// Checks the kept samples, stopping the program on the first broken
    /// invariant; returns true. Called as `assert(checkInvariants())` after
    /// every change (debug builds only).
    ///
    /// - `count` is in 0…3;
    /// - every kept time is finite and every kept value's `magnitudeSquared` is;
    /// - the kept times strictly increase, oldest first.
    func checkInvariants() -> Bool {
        precondition(count >= 0 && count <= 3, "\(count) samples kept of 3")
        var i = 0
        while i < count {
            let s = sample(i)
            precondition(s.time.isFinite && s.value.magnitudeSquared.isFinite, "sample \(i) not finite at \(s.time)")
            precondition(i == 0 || sample(i - 1).time < s.time, "sample \(i) at \(s.time) is not later than the one before")
            i += 1
        }
        return true
    }
}
