import FluidInteractions
import FluidPhysics
import FluidScripting
import Foundation
import Testing
import WebBrowserSupport

extension InChromium {
/// What reaches the model from the browser, and what the page's buttons
/// give back: every sample of a fast touch screen, a cancel, a mouse with no
/// force, slow motion, haptics, the downloads, and the browser's own
/// gestures kept away from the interfaces.
@Suite("The web page's input and output")
struct PageInputTests {
    @Test func everySampleOfA240HzTouchScreenReachesTheModel() throws {
        let page = try BrowserPage()
        try page.open("?interface=drawer\(PageTests.query)")
        let handle = try InChromium.GestureTests.center(try page.value("window.fluid.layout()"), "handle")
        var drag = TouchGesture()
        drag.drag(1, from: handle, to: Point(x: handle.x, y: handle.y - 300), duration: 0.3, interval: 1.0 / 240)
        drag.lift(1)
        try page.play(drag)
        try page.waitUntilSettled()
        let touches = try page.snapshot().script.events.compactMap { event -> ScriptTouch? in
            if case .touch(let t) = event { return t } else { return nil }
        }
        let sent = drag.events.filter { $0.type == "touchMove" }.count
        #expect(touches.filter { $0.phase == .moved }.count == sent, "\(sent) moves sent")
        #expect(touches.first?.phase == .began && touches.last?.phase == .ended)
        // Samples keep their own times (those the page got after the model had
        // passed them count as now, at one time): most of them, here.
        let times = touches.map { $0.time }
        #expect(Set(times).count >= sent / 2, "samples keep distinct times: \(times)")
        try expectReplayAgrees(page, "a 240 Hz drag")
    }

    @Test func aCancelledTouchIsACancelAndNotAFlick() throws {
        let page = try BrowserPage()
        try page.open("?interface=pip\(PageTests.query)")
        var drag = TouchGesture()
        drag.drag(1, from: Point(x: 320, y: 715), to: Point(x: 200, y: 400), duration: 0.1)
        try page.play(drag)
        try page.browser.call("Input.dispatchTouchEvent", ["type": "touchCancel", "touchPoints": []], session: page.session)
        try page.waitUntilSettled()
        let script = try page.snapshot().script
        guard case .touch(let last)? = script.events.last else { Issue.record("touches recorded"); return }
        #expect(last.phase == .cancelled)
        try expectReplayAgrees(page, "a cancelled drag")
    }

    @Test func aMouseHasNoForceSensor() throws {
        let page = try BrowserPage()
        try page.open("?interface=flashlight-button\(PageTests.query)")
        let button = try InChromium.GestureTests.center(try page.value("window.fluid.layout()"), "button")
        for type in ["mousePressed", "mouseMoved", "mouseReleased"] {
            try page.browser.call("Input.dispatchMouseEvent", ["type": type, "x": button.x, "y": button.y + (type == "mouseMoved" ? 1 : 0),
                                                               "button": "left", "buttons": type == "mouseReleased" ? 0 : 1,
                                                               "clickCount": 1], session: page.session)
        }
        try page.waitUntilSettled()
        let touches = try page.snapshot().script.events.compactMap { event -> ScriptTouch? in
            if case .touch(let t) = event { return t } else { return nil }
        }
        #expect(touches.count >= 2 && touches.allSatisfy { $0.force == nil }, "\(touches)")
        try expectReplayAgrees(page, "a mouse press")
    }

    @Test func slowMotionRunsTheModelAtAFractionOfRealTime() throws {
        let page = try BrowserPage()
        try page.open("?interface=pip\(PageTests.query)")
        try page.evaluate("document.getElementById('slow').click(); document.getElementById('slow').click()")
        #expect(try page.evaluate("document.getElementById('slow').textContent") as? String == "¼×")
        let elapsed = try page.value("""
            (async () => { const t0 = window.fluid.time(), c0 = performance.now();
              await new Promise(r => setTimeout(r, 600));
              return { model: window.fluid.time() - t0, clock: (performance.now() - c0) / 1000 }; })()
            """)
        let model = try #require(elapsed["model"]?.number), clock = try #require(elapsed["clock"]?.number)
        #expect(abs(model / clock - 0.25) < 0.06, "model \(model) s in \(clock) s")
    }

    @Test func hapticsVibrateAndShowARing() throws {
        let page = try BrowserPage()
        try page.open("?interface=flashlight-button\(PageTests.query)")
        try page.evaluate("window.__vibrations = []; navigator.vibrate = (pattern) => { window.__vibrations.push(pattern); return true; }")
        let button = try InChromium.GestureTests.center(try page.value("window.fluid.layout()"), "button")
        // A browser lets a page vibrate once it has been touched (a finger
        // lifted): on a phone, the tap on the tile that opened it.
        var press = TouchGesture()
        press.land(1, at: Point(x: 40, y: 800))
        press.wait(0.05)
        press.lift(1)
        press.wait(0.1)
        press.land(1, at: button)
        press.wait(0.7)
        press.move([1: Point(x: button.x + 0.5, y: button.y)])
        press.lift(1)
        try page.play(press)
        try page.waitUntilSettled()
        let haptics = try page.value("window.fluid.events()").array?.filter { $0["kind"] == "haptic" }.count ?? 0
        #expect(haptics >= 1)
        #expect(try page.evaluate("window.__vibrations.length") as? Int == haptics)
        // The ring each one shows (draw.js, as the playground's HUD): a light
        // haptic's ring at its start, 16 points out, in light blue.
        let ring = try page.evaluate("""
            import('./draw.js').then(({ drawRings }) => { const c = document.createElement('canvas'); c.width = c.height = 200;
              const ctx = c.getContext('2d'); drawRings(ctx, [{ style: 'light', x: 100, y: 100, time: 5 }], 5);
              return Array.from(ctx.getImageData(116, 100, 1, 1).data); })
            """) as? [Int]
        #expect(ring == [0x64, 0xD2, 0xFF, 255])
        #expect(page.takeProblems().isEmpty, "\(page.takeProblems())")
    }

    @Test func theButtonsDownloadTheScriptAndTheTuning() throws {
        let folder = NSTemporaryDirectory() + "fluid-web-downloads-\(getpid())"
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let page = try BrowserPage()
        try page.browser.call("Browser.setDownloadBehavior", ["behavior": "allow", "downloadPath": folder])
        try page.open("?interface=drawer\(PageTests.query)")
        var flick = TouchGesture()
        let handle = try InChromium.GestureTests.center(try page.value("window.fluid.layout()"), "handle")
        flick.flick(1, from: handle, to: Point(x: handle.x, y: handle.y - 90), duration: 0.08)
        try page.play(flick)
        try page.waitUntilSettled()
        try page.evaluate("document.getElementById('tune').click(); document.getElementById('record').click(); document.getElementById('export').click(); document.getElementById('export-code').click()")
        let names = ["drawer.gesture.json", "drawer.tuning.json", "drawer.tuning.md"]
        for _ in 0..<100 where !names.allSatisfy({ FileManager.default.fileExists(atPath: folder + "/" + $0) }) { usleep(50_000) }
        let script = try GestureScript(parsing: try String(contentsOfFile: folder + "/drawer.gesture.json", encoding: .utf8))
        #expect(script == (try page.snapshot().script).with(until: script.until))
        #expect(try TuningFile(parsing: try String(contentsOfFile: folder + "/drawer.tuning.json", encoding: .utf8)).interface == "drawer")
        #expect(try String(contentsOfFile: folder + "/drawer.tuning.md", encoding: .utf8).hasPrefix("# drawer: tuned values"))
    }

    @Test func theBrowsersOwnGesturesKeepAwayFromTheInterfaces() throws {
        let page = try BrowserPage()
        try page.open("?interface=pip\(PageTests.query)")
        let styles = try page.value("""
            (() => { const s = getComputedStyle(document.getElementById('stage')), c = getComputedStyle(document.getElementById('surface')),
                h = getComputedStyle(document.documentElement);
              return { stage: s.touchAction, canvas: c.touchAction, select: s.userSelect, overscroll: h.overscrollBehaviorY,
                       menu: !document.getElementById('stage').dispatchEvent(new MouseEvent('contextmenu', {bubbles: true, cancelable: true})) }; })()
            """)
        #expect(styles == ["stage": "none", "canvas": "none", "select": "none", "overscroll": "none", "menu": true])
    }

    @Test func thePagesOwnMotionFollowsReducedMotion() throws {
        let page = try BrowserPage()
        try page.browser.call("Emulation.setEmulatedMedia", ["features": [["name": "prefers-reduced-motion", "value": "reduce"]]],
                              session: page.session)
        try page.open("?interface=pip\(PageTests.query)")
        // The stage's opening (a spring on the page's runtime) is skipped: fully there at once.
        let opened = "(() => { window.fluid.open('drawer'); return document.getElementById('stage').style.opacity; })()"
        try page.evaluate("window.fluid.home()")
        #expect(try page.evaluate(opened) as? String == "")
        try page.browser.call("Emulation.setEmulatedMedia", ["features": [["name": "prefers-reduced-motion", "value": "no-preference"]]],
                              session: page.session)
        try page.evaluate("window.fluid.ready")
        try page.evaluate("window.fluid.home()")
        #expect(try page.evaluate(opened) as? String == "0", "it grows in from transparent")
    }
}
}

extension GestureScript {
    /// The script with another end.
    func with(until: ScriptEnd) -> GestureScript {
        var copy = self
        copy.until = until
        return copy
    }
}
