import FluidGestures
import FluidInteractions
import FluidPhysics
@testable import FluidRenderer
import Testing

@Suite("HUD: charted quantity, recording and drawing", .serialized)
struct HUDTests {
    @Test("ChartQuantity reads a 1-D number and a 2-D point with their velocity from any state")
    func chartQuantity() throws {
        let oneD = InteractionValue.object([.init("isOpen", .bool(true)), .init("position", .number(120)), .init("velocity", .number(-300))])
        let q1 = try #require(ChartQuantity(state: oneD))
        #expect(q1.name == "position" && q1.dimensions == 1 && q1.value.x == 120 && q1.velocity.x == -300)
        let twoD = InteractionValue.object([
            .init("corner", .string("topLeft")), .init("center", .point(Point(x: 3, y: 4))),
            .init("velocity", .object([.init("x", .number(5)), .init("y", .number(6))])),
        ])
        let q2 = try #require(ChartQuantity(state: twoD))
        #expect(q2.name == "center" && q2.dimensions == 2 && q2.value == SIMD2(3, 4) && q2.velocity == SIMD2(5, 6))
        #expect(ChartQuantity(state: .object([.init("a", .number(1))])) == nil)
        #expect(ChartQuantity(state: .null) == nil)
        // Every catalogue model has a chartable state.
        for name in InteractionCatalog.names {
            #expect(ChartQuantity(state: model(name).state) != nil, "\(name)")
        }
    }

    @Test("The recorder keeps 2 s of samples, 1 s of frames, rings for 0.4 s and notes for 1.5 s")
    func recorder() {
        var hud = HUDRecorder()
        let state = model("drawer").state
        for i in 0...300 {
            let t = Double(i) / 60
            hud.record(state: state, at: t)
            hud.recordFrame(at: t, drawDuration: 0.001, sceneDuration: 0.0005)
        }
        #expect(hud.samples.count == 121 || hud.samples.count == 120)
        #expect(hud.frames.count == 61 || hud.frames.count == 60)
        #expect(hud.quantityName == "position")
        hud.record(.haptic(.medium, at: 1), at: 5, location: Point(x: 10, y: 10))
        hud.record(.state("isOpen", .bool(true), at: 1), at: 5, location: .zero)
        #expect(hud.isAnimating(at: 5.3))
        hud.recordFrame(at: 5.45, drawDuration: 0, sceneDuration: 0)
        #expect(hud.pulses.isEmpty)
        #expect(hud.notes.map(\.text) == ["isOpen → true"])
        #expect(!hud.isAnimating(at: 6.6))
        hud.reset()
        #expect(hud.samples.isEmpty && hud.frames.isEmpty && hud.quantityName == nil)
    }

    @Test("The timing lines report the median draw time, fps and the live velocity")
    func timingText() {
        var hud = HUDRecorder()
        for i in 0...60 { hud.recordFrame(at: Double(i) / 60, drawDuration: 0.002, sceneDuration: 0.001) }
        hud.record(state: .object([.init("position", .number(1)), .init("velocity", .number(-1234.4))]), at: 1)
        let lines = HUDRenderer.timingLines(hud)
        #expect(lines == ["frame 2.00 ms · scene 1.00 ms · 60 fps", "position velocity -1234 pt/s"])
    }

    @Test("Drawing the HUD: a ring in the haptic's colour around the touch, a chart panel, no trap on NaN samples")
    func drawing() throws {
        var hud = HUDRecorder()
        for i in 0...120 {
            let t = Double(i) / 60
            let v: Double = i == 50 ? .nan : 100 * t
            hud.record(state: .object([.init("center", .point(Point(x: 50 * t, y: v))),
                                       .init("velocity", .object([.init("x", .number(50)), .init("y", .number(100))]))]), at: t)
            hud.recordFrame(at: t, drawDuration: 0.001, sceneDuration: 0.001)
        }
        hud.record(.haptic(.heavy, at: 0), at: 2, location: Point(x: 195, y: 250))
        let r = try OffscreenRenderer(size: Size(width: 390, height: 844))
        r.render([])
        HUDRenderer().draw(hud, now: 2, in: phone.safeBounds, on: r.canvas)
        // At age 0 the ring has radius 16 around the touch.
        let ring = try #require(r.pixel(at: Point(x: 195 + 16, y: 250)))
        #expect(ring.red > 200 && ring.green < 120, "ring \(ring)")
        #expect(isBackground(r.pixel(at: Point(x: 195, y: 250))))
        // The chart panel (left, halfway down) darkens the background.
        let panel = try #require(r.pixel(at: Point(x: 12, y: phone.safeBounds.midY)))
        #expect(panel.red < background.red)
    }

    @Test func theHUDSaysTheSlowMotionSpeed() {
        var hud = HUDRecorder()
        #expect(HUDRenderer.timingLines(hud).first?.contains("slow motion") == false)
        hud.timeScale = 0.1
        #expect(HUDRenderer.timingLines(hud).first?.hasSuffix("slow motion ⅒×") == true)
        hud.reset()
        #expect(hud.timeScale == 0.1, "a setting of the window, kept across resets")
        #expect(HUDRenderer.speedLabel(0.5) == "½×" && HUDRenderer.speedLabel(0.25) == "¼×" && HUDRenderer.speedLabel(1) == "1×")
    }

    @Test func theHUDSaysReducedMotion() {
        var hud = HUDRecorder()
        #expect(HUDRenderer.timingLines(hud).first?.contains("reduced motion") == false)
        hud.reducedMotion = true
        hud.timeScale = 0.5
        #expect(HUDRenderer.timingLines(hud).first?.hasSuffix("slow motion ½× · reduced motion") == true)
        hud.reset()
        #expect(hud.reducedMotion, "a setting of the window, kept across resets")
    }
}
