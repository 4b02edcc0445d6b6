import FluidAnimation
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidTestSupport
import Testing

@Suite("PressScale")
struct PressScaleTests {
    let rest = PressScale(pressedScale: 0.9, pressSpring: Spring(response: 0.7, dampingRatio: 1),
                          releaseSpring: Spring(response: 0.3, dampingRatio: 0.6), threshold: RestThreshold(value: 0.001))

    /// Without a threshold a press rests within 0.001 and 0.01 /s: it
    /// settles exactly when one given that threshold does, later than on
    /// `RestThreshold.scale`.
    @Test func theDefaultThresholdIsAThousandthOfTheScale() {
        #expect(PressScale.defaultThreshold == RestThreshold(value: 0.001, velocity: 0.01))
        var plain = PressScale(pressedScale: 0.9, pressSpring: rest.pressSpring, releaseSpring: rest.releaseSpring)
        var coarse = PressScale(pressedScale: 0.9, pressSpring: rest.pressSpring, releaseSpring: rest.releaseSpring, threshold: .scale)
        var given = rest
        for t in [0.0, 0.2] {
            let pressing = t == 0
            _ = pressing ? plain.press(at: t) : plain.release(at: t)
            _ = pressing ? coarse.press(at: t) : coarse.release(at: t)
            _ = pressing ? given.press(at: t) : given.release(at: t)
        }
        let times = stride(from: 0.2, through: 3, by: 0.001).map { $0 }
        let settle = { (p: PressScale) in times.first { p.isSettled(at: $0) } }
        #expect(settle(plain) != nil && settle(plain) == settle(given))
        #expect(settle(coarse)! < settle(plain)!)
    }

    @Test func atRestItIsOneAndSettled() {
        #expect(rest.value(at: 3) == 1 && rest.velocity(at: 3) == 0 && rest.isSettled(at: 3) && !rest.isPressed)
    }

    @Test func aPressSinksSlowlyWithoutOvershootAndAReleaseComesBack() {
        var p = rest
        let pressed = p.press(at: 0)
        #expect(pressed && p.isPressed)
        var previous = 1.0
        for t in stride(from: 0.05, through: 3, by: 0.05) {
            #expect(p.value(at: t) <= previous && p.value(at: t) >= 0.9, "at \(t)")
            previous = p.value(at: t)
        }
        let released = p.release(at: 3)
        #expect(released && !p.isPressed)
        expectClose(p.value(at: 6), 1, tolerance: 1e-3)
        #expect(p.isSettled(at: 10))
    }

    @Test func everyHandOffKeepsTheScaleAndItsVelocity() {
        var p = rest
        p.press(at: 0)
        for (t, pressed) in [(0.12, false), (0.2, true), (0.21, false), (0.35, false)] {
            let before = (p.value(at: t), p.velocity(at: t))
            if pressed { p.press(at: t) } else { p.release(at: t) }
            expectClose(p.value(at: t), before.0, tolerance: 1e-12, "value at \(t)")
            expectClose(p.velocity(at: t), before.1, tolerance: 1e-12, "velocity at \(t)")
        }
        let again = p.release(at: 0.4)
        #expect(!again, "a second release reports no change")
    }

    @Test func trackerEventsPressWhileInside() {
        var p = rest
        let events: [(ControlTracker.Event, Double, Bool?)] = [
            (.touchDown, 0, true), (.dragInside, 0.1, nil), (.dragExit, 0.2, false), (.dragOutside, 0.25, nil),
            (.touchUpOutside, 0.3, nil), (.touchDown, 1, true), (.dragEnter, 1.1, nil), (.touchUpInside, 1.2, false),
            (.touchDown, 2, true), (.touchCancel, 2.1, false),
        ]
        for (event, t, expected) in events {
            let change = p.apply(event, at: t)
            #expect(change == expected, "\(event) at \(t)")
        }
    }

    @Test func aRetuneLikeAnotherTakesItsValues() {
        var p = rest, q = rest
        p.press(at: 0)
        q.press(at: 0)
        let other = PressScale(pressedScale: 0.8, pressSpring: Spring(response: 0.5, dampingRatio: 1),
                               releaseSpring: Spring(response: 0.25, dampingRatio: 0.7), threshold: .points)
        p.retune(like: other, at: 0.2)
        q.retune(pressedScale: 0.8, pressSpring: Spring(response: 0.5, dampingRatio: 1),
                 releaseSpring: Spring(response: 0.25, dampingRatio: 0.7), at: 0.2)
        #expect(p.value(at: 0.5) == q.value(at: 0.5) && p.pressedScale == 0.8 && p.releaseSpring == other.releaseSpring)
    }

    @Test func aRetuneGoesOnFromWhereItIsTowardTheNewValues() {
        var p = rest
        p.press(at: 0)
        let before = (p.value(at: 0.3), p.velocity(at: 0.3))
        p.retune(pressedScale: 0.7, pressSpring: Spring(response: 0.4, dampingRatio: 1),
                 releaseSpring: Spring(response: 0.2, dampingRatio: 0.8), at: 0.3)
        expectClose(p.value(at: 0.3), before.0, tolerance: 1e-12)
        expectClose(p.velocity(at: 0.3), before.1, tolerance: 1e-12)
        expectClose(p.value(at: 5), 0.7, tolerance: 1e-3)
        #expect(p.pressedScale == 0.7 && p.releaseSpring == Spring(response: 0.2, dampingRatio: 0.8))
        p.release(at: 5)
        expectClose(p.value(at: 8), 1, tolerance: 1e-3)
        let same = p
        p.retune(pressedScale: 0.7, pressSpring: Spring(response: 0.4, dampingRatio: 1),
                 releaseSpring: Spring(response: 0.2, dampingRatio: 0.8), at: 6)
        #expect(p.value(at: 6.5) == same.value(at: 6.5), "unchanged values leave the motion alone")
    }
}
