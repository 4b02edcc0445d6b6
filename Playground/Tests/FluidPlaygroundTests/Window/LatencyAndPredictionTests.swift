@testable import FluidPlayground
import FluidGestures
import FluidInteractions
import FluidPhysics
@testable import FluidRenderer
import Testing

/// Touch-to-screen latency (one sample per frame that shows a new touch)
/// and touch prediction (a copy of the model with the finger extrapolated;
/// the real model never sees it).
@Suite("fluid-playground: latency and touch prediction")
struct LatencyAndPredictionTests {
    @Test func aFrameShowingNewTouchesGivesTheNewestTouchsAge() {
        var meter = LatencyMeter()
        meter.touchDelivered(at: 1.000)
        meter.touchDelivered(at: 1.004)
        meter.touchDelivered(at: .nan)
        #expect(meter.framePresented(at: 1.020) == 1.020 - 1.004)
        #expect(meter.framePresented(at: 1.036) == nil, "no new touch, no sample")
        meter.touchDelivered(at: 1.040)
        #expect(meter.framePresented(at: 1.030) == 0, "never negative")
        #expect(meter.samples.count == 2)
        let summary = LatencyMeter.summary([0.010, 0.012, 0.011, 0.030])
        #expect(summary?.median == 0.012 && summary?.p99 == 0.030)
        #expect(LatencyMeter.summary([Double]()) == nil)
    }

    /// A drawer dragged up at 1000 pt/s, sampled at 120 Hz.
    func draggedDrawer() -> (MomentumDrawer, TouchPrediction) {
        var drawer = MomentumDrawer(viewport: .phone)
        var prediction = TouchPrediction()
        var touches: [TouchEvent] = [.began(1, at: Point(x: 195, y: 700), time: 0)]
        for i in 1...24 {
            let t = Double(i) / 120
            touches.append(.moved(1, to: Point(x: 195, y: 700 - 1000 * t), time: t))
        }
        for touch in touches {
            drawer.handle(touch)
            prediction.observe(touch)
        }
        drawer.advance(to: 0.2)
        return (drawer, prediction)
    }

    @Test func thePredictedFingerIsAheadByItsVelocityAndTheModelIsUntouched() throws {
        let (drawer, start) = draggedDrawer()
        var prediction = start
        let predicted = prediction.predicted(drawer, shownTime: 0.216)
        let shown = try #require(predicted)
        #expect(shown.time == 0.216 && drawer.time == 0.2)
        // 16 ms at −1000 pt/s: 16 points further up, the drawer following 1:1 inside its range.
        #expect(abs(shown.position - (drawer.position - 16)) < 1e-6)
        let lead = try #require(prediction.lastLead)
        #expect(abs(lead.seconds - 0.016) < 1e-12 && abs(lead.points - 16) < 1e-6)
        // The look ahead is capped at 50 ms.
        let predictedFar = prediction.predicted(drawer, shownTime: 0.9)
        let far = try #require(predictedFar)
        #expect(far.time == 0.25 && abs(far.position - (drawer.position - 50)) < 1e-6)
    }

    @Test func noFingerNoPrediction() {
        var (drawer, prediction) = draggedDrawer()
        #expect(prediction.predicted(drawer, shownTime: 0.2) == nil, "nothing ahead")
        #expect(prediction.predicted(drawer, shownTime: .nan) == nil)
        let up = TouchEvent.ended(1, at: Point(x: 195, y: 500), time: 0.21)
        drawer.handle(up)
        prediction.observe(up)
        #expect(prediction.predicted(drawer, shownTime: 0.23) == nil && prediction.lastLead == nil)
    }

    @Test func theHUDSaysTheLatencyAndThePredictionsLead() {
        var hud = HUDRecorder()
        #expect(!HUDRenderer.timingLines(hud).joined().contains("touch → screen"))
        hud.latency = (0.0158, 0.0168)
        #expect(HUDRenderer.timingLines(hud).contains("touch → screen 15.8 ms median · 16.8 ms p99"))
        hud.predicts = true
        hud.predictionLead = (0.016, 12.4)
        #expect(HUDRenderer.timingLines(hud).contains("touch → screen 15.8 ms median · 16.8 ms p99 · predicted 16 ms, 12 pt ahead"))
    }
}

extension LatencyAndPredictionTests {
    @Test func aFingerHeldStillIsDrawnWhereItIs() throws {
        var (drawer, prediction) = draggedDrawer()
        // No report for 50 ms: the tracker says the finger stopped (40 ms rule).
        drawer.advance(to: 0.25)
        #expect(prediction.predicted(drawer, shownTime: 0.266) == nil && prediction.lastLead == nil)
    }
}
