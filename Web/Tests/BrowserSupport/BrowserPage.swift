import FluidInteractions
import FluidPhysics
import FluidScripting
import Foundation

/// One tab of the shared browser, made a phone: a `width` × `height` CSS
/// pixel screen at `scale` device pixels each, with touch events (several
/// fingers, with force) — and what the page printed or threw, kept to check
/// that nothing went wrong.
public final class BrowserPage {
    public let browser: Browser
    public let session: String
    private let target: String
    /// Console errors, uncaught exceptions and failed loads seen so far.
    private var problems: [String] = []

    public init(width: Int = 390, height: Int = 844, scale: Double = 3) throws(BrowserError) {
        browser = try Browser.shared()
        target = try browser.call("Target.createTarget", ["url": "about:blank"])["targetId"] as? String ?? ""
        session = try browser.call("Target.attachToTarget", ["targetId": target, "flatten": true])["sessionId"] as? String ?? ""
        for domain in ["Runtime", "Page", "Log"] { try browser.call("\(domain).enable", session: session) }
        // The tab in front, with focus: a page in the background gets no frames.
        try browser.call("Page.bringToFront", session: session)
        try browser.call("Emulation.setFocusEmulationEnabled", ["enabled": true], session: session)
        try browser.call("Emulation.setDeviceMetricsOverride",
                         ["width": width, "height": height, "deviceScaleFactor": scale, "mobile": true], session: session)
        try browser.call("Emulation.setTouchEmulationEnabled", ["enabled": true, "maxTouchPoints": 5], session: session)
    }

    deinit {
        _ = try? browser.call("Target.closeTarget", ["targetId": target])
    }

    /// Opens the page (of `site`) with `query`
    /// (`"?interface=pip&viewport=390x844"`) and waits for `window.fluid.ready`.
    public func open(_ query: String, site: PageServer.Site = .main) throws(BrowserError) {
        try browser.call("Page.navigate", ["url": try PageServer.url(site) + query], session: session)
        // The module defines window.fluid as it starts; wait for it, then for ready.
        try evaluate("new Promise((resolve, reject) => { const t0 = performance.now(); (function wait() { "
            + "if (window.fluid) window.fluid.ready.then(resolve, reject); "
            + "else if (performance.now() - t0 > 20000) reject(new Error('window.fluid never came')); "
            + "else setTimeout(wait, 10); })(); })")
    }

    /// Evaluates `expression` in the page (awaiting a promise) and returns its
    /// value as JSON would carry it.
    ///
    /// - Throws: ``BrowserError`` with the page's exception.
    @discardableResult
    public func evaluate(_ expression: String) throws(BrowserError) -> Any? {
        let result = try browser.call("Runtime.evaluate", ["expression": expression, "awaitPromise": true, "returnByValue": true],
                                      session: session)
        if let exception = result["exceptionDetails"] as? [String: Any] {
            let description = (exception["exception"] as? [String: Any])?["description"] as? String
            throw BrowserError("\(expression.prefix(80)): \(description ?? exception["text"] as? String ?? "exception")")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// The value of `expression` in the page (awaited when it is a promise),
    /// through JSON, as the tools read JSON (FluidScripting's parser):
    /// `value("window.fluid.state()")`.
    public func value(_ expression: String) throws(BrowserError) -> InteractionValue {
        guard let text = try evaluate("(async () => JSON.stringify(await (\(expression))))()") as? String else {
            throw BrowserError("\(expression) is not JSON")
        }
        do { return try JSONParser.parse(text) } catch { throw BrowserError("\(expression): \(error)") }
    }

    /// What the page reports at one instant: its time, state, events and
    /// recorded script, read in one turn of its event loop.
    /// `interfaces` are the names the script may open (the catalogue's, and
    /// any added to the page).
    public func snapshot(interfaces: [String] = InteractionCatalog.names) throws(BrowserError)
        -> (time: Double, state: InteractionValue, events: InteractionValue, script: GestureScript) {
        let all = try value("(() => { const f = window.fluid; return {time: f.time(), state: f.state(), events: f.events(), script: f.script()}; })()")
        guard let time = all["time"]?.number, let state = all["state"], let events = all["events"], let json = all["script"] else {
            throw BrowserError("window.fluid has no interface open")
        }
        do { return (time, state, events, try GestureScript(json: json, interfaces: interfaces)) } catch { throw BrowserError("the page's script: \(error)") }
    }

    /// Waits until the open interface is settled (nothing moves, no finger down).
    public func waitUntilSettled(timeout: Double = 15) throws(BrowserError) {
        try evaluate("new Promise((resolve, reject) => { const t0 = performance.now(); (function wait() { "
            + "if (window.fluid.settled()) resolve(); else if (performance.now() - t0 > \(timeout * 1000)) "
            + "reject(new Error('the interface never settled')); else requestAnimationFrame(wait); })(); })")
    }

    /// Plays `gesture` on the page's touch screen in real time: each of its
    /// events is sent when its time comes, without waiting for the browser
    /// (which answers a touch only after a frame), then every answer is
    /// awaited.
    public func play(_ gesture: TouchGesture) throws(BrowserError) {
        // Two frames first: the page is drawing, not opening.
        try evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
        let start = Date()
        var sent: [Int] = []
        for event in gesture.events {
            let wait = event.time - Date().timeIntervalSince(start)
            if wait > 0 { usleep(useconds_t(wait * 1e6)) }
            sent.append(try browser.send("Input.dispatchTouchEvent", event.parameters, session: session))
        }
        for id in sent { _ = try browser.answer(id, for: "Input.dispatchTouchEvent") }
    }

    /// The colour of the screenshot's pixel at each point (CSS pixels), 0…255.
    /// The PNG from `Page.captureScreenshot` is decoded by the page itself (an
    /// image drawn on a canvas of its own size).
    public func pixels(at points: [Point]) throws(BrowserError) -> [(red: Int, green: Int, blue: Int)] {
        let shot = try browser.call("Page.captureScreenshot", ["format": "png"], session: session)
        guard let data = shot["data"] as? String else { throw BrowserError("no screenshot") }
        let list = points.map { "[\($0.x), \($0.y)]" }.joined(separator: ",")
        let read = """
            (async () => { const image = new Image(); image.src = "data:image/png;base64,\(data)"; await image.decode();
              const canvas = document.createElement("canvas"); canvas.width = image.width; canvas.height = image.height;
              const ctx = canvas.getContext("2d"); ctx.drawImage(image, 0, 0);
              const scale = image.width / window.innerWidth;
              return [\(list)].map(([x, y]) => Array.from(ctx.getImageData(Math.floor(x * scale), Math.floor(y * scale), 1, 1).data.slice(0, 3))); })()
            """
        guard let values = try evaluate(read) as? [[Int]] else { throw BrowserError("the screenshot could not be read") }
        return values.map { (red: $0[0], green: $0[1], blue: $0[2]) }
    }

    /// Takes the console errors, uncaught exceptions and failed loads the page
    /// has reported since the last call.
    public func takeProblems() -> [String] {
        for event in browser.takeEvents(session: session) {
            let params = event["params"] as? [String: Any] ?? [:]
            switch event["method"] as? String {
            case "Runtime.exceptionThrown":
                let details = params["exceptionDetails"] as? [String: Any] ?? [:]
                let description = (details["exception"] as? [String: Any])?["description"] as? String
                problems.append("uncaught: \(description ?? details["text"] as? String ?? "exception")")
            case "Runtime.consoleAPICalled" where params["type"] as? String == "error":
                let args = (params["args"] as? [[String: Any]] ?? []).map { "\($0["value"] ?? $0["description"] ?? "")" }
                problems.append("console.error: \(args.joined(separator: " "))")
            case "Log.entryAdded":
                let entry = params["entry"] as? [String: Any] ?? [:]
                if entry["level"] as? String == "error" {
                    problems.append("log: \(entry["text"] as? String ?? "") \(entry["url"] as? String ?? "")")
                }
            default:
                break
            }
        }
        defer { problems = [] }
        return problems
    }
}
