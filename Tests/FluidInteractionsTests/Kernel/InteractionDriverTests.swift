import FluidAnimation
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("InteractionDriver")
@MainActor
struct InteractionDriverTests {
    let touches: [TouchEvent] = {
        let start = Point(x: 320, y: 715)
        var t: [TouchEvent] = [.began(1, at: start, time: 0.01)]
        for i in 1...12 { t.append(.moved(1, to: Point(x: start.x - 15 * Double(i), y: start.y - 30 * Double(i)), time: 0.01 + Double(i) / 120)) }
        t.append(.ended(1, at: Point(x: start.x - 180, y: start.y - 360), time: 0.11))
        return t
    }()

    @Test func theClocksFramesDriveTheModelAsDirectSteppingWould() throws {
        let clock = ManualClock()
        let driver = InteractionDriver(PictureInPicture(viewport: .phone), clock: clock)
        var direct = PictureInPicture(viewport: .phone)
        var frames = 0
        driver.onFrame = { _, _ in frames += 1 }
        var next = 0
        for k in 1...240 {
            let t = Double(k) / 120
            while next < touches.count, touches[next].timestamp <= t {
                driver.handle(touches[next])
                direct.handle(touches[next])
                next += 1
            }
            try clock.advance(to: t)
            direct.advance(to: t)
            #expect(driver.model.state == direct.state, "frame \(k)")
        }
        #expect(frames == 240)
        #expect(driver.model.isSettled && driver.model.time == 2)
        // The driver gives the model back as its own type.
        #expect(driver.model.corner == direct.corner)
    }

    @Test func anOffsetMapsTheClockToTheModelsTimeAndStopEndsTheFrames() throws {
        let clock = ManualClock(startTime: 12.5)
        let driver = InteractionDriver(MomentumDrawer(viewport: .phone), clock: clock, timeOffset: 12.5)
        try clock.advance(by: 0.25)
        #expect(driver.model.time == 0.25)
        driver.stop()
        try clock.advance(by: 0.25)
        #expect(driver.model.time == 0.25, "a stopped driver leaves the model alone")
        driver.advanceModel(to: 1)
        #expect(driver.model.time == 1)
    }

    @Test func theClockDoesNotKeepADroppedDriverAlive() throws {
        let clock = ManualClock()
        weak var dropped: InteractionDriver<RubberBandDemo>?
        do {
            let driver = InteractionDriver(RubberBandDemo(viewport: .phone), clock: clock)
            dropped = driver
        }
        #expect(dropped == nil)
        try clock.advance(by: 0.1)   // its handler finds nothing to drive
    }

    @Test func slowMotionRunsTheModelsTimeSlowerWithoutAJump() throws {
        let clock = ManualClock()
        let driver = InteractionDriver(RubberBandDemo(viewport: .phone), clock: clock, timeOffset: 10)
        try clock.advance(to: 11)
        #expect(driver.model.time == 1 && driver.timeScale == 1)
        try driver.setTimeScale(0.25, at: 11)
        #expect(driver.modelTime(forClockTime: 11) == 1, "continuous at the change")
        try clock.advance(to: 13)
        #expect(driver.model.time == 1.5, "two clock seconds are half a model second")
        #expect(driver.clockTime(forModelTime: 1.5) == 13 && driver.modelTime(forClockTime: 12) == 1.25)
        // Back to real time, continuous again; timeOffset is the clock time of model time 0 at this rate.
        try driver.setTimeScale(1, at: 13)
        try clock.advance(to: 14)
        #expect(driver.model.time == 2.5 && driver.timeOffset == 11.5)
    }

    @Test func aTouchKeepsItsMeaningInSlowMotion() throws {
        // A flick at v points per clock second is v / scale per model second: it throws less far.
        let clock = ManualClock()
        let driver = InteractionDriver(PictureInPicture(viewport: .phone), clock: clock)
        try driver.setTimeScale(0.5, at: 0)
        let start = Point(x: 320, y: 715)
        for (i, dy) in [0.0, -30, -60, -90].enumerated() {
            let t = 0.01 + 0.016 * Double(i)                     // clock seconds
            let phase: TouchPhase = i == 0 ? .began : .moved
            driver.handle(TouchEvent(pointer: 1, phase: phase, location: Point(x: start.x, y: start.y + dy),
                                     timestamp: driver.modelTime(forClockTime: t)))
        }
        #expect(driver.model.time == driver.modelTime(forClockTime: 0.058))
        #expect(driver.model.time == 0.029, "the model saw half the clock's time pass")
    }

    @Test func badSpeedsAreRefusedAndChangeNothing() throws {
        let clock = ManualClock()
        let driver = InteractionDriver(RubberBandDemo(viewport: .phone), clock: clock)
        for bad in [0.0, -1, .nan, .infinity, 1e9] {
            #expect(throws: ParameterError.self) { try driver.setTimeScale(bad) }
        }
        #expect(throws: ParameterError.self) { try driver.setTimeScale(0.5, at: .nan) }
        #expect(driver.timeScale == 1 && driver.modelTime(forClockTime: 3) == 3)
    }

    @Test func aDroppedDriverTakesItsHandlerOffTheClock() {
        let clock = CountingClock()
        do {
            let driver = InteractionDriver(RubberBandDemo(viewport: .phone), clock: clock)
            #expect(clock.handlers.count == 1)
            clock.fire(at: 0.2)
            #expect(driver.model.time == 0.2)
        }
        #expect(clock.handlers.count == 0)
    }
}

/// A frame clock that shows how many handlers it holds.
private final class CountingClock: FrameClock {
    private(set) var now = 0.0
    var handlers = FrameHandlers()
    func addFrameHandler(_ handler: @escaping (Double) -> Void) -> FrameHandlerToken { handlers.add(handler) }
    func removeFrameHandler(_ token: FrameHandlerToken) { handlers.remove(token) }
    func fire(at time: Double) {
        now = time
        FrameHandlers.fire(time) { handlers }
    }
}
