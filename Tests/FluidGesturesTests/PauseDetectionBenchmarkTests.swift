import FluidGestures
import FluidPhysics
import FluidTestSupport
import Testing

/// The measured comparison quoted in the README ("Pause detection").
@Suite("Pause detection benchmark")
struct PauseDetectionBenchmarkTests {
    static let seed: UInt64 = 2024
    static let count = 200

    @Test func oursBeatsTheSeedRule() {
        let baseline = PauseBenchmark.run(name: "seed rule", seed: Self.seed, count: Self.count, detect: PauseDetectors.baseline)
        let ours = PauseBenchmark.run(name: "PauseDetector", seed: Self.seed, count: Self.count) { PauseDetectors.ours($0) }
        print(baseline)
        print(ours)
        // Faster on sharp stops, on average and in the tail.
        #expect(ours.sharp.mean < baseline.sharp.mean)
        #expect(ours.sharp.percentile(0.9) < baseline.sharp.percentile(0.9))
        // Later on slow stops than on sharp ones: it responds as the finger stopped.
        #expect(ours.slow.mean > ours.sharp.mean + 0.05)
        // No more false detections during slow drags (in fact far fewer).
        #expect(ours.falseDetections <= baseline.falseDetections)
        #expect(ours.falseDetections <= Self.count / 50)
        // It does not miss real stops or fire while the finger still moves.
        #expect(ours.sharp.missed + ours.slow.missed <= Self.count / 50)
        #expect(ours.sharp.premature + ours.slow.premature == 0)
    }
}
