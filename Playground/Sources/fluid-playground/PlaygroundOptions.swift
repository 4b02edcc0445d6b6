import FluidInteractions
import FluidPhysics

/// A command-line mistake: printed as one line on stderr, exit status 2.
struct UsageError: Error {
    /// What is wrong.
    var message: String
}

/// The command line, parsed by hand (see `usage`).
struct PlaygroundOptions {
    /// `--screenshot OUT.png`: render offscreen, write the PNG, exit.
    var screenshot: String?
    /// `--interface NAME`: open this interface (window) or render it (screenshot).
    var interface: String?
    /// `--size WxH`, points: the window's initial size or the screenshot's size.
    var size = Size(width: 390, height: 844)
    /// `--scale S`, pixels per point of a screenshot.
    var scale: Double = 2
    /// `--script FILE`: a gesture script to replay before a screenshot.
    var script: String?
    /// `--at T`, seconds: the script time of the screenshot.
    var at: Double?
    /// `--no-hud`: start with the HUD hidden (H toggles it).
    var hud = true
    /// `--frame-stats`: print render-time statistics on exit.
    var frameStats = false
    /// `--quit-after T`, seconds: close the window by itself after T seconds.
    var quitAfter: Double?
    /// `--record FILE`: save what the mouse did in an interface as a gesture script.
    var record: String?
    /// `--replay SCRIPT`: play a gesture script in the window in real time.
    var replay: String?
    /// `--plot SPEC` (repeatable): with `--screenshot`, chart springs instead (`fluid plot`'s charts as PNG).
    var plots: [String] = []
    /// `--plot-decay V`: with `--screenshot`, chart a decay of V points/s.
    var plotDecay: Double?
    /// `--plot-rate R`: the charted decay's rate (normal, fast or a number in (0, 1)).
    var plotRate = "normal"
    /// `--plot-distance D`: the charted springs' distance, points (default 1).
    var plotDistance: Double?
    /// `--plot-velocity V`: the charted springs' initial velocity (points/s
    /// with `--plot-distance`, else relative).
    var plotVelocity: Double = 0
    /// `--help`.
    var help = false

    static let usage = """
    usage: fluid-playground [--interface NAME] [--size WxH] [--no-hud] [--frame-stats] [--quit-after SECONDS]
                            [--record FILE] [--replay SCRIPT]
           fluid-playground --screenshot OUT.png [--interface NAME] [--size WxH] [--scale S] [--script FILE --at T]
           fluid-playground --screenshot OUT.png --plot SPEC... [--plot-distance D] [--plot-velocity V]
           fluid-playground --screenshot OUT.png --plot-decay V [--plot-rate R]
           fluid-playground --help

    The live playground: a window with a home screen of every interface in the
    catalogue. Click a tile to open it; Escape, the "‹ Home" button or a swipe
    from the left edge goes back. The mouse is a finger (left button); hold
    Shift or use the right button for a force touch (force ramps 0 → 1 over
    0.6 s). H toggles the HUD (timings, velocity, a chart, haptics as rings).

      --interface NAME     open NAME directly (\(InteractionCatalog.names.joined(separator: ", ")))
      --size WxH           window or screenshot size in points (default 390x844)
      --scale S            screenshot pixels per point (default 2)
      --screenshot FILE    render offscreen without a display and write a PNG
      --script FILE --at T draw the state at T seconds of a gesture script (as `fluid replay FILE --at T`)
      --replay SCRIPT      open the script's interface at its viewport and play the script in real time
      --record FILE        save the touches given to the interface you open as a gesture script
                           (written when the interface closes or the playground quits)
      --no-hud             start with the HUD hidden
      --frame-stats        print render-time statistics (median, worst) on exit
      --quit-after T       quit after T seconds (measurements, tests)

    Charts (`fluid plot`'s value and velocity charts, drawn with Cairo as a PNG; `fluid plot` writes SVG):
      --plot SPEC          a spring, "key=value,..." with the keys of `fluid spring` (repeatable)
      --plot-distance D    the springs' distance, points (default 1), as `fluid plot --distance`
      --plot-velocity V    the springs' initial velocity, as `fluid plot --initial-velocity`
      --plot-decay V       a decay with initial velocity V points/s instead, as `fluid plot --decay`
      --plot-rate R        the decay's rate: normal, fast or a number in (0, 1), as `fluid plot --rate`
    """

    /// Parses the arguments after the program name.
    static func parse(_ arguments: [String]) throws(UsageError) -> PlaygroundOptions {
        var o = PlaygroundOptions()
        var i = 0
        func value(_ flag: String) throws(UsageError) -> String {
            i += 1
            guard i < arguments.count, !arguments[i].hasPrefix("--") else { throw UsageError(message: "\(flag) needs a value") }
            return arguments[i]
        }
        func signed(_ flag: String, _ text: String) throws(UsageError) -> Double {
            guard let v = Double(text), v.isFinite else { throw UsageError(message: "\(flag): '\(text)' is not a finite number") }
            return v
        }
        func number(_ flag: String, _ text: String, positive: Bool) throws(UsageError) -> Double {
            guard let v = Double(text), v.isFinite, positive ? v > 0 : v >= 0 else {
                throw UsageError(message: "\(flag): '\(text)' is not a \(positive ? "positive" : "non-negative") number")
            }
            return v
        }
        while i < arguments.count {
            let a = arguments[i]
            switch a {
            case "--help", "-h": o.help = true
            case "--screenshot": o.screenshot = try value(a)
            case "--interface":
                let name = try value(a)
                guard InteractionCatalog.model(named: name) != nil else {
                    throw UsageError(message: "unknown interface '\(name)' (known: \(InteractionCatalog.names.joined(separator: ", ")))")
                }
                o.interface = name
            case "--size":
                let text = try value(a)
                let parts = text.split(separator: "x", omittingEmptySubsequences: false)
                guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
                      w.isFinite, h.isFinite, w >= 100, h >= 100, w <= 8192, h <= 8192
                else { throw UsageError(message: "--size: '\(text)' is not WIDTHxHEIGHT in points, each 100…8192") }
                o.size = Size(width: w, height: h)
            case "--scale":
                let s = try number(a, try value(a), positive: true)
                guard s <= 8 else { throw UsageError(message: "--scale: at most 8") }
                o.scale = s
            case "--script": o.script = try value(a)
            case "--at": o.at = try number(a, try value(a), positive: false)
            case "--plot": o.plots.append(try value(a))
            case "--plot-decay": o.plotDecay = try signed(a, try value(a))
            case "--plot-rate": o.plotRate = try value(a)
            case "--plot-distance": o.plotDistance = try signed(a, try value(a))
            case "--plot-velocity": o.plotVelocity = try signed(a, try value(a))
            case "--record": o.record = try value(a)
            case "--replay": o.replay = try value(a)
            case "--no-hud": o.hud = false
            case "--frame-stats": o.frameStats = true
            case "--quit-after": o.quitAfter = try number(a, try value(a), positive: true)
            default: throw UsageError(message: "unknown argument '\(a)' (try --help)")
            }
            i += 1
        }
        if (o.script == nil) != (o.at == nil) { throw UsageError(message: "--script and --at go together") }
        if o.script != nil, o.screenshot == nil { throw UsageError(message: "--script needs --screenshot") }
        if !o.plots.isEmpty || o.plotDecay != nil, o.screenshot == nil {
            throw UsageError(message: "--plot and --plot-decay chart to a PNG: they need --screenshot OUT.png")
        }
        if o.script != nil, o.interface != nil {
            throw UsageError(message: "--script names its interface; leave out --interface")
        }
        return o
    }
}
