import FluidAnimation
import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidScripting

/// The page's one open interface and the memory it shares with JavaScript.
///
/// The functions below are the page's WebAssembly exports (`fluid_…`, C
/// calling convention): JavaScript calls them one at a time on its one
/// thread. Texts go in through ``input`` (`fluid_input(n)` gives room for n
/// bytes of UTF-8, the next call reads them) and come out through
/// ``output`` (a call returns the byte count, `fluid_output()` the address);
/// a scene's numbers come out through ``numbers``. A call that fails
/// returns −1 − n and leaves its one-line reason, n bytes, in ``output``.
final class WebPage {
    var session: PageSession?
    /// The page's own chrome motion (its opening, panel, tiles, edge swipe).
    let chrome = PageChrome()
    /// The scripted minute being measured (`PageBenchmark`), if any.
    var benchmark: PageBenchmark?
    let input = ExchangeBuffer<UInt8>(capacity: 256)
    let output = ExchangeBuffer<UInt8>(capacity: 4096)
    let numbers = ExchangeBuffer<Double>(capacity: 64 * SceneCoding.stride)
    var scene = SceneCoding()

    /// The `count` bytes JavaScript wrote into ``input``, as text.
    func inputText(_ count: Int32) -> String {
        String(decoding: input.elements(Int(count)), as: UTF8.self)
    }

    /// Puts `text` in ``output``; returns its length in bytes.
    func give(_ text: String) -> Int32 {
        output.fill(Array(text.utf8))
        return Int32(output.count)
    }

    /// Puts `value` in ``output`` as compact JSON; returns its length.
    func give(_ value: InteractionValue) -> Int32 {
        give(value.jsonText())
    }

    /// Puts the error's reason in ``output``; returns −1 − its length.
    func fail(_ error: PageError) -> Int32 {
        -1 - give(error.description)
    }

    /// Runs `body` on the open interface, or fails when none is open.
    func withSession(_ body: (PageSession) throws(PageError) -> Int32) -> Int32 {
        guard let session else { return fail(PageError("no interface is open")) }
        do { return try body(session) } catch { return fail(error) }
    }

    /// Codes `layers` into ``numbers`` and their texts into ``output``;
    /// returns the layer count.
    func give(_ layers: [Layer]) -> Int32 {
        scene.code(layers)
        numbers.fill(scene.numbers)
        output.fill(scene.texts)
        return Int32(scene.count)
    }
}

// The page is single-threaded (JavaScript calls one export at a time), and
// these C entry points need one place to keep it between calls.
nonisolated(unsafe) let page = WebPage()

/// Room for `count` bytes of input; JavaScript writes them there before the
/// call that reads them.
@_cdecl("fluid_input")
public func fluid_input(_ count: Int32) -> UnsafeMutablePointer<UInt8> {
    page.input.reserve(Int(Swift.max(0, count)))
    return page.input.address
}

/// Where the latest call's output is.
@_cdecl("fluid_output")
public func fluid_output() -> UnsafeMutablePointer<UInt8> { page.output.address }

/// How many bytes the latest call left in the output (a scene's texts).
@_cdecl("fluid_output_length")
public func fluid_output_length() -> Int32 { Int32(page.output.count) }

/// Where the latest scene's numbers are (`SceneCoding.stride` per layer).
@_cdecl("fluid_numbers")
public func fluid_numbers() -> UnsafeMutablePointer<Double> { page.numbers.address }

/// The interfaces, in catalogue order and then those a page adds:
/// `{"interfaces": ["calculator-button", …]}`.
@_cdecl("fluid_catalog")
public func fluid_catalog() -> Int32 {
    page.give(["interfaces": .array(PageInterfaces.all.names.map { .string($0) })])
}

/// Opens the interface named by the `nameLength` input bytes in a viewport
/// of `width` × `height` points with the safe area given, at clock time
/// `clockTime` seconds; closes the one open before. 0, or a failure.
@_cdecl("fluid_open")
public func fluid_open(_ nameLength: Int32, _ width: Double, _ height: Double, _ top: Double, _ left: Double,
                       _ bottom: Double, _ right: Double, _ clockTime: Double) -> Int32 {
    let name = page.inputText(nameLength)
    let viewport = Viewport(width: width, height: height, safeArea: .init(top: top, left: left, bottom: bottom, right: right))
    do {
        page.session = try PageSession(interface: name, viewport: viewport, openedAt: clockTime)
        return 0
    } catch {
        page.session = nil
        return page.fail(error)
    }
}

/// Closes the open interface.
@_cdecl("fluid_close")
public func fluid_close() { page.session = nil }

/// A touch: `phase` 0 began, 1 moved, 2 ended, 3 cancelled; `force` NaN
/// when the device reports none. 0, or a failure.
@_cdecl("fluid_touch")
public func fluid_touch(_ phase: Int32, _ pointer: Int32, _ x: Double, _ y: Double, _ clockTime: Double, _ force: Double) -> Int32 {
    let phases: [ScriptTouch.Phase] = [.began, .moved, .ended, .cancelled]
    guard phases.indices.contains(Int(phase)) else { return page.fail(PageError("unknown touch phase \(phase)")) }
    return page.withSession { session throws(PageError) in
        try session.touch(phases[Int(phase)], pointer: Int(pointer), at: Point(x: x, y: y), clockTime: clockTime,
                          force: force.isNaN ? nil : force)
        return 0
    }
}

/// The system's appearance (`dark` 1 or 0) at clock time `clockTime`. 0, or a failure.
@_cdecl("fluid_appearance")
public func fluid_appearance(_ dark: Int32, _ clockTime: Double) -> Int32 {
    page.withSession { session throws(PageError) in
        try session.appearance(dark != 0 ? .dark : .light, clockTime: clockTime)
        return 0
    }
}

/// The motion preference (`reduced` 1 or 0) at clock time `clockTime`. 0, or a failure.
@_cdecl("fluid_motion")
public func fluid_motion(_ reduced: Int32, _ clockTime: Double) -> Int32 {
    page.withSession { session throws(PageError) in
        try session.motion(reduced != 0 ? .reduced : .full, clockTime: clockTime)
        return 0
    }
}

/// Carries out the action named by the `nameLength` input bytes at clock
/// time `clockTime`. 0, or a failure.
@_cdecl("fluid_perform")
public func fluid_perform(_ nameLength: Int32, _ clockTime: Double) -> Int32 {
    let name = page.inputText(nameLength)
    return page.withSession { session throws(PageError) in
        try session.perform(name, clockTime: clockTime)
        return 0
    }
}

/// The open interface's accessibility: `{"label", "value", "actions": [{"name", "label"}]}`.
@_cdecl("fluid_accessibility")
public func fluid_accessibility() -> Int32 {
    page.withSession { session throws(PageError) in page.give(session.accessibility) }
}

/// A frame at clock time `clockTime`.
@_cdecl("fluid_frame")
public func fluid_frame(_ clockTime: Double) {
    page.session?.frame(at: clockTime)
}

/// Codes the open interface's scene; returns its layer count (a failure when none is open).
@_cdecl("fluid_scene")
public func fluid_scene() -> Int32 {
    page.withSession { session throws(PageError) in page.give(session.scene) }
}

/// The scene of a new interface named by the `nameLength` input bytes in a
/// `width` × `height` viewport, at rest (a home-screen tile); its layer count, or a failure.
@_cdecl("fluid_preview")
public func fluid_preview(_ nameLength: Int32, _ width: Double, _ height: Double) -> Int32 {
    let name = page.inputText(nameLength)
    guard let kind = PageInterfaces.all.kind(named: name) else { return page.fail(PageError("unknown interface '\(name)'")) }
    guard width.isFinite, height.isFinite, width > 0, height > 0 else { return page.fail(PageError("a preview needs a size")) }
    return page.give(kind.make(viewport: Viewport(width: width, height: height)).scene)
}

/// The model's time, seconds since it opened (NaN when none is open).
@_cdecl("fluid_time")
public func fluid_time() -> Double { page.session?.time ?? .nan }

/// 1 when the open interface is settled, 0 when not, a failure when none is open.
@_cdecl("fluid_is_settled")
public func fluid_is_settled() -> Int32 {
    page.withSession { session throws(PageError) in session.model.isSettled ? 1 : 0 }
}

/// The state, as `fluid replay --json` prints one (`"t"` first).
@_cdecl("fluid_state")
public func fluid_state() -> Int32 {
    page.withSession { session throws(PageError) in page.give(session.state) }
}

/// The layout, as `fluid layout` prints it for the viewport.
@_cdecl("fluid_layout")
public func fluid_layout() -> Int32 {
    page.withSession { session throws(PageError) in page.give(session.layout) }
}

/// Every event since the interface opened, as `fluid replay --json` prints them.
@_cdecl("fluid_events")
public func fluid_events() -> Int32 {
    page.withSession { session throws(PageError) in page.give(.array(session.events)) }
}

/// The events since the last call, as `fluid replay --json` prints them.
@_cdecl("fluid_new_events")
public func fluid_new_events() -> Int32 {
    page.withSession { session throws(PageError) in page.give(.array(session.takeNewEvents().map { $0.jsonValue })) }
}

/// The recorded gesture script, in the pinned format; with `pretty` 1,
/// indented as a file is written.
@_cdecl("fluid_script")
public func fluid_script(_ pretty: Int32) -> Int32 {
    page.withSession { session throws(PageError) in page.give(session.script.jsonValue.jsonText(pretty: pretty != 0)) }
}

/// Runs the model's time at `scale` × the clock's from clock time `clockTime`. 0, or a failure.
@_cdecl("fluid_time_scale")
public func fluid_time_scale(_ scale: Double, _ clockTime: Double) -> Int32 {
    page.withSession { session throws(PageError) in
        try session.setTimeScale(scale, at: clockTime)
        return 0
    }
}

/// The tuning panel (`PageSession.panel`), as JSON.
@_cdecl("fluid_panel")
public func fluid_panel() -> Int32 {
    page.withSession { session throws(PageError) in page.give(session.panel) }
}

/// Moves control `control` of tunable `tunable` to `fraction` of its track. 0, or a failure.
@_cdecl("fluid_panel_move")
public func fluid_panel_move(_ tunable: Int32, _ control: Int32, _ fraction: Double) -> Int32 {
    page.withSession { session throws(PageError) in
        try session.moveControl(Int(control), ofTunable: Int(tunable), to: fraction)
        return 0
    }
}

/// Every tunable back to its default. 0, or a failure.
@_cdecl("fluid_panel_reset")
public func fluid_panel_reset() -> Int32 {
    page.withSession { session throws(PageError) in
        try session.resetTuning()
        return 0
    }
}

/// The tuning file (`NAME.tuning.json`), as the playground writes it.
@_cdecl("fluid_tuning_file")
public func fluid_tuning_file() -> Int32 {
    page.withSession { session throws(PageError) in page.give(session.tuningFile.jsonValue.jsonText(pretty: true) + "\n") }
}

/// The code for each tuned spring (`NAME.tuning.md`).
@_cdecl("fluid_tuning_handoff")
public func fluid_tuning_handoff() -> Int32 {
    page.withSession { session throws(PageError) in page.give(session.tuningHandoff) }
}

/// Puts in force the tuning file in the `length` input bytes. 0, or a failure.
@_cdecl("fluid_tuning_load")
public func fluid_tuning_load(_ length: Int32) -> Int32 {
    let text = page.inputText(length)
    return page.withSession { session throws(PageError) in
        try session.load(tuningFile: text)
        return 0
    }
}

// MARK: - The page's chrome

/// Runs `body` on the chrome value `slot` names (`PageChrome.Slot`) when
/// `number` and `time` are finite: 0, or a failure saying what is wrong.
private func withChromeSlot(_ slot: Int32, _ number: Double, _ time: Double, _ body: (PageChrome.Slot) -> Void) -> Int32 {
    guard let slot = PageChrome.Slot(rawValue: slot) else { return page.fail(PageError("unknown chrome value (0 opening, 1 panel, 2 tile, 3 edge)")) }
    guard number.isFinite, time.isFinite else { return page.fail(PageError("a chrome value needs finite numbers")) }
    body(slot)
    return 0
}

/// Springs the page's chrome value `slot` (`PageChrome.Slot`) to `target`
/// from page time `time`. 0, or a failure for an unknown slot or a
/// non-finite number.
@_cdecl("fluid_chrome_animate")
public func fluid_chrome_animate(_ slot: Int32, _ target: Double, _ time: Double) -> Int32 {
    withChromeSlot(slot, target, time) { page.chrome.animate($0, to: target, at: time) }
}

/// Puts the page's chrome value `slot` at `value` at once. 0, or a failure.
@_cdecl("fluid_chrome_set")
public func fluid_chrome_set(_ slot: Int32, _ value: Double, _ time: Double) -> Int32 {
    withChromeSlot(slot, value, time) { page.chrome.set($0, to: value, at: time) }
}

/// A frame of the page's chrome at page time `time`: 1 while a value still
/// moves, 0 when all rest.
@_cdecl("fluid_chrome_frame")
public func fluid_chrome_frame(_ time: Double) -> Int32 {
    page.chrome.frame(at: time) ? 1 : 0
}

/// The swipe from the left edge: `phase` 0 began, 1 moved, 2 ended, 3
/// cancelled, at the finger's `x` (points) and page time `time`, across a
/// `width`-point page. 1 when an ending swipe goes home, 0 otherwise, or a
/// failure for an unknown phase or a non-finite number.
@_cdecl("fluid_chrome_edge")
public func fluid_chrome_edge(_ phase: Int32, _ x: Double, _ time: Double, _ width: Double) -> Int32 {
    guard x.isFinite, time.isFinite, width.isFinite else { return page.fail(PageError("an edge swipe needs finite numbers")) }
    switch phase {
    case 0: page.chrome.edgeBegan(x: x, at: time)
    case 1: page.chrome.edgeMoved(x: x, at: time)
    case 2, 3: return page.chrome.edgeEnded(x: x, at: time, cancelled: phase == 3, width: width) ? 1 : 0
    default: return page.fail(PageError("an edge swipe's phase is 0 began, 1 moved, 2 ended or 3 cancelled"))
    }
    return 0
}

/// The page's chrome value `slot` now (NaN for an unknown slot).
@_cdecl("fluid_chrome_value")
public func fluid_chrome_value(_ slot: Int32) -> Double {
    PageChrome.Slot(rawValue: slot).map { page.chrome.value($0) } ?? .nan
}
