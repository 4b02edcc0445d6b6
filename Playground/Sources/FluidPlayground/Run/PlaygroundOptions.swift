import FluidInteractions
import FluidPhysics
import FluidScripting

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
    /// `--scale S`, pixels per point of a screenshot (default 2) or a movie (default 1).
    var scale: Double = 2
    /// Whether `--scale` was given (a movie's default scale is 1, a screenshot's 2).
    var scaleGiven = false
    /// `--movie OUT.png`: render a script's replay offscreen as an animated PNG, exit.
    var movie: String?
    /// `--tour DIR`: render every interface's main example as an animated PNG,
    /// and the home screen as a PNG, into DIR, exit.
    var tour: String?
    /// `--fps N`, frames per second of a movie: a whole number, 1…120.
    var fps = 60
    /// `--until T`, seconds: where a movie ends instead of where its replay
    /// settles (0 < T ≤ `maximumMovieDuration`).
    var until: Double?
    /// `--hold T`, seconds: how long a movie's last frame stays before it
    /// loops (0…10, default 0).
    var hold: Double = 0
    /// `--crop WxH+X+Y`, points: the part of the view a movie keeps.
    var crop: Rect?
    /// `--script FILE`: a gesture script to replay before a screenshot.
    var script: String?
    /// `--at T`, seconds: the script time of the screenshot.
    var at: Double?
    /// `--reduced-motion`: play with reduced motion (M toggles it in the window).
    var reducedMotion = false
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
    /// `--tuning FILE`: the tuning file to play its interface with.
    var tuning: String?
    /// The file `--tuning` names, read (by `main`).
    var tuningFile: TuningFile?
    /// `--panel`: start with the tuning panel shown (in a screenshot too).
    var panel = false
    /// `--predict`: touch prediction in the window.
    var predict = false
    /// `--save-dir DIR`: where the panel's E writes (default the current directory).
    var saveDirectory = "."
    /// `--compare`: draw the ghost of the interface's original rule (key C
    /// in the window; a second replay with that rule in a screenshot or movie).
    var compare = false
    /// `--lossless`: store a movie's frames as RGB (every colour exact),
    /// even when a palette of 255 colours would keep them within
    /// `MovieSettings.paletteError` levels.
    var lossless = false

    /// The longest movie, seconds: `--until` at most, and a replay that
    /// settles later needs `--until`.
    static let maximumMovieDuration = 120.0
    /// The frame rates a movie can have, frames per second.
    static let movieFrameRates = 1...120
    /// The pixels per point of a movie or the tour: `--scale` when given, else 1.
    var movieScale: Double { scaleGiven ? scale : 1 }

    static let usage = """
    usage: fluid-playground [--interface NAME] [--size WxH] [--no-hud] [--frame-stats] [--quit-after SECONDS]
                            [--record FILE] [--replay SCRIPT] [--tuning FILE] [--panel] [--save-dir DIR] [--predict]
                            [--compare] [--reduced-motion]
           fluid-playground --screenshot OUT.png [--interface NAME] [--size WxH] [--scale S] [--script FILE --at T]
                            [--tuning FILE] [--panel] [--compare] [--reduced-motion]
           fluid-playground --movie OUT.png (--script FILE | --interface NAME) [--fps N] [--until T] [--hold T]
                            [--scale S] [--crop WxH+X+Y] [--tuning FILE] [--compare] [--lossless] [--reduced-motion]
           fluid-playground --tour DIR [--fps N] [--scale S] [--hold T] [--lossless]
           fluid-playground --screenshot OUT.png --plot SPEC... [--plot-distance D] [--plot-velocity V]
           fluid-playground --screenshot OUT.png --plot-decay V [--plot-rate R]
           fluid-playground --help

    The live playground: a window with a home screen of every interface in the
    catalogue. Click a tile to open it; Escape, the "‹ Home" button or a swipe
    from the left edge goes back. The mouse is a finger (left button); hold
    Shift or use the right button for a force touch (force ramps 0 → 1 over
    0.6 s). H toggles the HUD (timings, velocity, a chart, haptics as rings);
    S slows the open interface down (1, ½, ¼, ⅒ of real time, and round again).
    T shows the tuning panel: a slider per tunable (`fluid tunables NAME`), a spring
    as response and damping ratio and as duration and bounce; a change applies at
    once, mid-motion. R resets every tunable; E saves NAME.tuning.json (read back
    by --tuning and `fluid replay --tuning`) and NAME.tuning.md, the code for each
    tuned spring on eight platforms. C compares with the original rule: a translucent
    violet ghost shows what the WWDC18 demo app's rule would do with the same touches
    (picture in picture, drawer, app switcher, rubber band; the label names the rule).
    M turns reduced motion on and off, mid-motion, as iOS's Reduce Motion would: springs
    that never overshoot, no stretching beyond the finger (the HUD says when it is on).
    Tab moves a visible focus through the open interface's actions (`fluid actions NAME`;
    Shift+Tab back), Return carries the focused one out as its touch would, Escape drops
    the focus; a recording keeps each action.

    The timeline (with --replay, or --record once something is recorded): Space or P
    pauses and shows the replay at that moment, exactly `fluid replay SCRIPT --at T`
    (the HUD's charts follow it); then Space plays and pauses, Left/Right step one
    frame (1/60 s), Shift+Left/Right 0.1 s, Home/End go to 0 s/the end, and a drag
    on the bar at the bottom scrubs. Escape, or Space at the end, goes back to live.

      --interface NAME     open NAME directly (\(Playground.interfaces.names.joined(separator: ", ")))
      --size WxH           window or screenshot size in points (default 390x844)
      --scale S            screenshot pixels per point (default 2; 1 for a movie)
      --screenshot FILE    render offscreen without a display and write a PNG
      --script FILE --at T draw the state at T seconds of a gesture script (as `fluid replay FILE --at T`)
      --movie FILE         render a gesture script's whole replay offscreen as an animated PNG (APNG), looping;
                           every frame is the state `fluid replay SCRIPT --at T` reports at its time, with the
                           touches drawn as fingertips; with --interface NAME and no --script, NAME's main example
      --fps N              movie frames per second, a whole number 1…120 (default 60)
      --until T            end the movie at T seconds (0 < T ≤ 120) instead of where the replay settles
      --hold T             keep the movie's last frame T more seconds before it loops (0…10, default 0)
      --crop WxH+X+Y       keep only this rectangle of the view in the movie, points
      --lossless           store the movie's frames in RGB, every colour exact. By default a movie whose colours
                           a palette of 255 keeps within 4 levels (flat colours; anti-aliased edges and text)
                           is stored with that palette, a third of the size; one with gradients stays in RGB
      --tour DIR           render every interface's main example as an animated PNG, and the home screen
                           (home.png), into DIR (created if missing); what ./scripts/playground does with no display
      --replay SCRIPT      open the script's interface at its viewport and play the script in real time,
                           with a timeline bar to pause (Space), step and scrub it
      --record FILE        save the touches given to the interface you open as a gesture script
                           (written when the interface closes or the playground quits); P or Space
                           reviews what was recorded so far on the timeline
      --tuning FILE        play the file's interface with its tuning (a fluid-tuning file; see `fluid tunables`)
      --panel              start with the tuning panel shown (in the window, or drawn in a --screenshot)
      --save-dir DIR       where the panel's E writes its files (default: the current directory)
      --predict            touch prediction: draw each frame with the finger extrapolated (velocity tracker) to
                           when the frame is presented, at most 50 ms ahead; the HUD shows how far ahead
      --compare            draw the ghost of the original rule (key C): in the window from the start; with
                           --screenshot or --movie, the same script replayed with the original rule
      --reduced-motion     play with reduced motion (key M), as `fluid replay --reduced-motion`; a --tuning
                           file with "reducedMotion": true does the same
      --no-hud             start with the HUD hidden
      --frame-stats        print render-time and touch-to-screen latency statistics (median, p99, worst) on exit
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
                guard Playground.interfaces.kind(named: name) != nil else {
                    throw UsageError(message: "unknown interface '\(name)' (known: \(Playground.interfaces.names.joined(separator: ", ")))")
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
                o.scaleGiven = true
            case "--movie": o.movie = try value(a)
            case "--tour": o.tour = try value(a)
            case "--fps":
                let text = try value(a)
                guard let n = Int(text), movieFrameRates.contains(n) else {
                    throw UsageError(message: "--fps: '\(text)' is not a whole number of frames per second from 1 to 120")
                }
                o.fps = n
            case "--until":
                let t = try number(a, try value(a), positive: true)
                guard t <= maximumMovieDuration else { throw UsageError(message: "--until: at most 120 seconds") }
                o.until = t
            case "--hold":
                let t = try number(a, try value(a), positive: false)
                guard t <= 10 else { throw UsageError(message: "--hold: at most 10 seconds") }
                o.hold = t
            case "--crop":
                let text = try value(a)
                guard let rect = parseCrop(text) else {
                    throw UsageError(message: "--crop: '\(text)' is not WIDTHxHEIGHT+X+Y in points (width and height at least 16)")
                }
                o.crop = rect
            case "--script": o.script = try value(a)
            case "--at": o.at = try number(a, try value(a), positive: false)
            case "--plot": o.plots.append(try value(a))
            case "--plot-decay": o.plotDecay = try signed(a, try value(a))
            case "--plot-rate": o.plotRate = try value(a)
            case "--plot-distance": o.plotDistance = try signed(a, try value(a))
            case "--plot-velocity": o.plotVelocity = try signed(a, try value(a))
            case "--record": o.record = try value(a)
            case "--replay": o.replay = try value(a)
            case "--tuning": o.tuning = try value(a)
            case "--panel": o.panel = true
            case "--predict": o.predict = true
            case "--save-dir": o.saveDirectory = try value(a)
            case "--compare": o.compare = true
            case "--lossless": o.lossless = true
            case "--no-hud": o.hud = false
            case "--reduced-motion": o.reducedMotion = true
            case "--frame-stats": o.frameStats = true
            case "--quit-after": o.quitAfter = try number(a, try value(a), positive: true)
            default: throw UsageError(message: "unknown argument '\(a)' (try --help)")
            }
            i += 1
        }
        let outputs = [o.screenshot.map { _ in "--screenshot" }, o.movie.map { _ in "--movie" }, o.tour.map { _ in "--tour" }]
            .compactMap { $0 }
        if outputs.count > 1 { throw UsageError(message: "\(outputs.joined(separator: " and ")): give one of them") }
        if o.movie != nil {
            if o.at != nil { throw UsageError(message: "--at is for --screenshot: a movie plays the whole script (end it with --until)") }
            if o.script == nil, o.interface == nil { throw UsageError(message: "--movie needs --script FILE or --interface NAME") }
        } else {
            if o.until != nil { throw UsageError(message: "--until needs --movie") }
            if o.crop != nil { throw UsageError(message: "--crop needs --movie") }
            if o.tour == nil, arguments.contains("--fps") { throw UsageError(message: "--fps needs --movie or --tour") }
            if o.tour == nil, arguments.contains("--hold") { throw UsageError(message: "--hold needs --movie or --tour") }
            if o.tour == nil, o.lossless { throw UsageError(message: "--lossless needs --movie or --tour") }
            if o.tour != nil, o.script != nil || o.interface != nil {
                throw UsageError(message: "--tour plays every interface's main example: leave out --script and --interface")
            }
            if (o.script == nil) != (o.at == nil) { throw UsageError(message: "--script and --at go together") }
            if o.script != nil, o.screenshot == nil { throw UsageError(message: "--script needs --screenshot or --movie") }
        }
        if !o.plots.isEmpty || o.plotDecay != nil, o.screenshot == nil {
            throw UsageError(message: "--plot and --plot-decay chart to a PNG: they need --screenshot OUT.png")
        }
        if o.tour != nil, o.tuning != nil { throw UsageError(message: "--tuning is for one interface: the tour plays every one untuned") }
        if o.compare, o.tour != nil || !o.plots.isEmpty || o.plotDecay != nil {
            throw UsageError(message: "--compare draws an interface's ghost: it is for the window, a --screenshot of an interface or a --movie")
        }
        if o.movie != nil, o.panel { throw UsageError(message: "--panel is for the window or a --screenshot") }
        if o.script != nil, o.interface != nil {
            throw UsageError(message: "--script names its interface; leave out --interface")
        }
        return o
    }

    /// `WxH+X+Y` (points; W and H at least 16, X and Y at least 0, all finite) as a rectangle.
    static func parseCrop(_ text: String) -> Rect? {
        let plus = text.split(separator: "+", omittingEmptySubsequences: false)
        guard plus.count == 3 else { return nil }
        let size = plus[0].split(separator: "x", omittingEmptySubsequences: false)
        guard size.count == 2, let w = Double(size[0]), let h = Double(size[1]), let x = Double(plus[1]), let y = Double(plus[2]),
              w.isFinite, h.isFinite, x.isFinite, y.isFinite, w >= 16, h >= 16, w <= 8192, h <= 8192, x >= 0, y >= 0
        else { return nil }
        return Rect(x: x, y: y, width: w, height: h)
    }
}
