import FluidGestures
import FluidInteractions
import FluidPhysics
import Testing

@Suite("SliderControl")
struct SliderControlTests {
    /// A 0…10 slider at 5, its strip 228 pt wide from x = 16 (thumb travel 30…230), caption at y = 100.
    func make(value: Double = 5) -> SliderControl {
        SliderControl(range: 0...10, value: value, minX: 16, width: 228, captionY: 100)
    }

    func touch(_ phase: TouchPhase, x: Double, y: Double = 135) -> TouchEvent {
        TouchEvent(phase: phase, location: Point(x: x, y: y), timestamp: 0)
    }

    @Test func geometry() {
        let s = make()
        #expect(s.frame == Rect(x: 16, y: 113, width: 228, height: 44))
        #expect(s.thumbTravel == 30...230)
        #expect(s.thumbCenter == Point(x: 130, y: 135))
        #expect(make(value: 0).thumbCenter.x == 30 && make(value: 10).thumbCenter.x == 230)
    }

    @Test func valueFromX() {
        let s = make()
        #expect(s.value(atX: 30) == 0 && s.value(atX: 230) == 10 && s.value(atX: 80) == 2.5)
        #expect(s.value(atX: -500) == 0 && s.value(atX: 900) == 10)
    }

    /// The mapping the slider and any control drawing its own track share:
    /// clamped, the middle of a point-sized travel, never NaN.
    @Test func fractionAlongATravel() {
        #expect(SliderControl.fraction(atX: 150, along: 100...300) == 0.25)
        #expect(SliderControl.fraction(atX: 50, along: 100...300) == 0 && SliderControl.fraction(atX: 400, along: 100...300) == 1)
        #expect(SliderControl.fraction(atX: 120, along: 100...100) == 0.5)
        #expect(SliderControl.fraction(atX: .nan, along: 100...300) == 0)
        #expect(SliderControl.fraction(atX: .infinity, along: 100...300) == 1)
        var slider = SliderControl(range: 0...10, value: 5, minX: 20, width: 300, captionY: 100)
        slider.follow(.began(1, at: Point(x: .nan, y: 120), time: 0))
        #expect(slider.value == 0, "a touch at an unknown x sets the lowest value, not NaN")
    }

    @Test func narrowStripPinsTheThumbAtItsMiddle() {
        let s = SliderControl(range: 0...10, value: 3, minX: 0, width: 20, captionY: 0)
        #expect(s.thumbTravel == 10...10)
        #expect(s.value(atX: 0) == 5)
        #expect(SliderControl(range: 0...1, value: 0, minX: 0, width: -5, captionY: 0).frame.width == 0)
    }

    @Test func valuesAreClamped() {
        var s = make(value: 42)
        #expect(s.value == 10)
        let lowered = s.set(-3), again = s.set(-1)
        #expect(lowered && s.value == 0 && !again)
    }

    @Test func aTouchFollowsTheFingerAndALiftKeepsTheValue() {
        var s = make()
        let unheld = s.follow(touch(.moved, x: 80))          // nobody holds it yet
        #expect(!unheld && s.value == 5)
        let began = s.follow(touch(.began, x: 80))
        #expect(began && s.value == 2.5 && s.isHeld && s.valueAtTouchDown == 5)
        let moved = s.follow(touch(.moved, x: 180)), still = s.follow(touch(.stationary, x: 180))
        #expect(moved && s.value == 7.5 && !still)
        let ended = s.follow(touch(.ended, x: 230))
        #expect(ended && s.value == 10 && !s.isHeld)
    }

    @Test func aLiftAtAnUnknownPlaceKeepsTheLastValue() {
        var s = make()
        s.follow(touch(.began, x: 80))
        let nan = s.follow(touch(.ended, x: .nan))
        #expect(!nan && s.value == 2.5 && !s.isHeld)
        s.follow(touch(.began, x: 80))
        let infinite = s.follow(touch(.ended, x: 230, y: .infinity))
        #expect(!infinite && s.value == 2.5)
    }

    @Test func aCancelRestoresTheValueTheTouchFound() {
        var s = make()
        s.follow(touch(.began, x: 30))
        s.follow(touch(.moved, x: 200))
        let cancelled = s.follow(touch(.cancelled, x: 200)), twice = s.follow(touch(.cancelled, x: 200))
        #expect(cancelled && s.value == 5 && !s.isHeld && !twice)
    }

    @Test func layers() {
        var s = make()
        s.tint = .white
        let layers = s.layers("speed", caption: "speed 5")
        #expect(layers.map(\.name) == ["speed.label", "speed.track", "speed.fill", "speed.thumb"])
        #expect(layers[0].frame == Rect(x: 16, y: 89, width: 228, height: 22) && layers[0].text == "speed 5")
        #expect(layers[1].frame == Rect(x: 16, y: 133, width: 228, height: 4))
        #expect(layers[2].frame == Rect(x: 16, y: 133, width: 114, height: 4) && layers[2].fill == .white)
        #expect(layers[3].frame == Rect(x: 116, y: 121, width: 28, height: 28) && layers[3].cornerRadius == 14)
    }
}
