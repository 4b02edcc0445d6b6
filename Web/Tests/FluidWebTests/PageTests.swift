import FluidInteractions
import FluidPhysics
import FluidScripting
import Foundation
import Testing
import WebBrowserSupport

/// The page in headless Chromium, a 390 × 844 phone at 3× with a touch
/// screen: opening every interface, going home, the pinned API.
extension InChromium {
@Suite("The web page")
struct PageTests {
    /// The viewport the tests fix (`fluid layout --viewport 390x844 --safe-area 47,0,34,0`).
    static let viewport = Viewport(width: 390, height: 844, safeArea: .init(top: 47, left: 0, bottom: 34, right: 0))
    static let query = "&viewport=390x844&safeArea=47,0,34,0"

    @Test func theHomeScreenOffersEveryInterface() throws {
        let page = try BrowserPage()
        try page.open("")
        #expect(try page.evaluate("document.querySelectorAll('#tiles button').length") as? Int == InteractionCatalog.names.count)
        #expect(try page.value("window.fluid.interfaces()") == .array(InteractionCatalog.names.map { .string($0) }))
        #expect(try page.value("window.fluid.interface") == .null)
        #expect(try page.value("window.fluid.state()") == .null)
        // Every tile shows its interface: its preview is not blank.
        let painted = try page.evaluate("""
            Array.from(document.querySelectorAll('#tiles canvas')).filter(c => {
              const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
              for (let i = 0; i < d.length; i += 4) if (d[i] > 40 || d[i + 1] > 40 || d[i + 2] > 40) return true;
              return false; }).length
            """) as? Int
        #expect(painted == InteractionCatalog.names.count)
        #expect(page.takeProblems().isEmpty, "\(page.takeProblems())")
    }

    @Test func everyInterfaceOpensWithTheLayoutFluidLayoutPrints() throws {
        let page = try BrowserPage()
        for name in InteractionCatalog.names {
            try page.open("?interface=\(name)\(Self.query)")
            let native = try #require(InteractionCatalog.make(name, viewport: Self.viewport))
            #expect(try page.value("window.fluid.layout()") == native.layout, "\(name)")
            #expect(try page.value("window.fluid.interface") == .string(name))
            let state = try page.value("window.fluid.state()")
            #expect(state["t"]?.number.map { $0 >= 0 } == true, "\(name): the state says its time first")
            #expect(page.takeProblems().isEmpty, "\(name): \(page.takeProblems())")
        }
    }

    @Test func withoutAViewportThePageSizeAndTheBarsStripAreTheModels() throws {
        let page = try BrowserPage()
        try page.open("?interface=drawer")
        let viewport = try page.value("window.fluid.viewport()")
        #expect(viewport["width"] == 390 && viewport["height"] == 844)
        // No safe area in a desktop browser; the model's starts below the page's bar.
        #expect(viewport["safeArea"] == ["top": 44, "left": 0, "bottom": 0, "right": 0])
        let native = try #require(InteractionCatalog.make("drawer", viewport: Viewport(width: 390, height: 844, safeArea: .init(top: 44))))
        #expect(try page.value("window.fluid.layout()") == native.layout)
    }

    @Test func homeIsReachedByTheBackButtonTheBrowsersBackAndAnEdgeSwipe() throws {
        let page = try BrowserPage()
        try page.open("")
        // A tile opens its interface, and the back button returns.
        try page.evaluate("document.querySelector('#tiles button[data-interface=\"pip\"]').click(); window.fluid.ready")
        try page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
        #expect(try page.value("window.fluid.interface") == "pip")
        #expect(try page.evaluate("location.search") as? String == "?interface=pip")
        try page.evaluate("document.getElementById('back').click(); new Promise(r => setTimeout(r, 100))")
        #expect(try page.value("window.fluid.interface") == .null)
        #expect(try page.evaluate("document.getElementById('home').hidden") as? Bool == false)
        // The browser's back and forward.
        try page.evaluate("window.fluid.open('drawer')")
        try page.evaluate("history.back(); new Promise(r => setTimeout(r, 150))")
        #expect(try page.value("window.fluid.interface") == .null)
        try page.evaluate("history.forward(); new Promise(r => setTimeout(r, 300))")
        #expect(try page.value("window.fluid.interface") == "drawer")
        // A swipe from the left edge that lands, projected, past the middle.
        var swipe = TouchGesture()
        swipe.drag(1, from: Point(x: 6, y: 420), to: Point(x: 340, y: 430), duration: 0.25)
        swipe.wait(1.0 / 60)
        swipe.lift(1)
        try page.play(swipe)
        try page.evaluate("new Promise(r => setTimeout(r, 200))")
        #expect(try page.value("window.fluid.interface") == .null)
        #expect(page.takeProblems().isEmpty, "\(page.takeProblems())")
    }

    @Test func aBadURLSaysSoAndFallsBackToTheHomeScreen() throws {
        let page = try BrowserPage()
        try page.open("?interface=no-such-interface")
        #expect(try page.value("window.fluid.interface") == .null)
        #expect(try page.evaluate("document.getElementById('note').textContent") as? String
            == "unknown interface 'no-such-interface' (known: \(InteractionCatalog.names.joined(separator: ", ")))")
        try page.open("?interface=pip&viewport=wide&safeArea=1,2")
        #expect(try page.value("window.fluid.interface") == "pip")
        #expect(try page.value("window.fluid.viewport()")["width"] == 390)
        let problems = page.takeProblems().filter { !$0.contains("no-such-interface") }
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func openingOverAnOpenInterfaceKeepsHomeOneStepBack() throws {
        let page = try BrowserPage()
        try page.open("")
        let before = try #require(try page.evaluate("history.length") as? Int)
        try page.evaluate("window.fluid.open('pip')")
        try page.evaluate("window.fluid.open('drawer')")
        #expect(try page.evaluate("history.length") as? Int == before + 1)
        try page.evaluate("window.fluid.home()")
        #expect(try page.value("window.fluid.interface") == .null)
        #expect(try page.evaluate("location.search") as? String == "")
        #expect(page.takeProblems().isEmpty, "\(page.takeProblems())")
    }

    @Test func turnedSidewaysAnInterfaceIsLaidOutAnewWithItsTuning() throws {
        let page = try BrowserPage()
        try page.open("?interface=drawer")
        try page.evaluate("document.getElementById('tune').click()")
        try page.evaluate("""
            (() => { const s = document.querySelector('#panel input[aria-label="tapSlop"]');
              s.value = "900"; s.dispatchEvent(new Event('input')); })()
            """)
        let tuned = try page.value("window.fluid.tuning()")
        try page.browser.call("Emulation.setDeviceMetricsOverride", ["width": 844, "height": 390, "deviceScaleFactor": 3, "mobile": true],
                              session: page.session)
        try page.evaluate("new Promise(r => setTimeout(r, 600))")
        let viewport = try page.value("window.fluid.viewport()")
        #expect(viewport["width"] == 844 && viewport["height"] == 390)
        #expect(try page.value("window.fluid.tuning()") == tuned)
        #expect((try page.evaluate("document.getElementById('note').textContent") as? String)?.hasPrefix("Laid out anew for 844 × 390") == true)
        #expect(page.takeProblems().isEmpty, "\(page.takeProblems())")
    }
}
}
