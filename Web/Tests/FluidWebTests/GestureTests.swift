import FluidAnimation
import FluidInteractions
import FluidPhysics
import FluidScripting
import Foundation
import Testing
import WebBrowserSupport

/// Real touch events in headless Chromium (several fingers, with force),
/// and for each gesture the promise of record and take away: the script the
/// page recorded, replayed by `fluid replay` (`ScriptReplay`), gives the
/// page's state and events — mid-motion and settled — and a screenshot
/// shows the model where its state says.
extension InChromium {
@Suite("Gestures in the web page")
struct GestureTests {
    static let query = PageTests.query

    /// A page with `name` open on the tests' phone.
    static func opened(_ name: String) throws -> BrowserPage {
        let page = try BrowserPage()
        try page.open("?interface=\(name)\(query)")
        return page
    }

    /// The centre of the frame `key` names in the page's layout.
    static func center(_ layout: InteractionValue, _ key: String) throws -> Point {
        let frame = try #require(layout[key])
        let x = try #require(frame["x"]?.number), y = try #require(frame["y"]?.number)
        return Point(x: x + (frame["width"]?.number ?? 0) / 2, y: y + (frame["height"]?.number ?? 0) / 2)
    }

    /// Waits until settled, checks the replay and the pixels; returns the settled state.
    @discardableResult
    static func settleAndCheck(_ page: BrowserPage, _ label: String) throws -> InteractionValue {
        try page.waitUntilSettled()
        let model = try expectReplayAgrees(page, label)
        #expect(try expectPixelsShow(model.scene, on: page, label) > 0, "\(label): some layer's colour was checked")
        #expect(page.takeProblems().isEmpty, "\(label): \(page.takeProblems())")
        return try page.value("window.fluid.state()")
    }

    /// `prefers-reduced-motion: reduce` reaches the interface: the drawer
    /// flicked open never passes its open edge and the recorded script
    /// says so from the start (the replay agrees); turned off mid-flight
    /// and on again, each change is recorded at its time and the replay
    /// still agrees, mid-motion and settled.
    @Test func theInterfaceFollowsReducedMotion() throws {
        let page = try BrowserPage()
        func prefer(_ value: String) throws {
            try page.browser.call("Emulation.setEmulatedMedia", ["features": [["name": "prefers-reduced-motion", "value": value]]],
                                  session: page.session)
        }
        try prefer("reduce")
        try page.open("?interface=drawer\(Self.query)")
        let start = try Self.center(try page.value("window.fluid.layout()"), "drawer")
        var flick = TouchGesture()
        flick.flick(1, from: Point(x: start.x, y: start.y - 20), to: Point(x: start.x, y: start.y - 220), duration: 0.08)
        try page.play(flick)
        var lowest = Double.infinity
        for _ in 0..<40 {
            lowest = Swift.min(lowest, try page.value("window.fluid.state()")["position"]?.number ?? .infinity)
            try page.evaluate("new Promise(r => requestAnimationFrame(() => r(0)))")
        }
        #expect(lowest >= 127 - 1e-9, "the open edge is 127 pt; the drawer reached \(lowest)")
        try Self.settleAndCheck(page, "drawer with reduced motion")
        let events = try page.snapshot().script.events
        #expect(events.first == .motion(time: 0, preference: .reduced))
        // Back down, then the preference changes twice mid-flight.
        var down = TouchGesture()
        down.flick(1, from: Point(x: start.x, y: 200), to: Point(x: start.x, y: 420), duration: 0.08)
        try page.play(down)
        try prefer("no-preference")
        try page.evaluate("new Promise(r => requestAnimationFrame(() => r(0)))")
        try prefer("reduce")
        try expectReplayAgrees(page, "drawer, the preference changed mid-flight")
        try Self.settleAndCheck(page, "drawer, settled after the changes")
        let changes = try page.snapshot().script.events.filter { if case .motion = $0 { return true } else { return false } }
        #expect(changes.count == 3, "\(changes)")
    }

    @Test func thePictureInPictureIsFlickedToEachCorner() throws {
        let page = try Self.opened("pip")
        let corners = try page.value("window.fluid.layout()")["corners"]
        func corner(_ name: String) throws -> Point {
            Point(x: try #require(corners?[name]?["x"]?.number), y: try #require(corners?[name]?["y"]?.number))
        }
        // From where the window rests, a flick toward the next corner, a third
        // of the way there in a tenth of a second.
        var at = try corner("bottomRight")
        for target in ["topLeft", "topRight", "bottomLeft", "bottomRight"] {
            let to = try corner(target)
            var flick = TouchGesture()
            flick.flick(1, from: at, to: Point(x: at.x + (to.x - at.x) / 3, y: at.y + (to.y - at.y) / 3), duration: 0.1)
            try page.play(flick)
            let state = try Self.settleAndCheck(page, "pip flicked to \(target)")
            let recorded = try page.snapshot().script.events.prefix(2).map { $0.jsonValue.jsonText() }
            #expect(state["corner"] == .string(target), "flicked toward \(target): \(state); recorded \(recorded)…")
            #expect(state["center"] == .point(to), "\(target)")
            at = to
        }
    }

    @Test func theDrawerIsFlickedOpenAndCaughtMidFlight() throws {
        let page = try Self.opened("drawer")
        let handle = try Self.center(try page.value("window.fluid.layout()"), "handle")
        var gesture = TouchGesture()
        gesture.flick(1, from: handle, to: Point(x: handle.x, y: handle.y - 90), duration: 0.08)
        try page.play(gesture)
        // In flight: the recorded script replays to the state mid-motion.
        try page.evaluate("new Promise(r => setTimeout(r, 90))")
        let flying = try page.value("window.fluid.state()")
        #expect(flying["velocity"]?.number.map { $0 < 0 } == true && flying["isOpen"] == true, "flying open: \(flying)")
        try expectReplayAgrees(page, "drawer in flight")
        // Caught where it is: a finger lands on the moving drawer and holds it.
        let position = try #require(try page.value("window.fluid.state()")["position"]?.number)
        let frame = try page.value("window.fluid.layout()")["drawer"]
        let x = try #require(frame?["x"]?.number) + 60
        var hold = TouchGesture()
        hold.land(2, at: Point(x: x, y: position + 40))
        hold.wait(0.25)
        hold.move([2: Point(x: x, y: position + 40)])
        try page.play(hold)
        let held = try page.value("window.fluid.state()")
        #expect(held["dragging"] == true, "caught: \(held)")
        try expectReplayAgrees(page, "drawer caught")
        var release = TouchGesture()
        release.lift(2)
        try page.play(release)
        try Self.settleAndCheck(page, "drawer let go")
    }

    @Test func theRotationIsTwistedWithTwoFingers() throws {
        let page = try Self.opened("rotation")
        let center = try Self.center(try page.value("window.fluid.layout()"), "square")
        var twist = TouchGesture()
        let r = 60.0
        func on(_ angle: Double, _ side: Double) -> Point {
            Point(x: center.x + side * r * cos(angle), y: center.y + side * r * sin(angle))
        }
        twist.land(1, at: on(0, 1))
        twist.wait(0.02)
        twist.land(2, at: on(0, -1))
        for k in 1...24 {
            twist.wait(1.0 / 120)
            let a = Double(k) / 24 * (.pi / 3)
            twist.move([1: on(a, 1), 2: on(a, -1)])
        }
        twist.lift(1)
        twist.lift(2)
        try page.play(twist)
        let state = try Self.settleAndCheck(page, "rotation twisted")
        let angle = try #require(state["angle"]?.number)
        #expect(angle > 0 && (angle / 90).rounded() * 90 == angle, "a twist clockwise settles on a quarter turn: \(angle)°")
    }

    @Test func theFlashlightIsPressedWithForce() throws {
        let page = try Self.opened("flashlight-button")
        let button = try Self.center(try page.value("window.fluid.layout()"), "button")
        var press = TouchGesture()
        press.land(1, at: button, force: 0.1)
        // A finger pressing harder, then easing off, trembling a little as a
        // finger does (a browser reports a touch's force as it moves).
        func trembling(_ k: Int) -> Point { Point(x: button.x + (k % 2 == 0 ? 0.4 : -0.4), y: button.y) }
        for k in 1...30 {
            press.wait(1.0 / 60)
            press.move([1: trembling(k)], forces: [1: Swift.min(0.95, 0.1 + Double(k) * 0.04)])
        }
        for k in 1...20 {
            press.wait(1.0 / 60)
            press.move([1: trembling(k)], forces: [1: Swift.max(0.05, 0.95 - Double(k) * 0.05)])
        }
        press.lift(1)
        try page.play(press)
        let state = try Self.settleAndCheck(page, "flashlight pressed")
        #expect(state["isOn"] == true, "\(state)")
        let haptics = try page.value("window.fluid.events()").array?.filter { $0["kind"] == "haptic" } ?? []
        #expect(haptics.count >= 2, "a light then a medium haptic: \(haptics)")
        // The recorded touches carry the force.
        #expect(try page.snapshot().script.events.contains {
            if case .touch(let t) = $0 { return (t.force ?? 0) > 0.5 }
            return false
        })
    }

    @Test func theElasticListIsScrolledAndFlung() throws {
        let page = try Self.opened("elastic-list")
        let list = try Self.center(try page.value("window.fluid.layout()"), "list")
        var gesture = TouchGesture()
        gesture.drag(1, from: Point(x: list.x, y: list.y + 150), to: Point(x: list.x, y: list.y - 50), duration: 0.5)
        gesture.lift(1)
        gesture.wait(0.3)
        gesture.flick(2, from: Point(x: list.x, y: list.y + 150), to: Point(x: list.x, y: list.y + 20), duration: 0.08)
        try page.play(gesture)
        try page.evaluate("new Promise(r => setTimeout(r, 60))")
        try expectReplayAgrees(page, "list flung, mid-motion")
        let state = try Self.settleAndCheck(page, "list flung")
        #expect(state["contentOffset"]?.number.map { $0 > 200 } == true, "scrolled down the list: \(state)")
    }
}
}
