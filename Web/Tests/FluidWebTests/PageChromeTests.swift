import FluidWeb
import FluidPhysics
import Foundation
import Testing
import WebBrowserSupport

/// The page's own chrome motion on its `AnimationRuntime` (`PageChrome`):
/// natively, then as the page shows it in Chromium.
@Suite("The page's chrome motion")
struct PageChromeTests {
    @Test func valuesStartAtRestSpringOnTheirFramesAndTurnAroundWithoutAJump() {
        let chrome = PageChrome()
        #expect(chrome.value(.opening) == 1 && chrome.value(.panel) == 0 && chrome.value(.tile) == 1 && chrome.value(.edge) == 0)
        #expect(!chrome.isAnimating && !chrome.frame(at: 0.5))
        // An interface opens: the stage from 0 up to 1, never back.
        chrome.set(.opening, to: 0, at: 1)
        chrome.animate(.opening, to: 1, at: 1)
        var last = 0.0
        for i in 1...24 {
            #expect(chrome.frame(at: 1 + Double(i) / 120))
            #expect(chrome.value(.opening) >= last && chrome.value(.opening) < 1)
            last = chrome.value(.opening)
        }
        // The panel sent up, then back down 50 ms later: from where it is.
        chrome.animate(.panel, to: 1, at: 2)
        _ = chrome.frame(at: 2.05)
        let midway = chrome.value(.panel)
        chrome.animate(.panel, to: 0, at: 2.05)
        #expect(midway > 0 && midway < 1 && chrome.value(.panel) == midway && chrome.target(.panel) == 0)
        #expect(!chrome.frame(at: 5))
        #expect(chrome.value(.opening) == 1 && chrome.value(.panel) == 0)
    }

    @Test func anEdgeSwipeGoesHomeWhereItsProjectionLandsAndOtherwiseSpringsBack() {
        /// A swipe from x 10 to `to` over `duration` seconds at 120 Hz, then
        /// held still for `hold` seconds; whether it went home.
        func swipe(to: Double, over duration: Double, hold: Double = 0, cancelled: Bool = false) -> (home: Bool, chrome: PageChrome) {
            let chrome = PageChrome()
            chrome.edgeBegan(x: 10, at: 1)
            let steps = Int((duration * 120).rounded())
            for i in 1...steps { chrome.edgeMoved(x: 10 + (to - 10) * Double(i) / Double(steps), at: 1 + Double(i) / 120) }
            let end = 1 + Double(steps) / 120 + hold
            return (chrome.edgeEnded(x: to, at: end, cancelled: cancelled, width: 390), chrome)
        }
        // A quick flick of 110 points: short, but it projects past the middle.
        #expect(swipe(to: 120, over: 0.08).home)
        // A slow, short drag held still: back it springs, from where it is.
        let short = swipe(to: 60, over: 0.3, hold: 0.2)
        #expect(!short.home && short.chrome.value(.edge) == 50 && short.chrome.target(.edge) == 0)
        #expect(!short.chrome.frame(at: 10) && short.chrome.value(.edge) == 0)
        // Dragged past the middle and let go still: home.
        #expect(swipe(to: 260, over: 0.6, hold: 0.2).home)
        // The system took the finger: never home.
        #expect(!swipe(to: 300, over: 0.1, cancelled: true).home)
        // While held, the stage follows the finger to the right and never left of where it was.
        let chrome = PageChrome()
        chrome.edgeBegan(x: 10, at: 0)
        chrome.edgeMoved(x: 80, at: 0.05)
        #expect(chrome.value(.edge) == 70)
        chrome.edgeMoved(x: 2, at: 0.1)
        #expect(chrome.value(.edge) == 0)
        #expect(fluid_chrome_edge(7, 0, 0, 390) < 0 && fluid_chrome_edge(1, .nan, 0, 390) < 0)
    }

    @Test func theExportsRefuseUnknownSlotsAndNonFiniteNumbers() {
        #expect(fluid_chrome_animate(9, 1, 0) < 0)
        #expect(fluid_chrome_set(0, .nan, 0) < 0)
        #expect(fluid_chrome_animate(1, .infinity, 0) < 0)
        #expect(fluid_chrome_value(-1).isNaN)
        #expect(fluid_chrome_set(3, 40, 10) == 0 && fluid_chrome_value(3) == 40)
        #expect(fluid_chrome_animate(3, 0, 10) == 0 && fluid_chrome_frame(10.1) == 1)
        #expect(fluid_chrome_frame(20) == 0 && fluid_chrome_value(3) == 0)
    }
}

extension InChromium {
@Suite("The web page's own motion")
struct PageMotionTests {
    /// Samples `property` of element `id`'s inline style (the chrome's) at
    /// every frame for 1.2 s after running `action`, as numbers (`parse`
    /// reads one; an empty style is `rest`).
    static func samples(after action: String, of id: String, _ property: String, parse: String, rest: Double) -> String {
        """
        new Promise((resolve) => {
          const element = document.getElementById('\(id)'), seen = [];
          \(action);
          const t0 = performance.now();
          (function sample() {
            const v = element.style.\(property);
            seen.push(v === '' ? \(rest) : \(parse));
            if (performance.now() - t0 < 1200) requestAnimationFrame(sample); else resolve(seen);
          })();
        })
        """
    }

    @Test func theStageGrowsInAndThePanelSlidesUpAndAway() throws {
        let page = try BrowserPage()
        try page.open("?interface=drawer" + PageTests.query)
        let opacity = try #require(try page.evaluate(Self.samples(after: "window.fluid.open('pip')", of: "stage", "opacity",
                                                                   parse: "Number(v)", rest: 1)) as? [Double])
        #expect(opacity.first == 0 && opacity.last == 1, "\(opacity)")
        #expect(opacity.contains { $0 > 0 && $0 < 1 }, "it grows in over several frames: \(opacity)")
        #expect(zip(opacity, opacity.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 }, "\(opacity)")
        // T: the panel slides up from below (translateY 100 % → none), and back down, hidden at the end.
        let lift = "Number(/translateY\\(([-0-9.e]+)%\\)/.exec(v)[1])"
        let up = try #require(try page.evaluate(Self.samples(after: "document.getElementById('tune').click()", of: "panel",
                                                              "transform", parse: lift, rest: 0)) as? [Double])
        #expect(up.first == 100 && up.last == 0 && up.contains { $0 > 0 && $0 < 100 }, "\(up)")
        let down = try #require(try page.evaluate(Self.samples(after: "document.getElementById('tune').click()", of: "panel",
                                                                "transform", parse: lift, rest: 0)) as? [Double])
        #expect(down.contains { $0 > 0 && $0 < 100 } && down.last == 100, "\(down)")
        #expect(try page.evaluate("document.getElementById('panel').hidden") as? Bool == true)
        #expect(page.takeProblems().isEmpty, "\(page.takeProblems())")
    }

    @Test func withReducedMotionTheChromeGoesWhereItIsSentAtOnce() throws {
        let page = try BrowserPage()
        try page.browser.call("Emulation.setEmulatedMedia", ["features": [["name": "prefers-reduced-motion", "value": "reduce"]]],
                              session: page.session)
        try page.open("?interface=drawer" + PageTests.query)
        let opacity = try #require(try page.evaluate(Self.samples(after: "window.fluid.open('pip')", of: "stage", "opacity",
                                                                   parse: "Number(v)", rest: 1)) as? [Double])
        #expect(opacity.allSatisfy { $0 == 1 }, "\(opacity)")
        try page.evaluate("document.getElementById('tune').click()")
        #expect(try page.evaluate("document.getElementById('panel').style.transform") as? String == "")
        #expect(page.takeProblems().isEmpty, "\(page.takeProblems())")
    }

    @Test func aShortEdgeSwipeSpringsTheStageBack() throws {
        let page = try BrowserPage()
        try page.open("?interface=pip" + PageTests.query)
        var swipe = TouchGesture()
        swipe.drag(1, from: Point(x: 6, y: 420), to: Point(x: 60, y: 420), duration: 0.3)
        swipe.wait(0.2)
        swipe.lift(1)
        try page.play(swipe)
        try page.evaluate("new Promise(r => setTimeout(r, 1000))")
        #expect(try page.value("window.fluid.interface") == "pip")
        #expect(try page.evaluate("document.getElementById('stage').style.transform") as? String == "")
        #expect(page.takeProblems().isEmpty, "\(page.takeProblems())")
    }
}
}
