@testable import FluidPlayground
import FluidInteractions
import FluidPhysics
import Testing

/// The card that grows an interface out of its home-screen tile, driven by
/// the fluid-navigation dispatcher.
@MainActor
@Suite("Opening and closing an interface")
struct PresentationTests {
    let tile = Rect(x: 20, y: 300, width: 80, height: 120)
    let bounds = Rect(x: 0, y: 0, width: 390, height: 844)
    let clock = HostFrameClock(now: 0)

    func make(animated: Bool, at now: Double = 0) throws -> Presentation {
        let model = try #require(InteractionCatalog.make("pip", viewport: .phone))
        return Presentation(tile: 6, name: "pip", model: model, clock: clock, tileFrame: tile, bounds: bounds, animated: animated, now: now)
    }

    @Test func theModelRunsOnTheWindowsFrameClockFromWhenItOpened() throws {
        let p = try make(animated: true, at: 2)
        #expect(p.epoch == 2 && p.model.time == 0 && clock.handlerCount == 1)
        clock.fire(at: 2.25)
        #expect(p.model.time == 0.25 && p.modelTime(2.25) == 0.25)
        // Frames never go back, and a copy of the presentation runs the same model.
        clock.fire(at: 1)
        let copy = p
        #expect(copy.model.time == 0.25)
        copy.model.advance(to: 0.5)
        #expect(p.model.time == 0.5)
    }

    @Test func aDroppedInterfaceLeavesTheClock() throws {
        do {
            let p = try make(animated: false)
            #expect(p.isOpen && clock.handlerCount == 1)
        }
        #expect(clock.handlerCount == 0)
        clock.fire(at: 1)
    }

    @Test func itGrowsOutOfItsTileAndRestsOverTheWindow() throws {
        var p = try make(animated: true)
        #expect(p.cardFrame == tile && !p.isOpen)
        p.advance(to: 0.1)
        #expect(p.cardFrame.width > tile.width && p.cardFrame.width < bounds.width)
        p.advance(to: 3)
        #expect(p.isOpen && p.cardFrame == bounds && !p.isMoving)
        let direct = try make(animated: false)
        #expect(direct.isOpen && direct.cardFrame == bounds)
    }

    @Test func closingMidOpenTurnsAroundWithoutAJump() throws {
        var p = try make(animated: true)
        p.advance(to: 0.12)
        let before = p.cardFrame, v = p.progressVelocity
        p.dismiss(at: 0.12)
        #expect(p.cardFrame == before)
        #expect(abs(p.progressVelocity - v) < 1e-9 * (1 + abs(v)))
        #expect(p.closing)
        p.advance(to: 3)
        #expect(p.isClosed && p.cardFrame == tile)
    }

    @Test func anEdgeSwipeTakesHoldAndAFlickClosesIt() throws {
        var p = try make(animated: false)
        p.grab(at: 1)
        #expect(p.isHeld && p.cardFrame == bounds)
        for i in 1...10 {
            let dx = Double(i) * 12
            p.drag(to: PlaygroundChrome.progress(distance: dx, width: 390),
                   velocity: PlaygroundChrome.progressVelocity(vx: 1500, width: 390), at: 1 + Double(i) * 0.008)
        }
        let held = p.cardFrame
        let end = p.release(at: 1.08)
        #expect(end == 0 && p.closing)
        #expect(p.cardFrame == held)
        p.advance(to: 4)
        #expect(p.isClosed)
        // A slow, short swipe springs back open.
        var q = try make(animated: false)
        q.grab(at: 1)
        q.drag(to: PlaygroundChrome.progress(distance: 40, width: 390), velocity: 0, at: 1.5)
        #expect(q.release(at: 1.5) == 1)
        q.advance(to: 4)
        #expect(q.isOpen)
    }
}

@MainActor
@Suite("Slow motion")
struct SlowMotionTests {
    @Test func keySGoesThroughTheSpeedsAndRoundAgain() {
        var s = SlowMotion()
        var seen: [Double] = [s.scale]
        for _ in 0..<4 {
            s.next()
            seen.append(s.scale)
        }
        #expect(seen == [1, 0.5, 0.25, 0.1, 1])
    }

    @Test func anOpenInterfaceSlowsDownWithoutAJump() throws {
        let clock = HostFrameClock(now: 0)
        let model = try #require(InteractionCatalog.make("pip", viewport: .phone))
        let p = Presentation(tile: 6, name: "pip", model: model, clock: clock, tileFrame: .zero,
                             bounds: Rect(x: 0, y: 0, width: 390, height: 844), animated: false, now: 5)
        clock.fire(at: 6)
        #expect(p.model.time == 1)
        try p.driver.setTimeScale(0.1, at: 6)
        clock.fire(at: 8)
        #expect(abs(p.model.time - 1.2) < 1e-12 && abs(p.hostTime(1.2) - 8) < 1e-12 && abs(p.modelTime(7) - 1.1) < 1e-12)
    }
}
