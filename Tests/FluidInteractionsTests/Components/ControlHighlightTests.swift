import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("ControlHighlight")
struct ControlHighlightTests {
    let unlit = ControlHighlight(fadeDuration: 0.5, fadeCurve: .easeOut)

    @Test func aTouchDownLightsItAtOnceAndALiftFadesItFromFull() {
        var h = unlit
        #expect(h.value(at: 0) == 0 && h.isSettled(at: 0))
        #expect(h.apply(.touchDown, at: 1) == true)
        #expect(h.value(at: 1) == 1 && h.velocity(at: 1) == 0 && !h.isSettled(at: 1))
        #expect(h.apply(.dragInside, at: 1.1) == nil)
        #expect(h.apply(.touchUpInside, at: 1.2) == false)
        // Continuous at the hand-off: the fade starts at 1, then falls on the curve.
        #expect(h.value(at: 1.2) == 1)
        expectClose(h.value(at: 1.45), 1 - TimingCurve.easeOut.value(at: 0.5), tolerance: 1e-9)
        #expect(h.velocity(at: 1.3) < 0)
        #expect(h.value(at: 1.7) == 0 && h.isSettled(at: 1.7))
    }

    @Test func aDragOutFadesAndADragBackInRelights() {
        var h = unlit
        h.apply(.touchDown, at: 0)
        #expect(h.apply(.dragExit, at: 0.1) == false)
        #expect(h.value(at: 0.2) < 1)
        #expect(h.apply(.dragOutside, at: 0.2) == nil && h.apply(.touchUpOutside, at: 0.25) == nil)
        h.apply(.touchDown, at: 0.3)
        h.apply(.dragExit, at: 0.4)
        #expect(h.apply(.dragEnter, at: 0.5) == true)
        #expect(h.value(at: 0.5) == 1 && h.isLit)
    }

    @Test func aCancelAfterADragOutLeavesItsFadeRunning() {
        var h = unlit
        h.apply(.touchDown, at: 0)
        h.apply(.dragExit, at: 0.1)
        let before = h.value(at: 0.3)
        #expect(h.apply(.touchCancel, at: 0.2) == nil)
        #expect(h.value(at: 0.3) == before)
        var lit = unlit
        lit.apply(.touchDown, at: 0)
        #expect(lit.apply(.touchCancel, at: 0.2) == false && lit.value(at: 0.2) == 1 && lit.value(at: 0.3) < 1)
    }

    @Test func aLiftFarOffStraightFromInsideFadesToo() {
        var h = unlit
        h.apply(.touchDown, at: 0)
        #expect(h.apply(.touchUpOutside, at: 0.1) == false)
        #expect(h.value(at: 0.1) == 1 && h.value(at: 0.2) < 1 && h.value(at: 0.6) == 0)
    }

    @Test func aRunningFadeKeepsItsCurveAndDurationAndSettleDropsIt() {
        var h = unlit
        h.apply(.touchDown, at: 0)
        h.apply(.touchUpInside, at: 0)
        let mid = h.value(at: 0.25)
        h.fadeCurve = .linear
        h.fadeDuration = 2
        #expect(h.value(at: 0.25) == mid)
        h.settle(at: 0.4)
        #expect(h.value(at: 0.4) > 0, "not settled yet: kept")
        h.settle(at: 0.6)
        #expect(h.value(at: 0.6) == 0 && h.isSettled(at: 0.6))
        h.apply(.touchDown, at: 1)
        h.apply(.touchUpInside, at: 1)
        expectClose(h.value(at: 2), 0.5, tolerance: 1e-9)
    }
}
