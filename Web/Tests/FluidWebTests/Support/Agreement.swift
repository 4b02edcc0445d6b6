import FluidInteractions
import FluidPhysics
import FluidScripting
import Testing
import WebBrowserSupport

/// Where two reported values disagree, one line each: the path, and both
/// values. Objects must have the same keys in the same order, arrays the
/// same length, strings and Booleans be equal, and numbers agree within
/// `tolerance` — absolutely, or relatively for large ones.
func disagreements(_ a: InteractionValue, _ b: InteractionValue, tolerance: Double, path: String = "") -> [String] {
    switch (a, b) {
    case (.number(let x), .number(let y)):
        let scale = Swift.max(1, Swift.abs(x), Swift.abs(y))
        return Swift.abs(x - y) <= tolerance * scale ? [] : ["\(path): \(x) ≠ \(y)"]
    case (.object(let f), .object(let g)):
        guard f.map({ $0.key }) == g.map({ $0.key }) else {
            return ["\(path): keys \(f.map { $0.key }) ≠ \(g.map { $0.key })"]
        }
        return zip(f, g).flatMap { disagreements($0.value, $1.value, tolerance: tolerance, path: path + "." + $0.key) }
    case (.array(let x), .array(let y)):
        guard x.count == y.count else { return ["\(path): \(x.count) elements ≠ \(y.count)"] }
        return zip(x, y).enumerated().flatMap { disagreements($1.0, $1.1, tolerance: tolerance, path: path + "[\($0)]") }
    default:
        return a == b ? [] : ["\(path): \(a.jsonText()) ≠ \(b.jsonText())"]
    }
}

/// The page's promise of record and take away: the script it recorded,
/// replayed as `fluid replay S --at T` replays it (`ScriptReplay`), gives the
/// state the page reports at its time T and the same events — every field,
/// numbers within 1e-6. Returns the replayed model at T.
@discardableResult
func expectReplayAgrees(_ page: BrowserPage, _ label: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> AnyInteraction {
    let shot = try page.snapshot()
    let replay = ScriptReplay(script: shot.script)
    let result = try replay.run(at: [shot.time])
    let state = disagreements(result.at[0], shot.state, tolerance: 1e-6)
    #expect(state.isEmpty, "\(label): replayed state at \(shot.time) differs: \(state.prefix(6))", sourceLocation: sourceLocation)
    let events = disagreements(.array(result.events), shot.events, tolerance: 1e-6)
    #expect(events.isEmpty, "\(label): replayed events differ: \(events.prefix(6))", sourceLocation: sourceLocation)
    #expect(!shot.script.events.isEmpty, "\(label): the page recorded the touches", sourceLocation: sourceLocation)
    return try replay.model(at: shot.time)
}

/// A pixel check like the playground's: in a screenshot of the page, a
/// point inside every layer of `scene` that paints an opaque colour there
/// (an opaque fill or gradient turned by a whole number of quarter turns,
/// with no later layer over it and no clip cutting it off) has that colour —
/// between the gradient's two ends, 10 levels of slack. The point is below
/// the middle, or near the left edge for a layer with text (centred text
/// keeps clear of it). Returns how many layers were checked.
@discardableResult
func expectPixelsShow(_ scene: [Layer], on page: BrowserPage, _ label: String,
                      sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
    func quarterTurns(_ layer: Layer) -> Double? {
        let q = layer.rotation.radians / (.pi / 2)
        return Swift.abs(q - q.rounded()) < 1e-9 ? q.rounded() : nil
    }
    func drawn(_ layer: Layer) -> Rect {
        let f = layer.frame, s = layer.scale
        let odd = (quarterTurns(layer) ?? 0).truncatingRemainder(dividingBy: 2) != 0
        let w = (odd ? f.height : f.width) * s, h = (odd ? f.width : f.height) * s
        return Rect(x: f.midX - w / 2, y: f.midY - h / 2, width: w, height: h)
    }
    var probes: [(Layer, Point)] = []
    for (i, layer) in scene.enumerated() {
        guard let fill = layer.fill, fill.clamped.alpha >= 0.99, (layer.gradientEnd?.clamped.alpha ?? 1) >= 0.99,
              layer.opacity >= 0.99,
              quarterTurns(layer) != nil, layer.scale > 0 else { continue }
        let rect = drawn(layer)
        guard rect.width >= 8, rect.height >= 8 else { continue }
        // Below the middle, clear of any text a later layer centres there;
        // for a layer with its own text, near its left edge.
        let inset = Swift.max(6, Swift.min(layer.cornerRadius, rect.height / 2) + 2)
        let p = layer.text == nil ? Point(x: rect.midX, y: rect.midY + Swift.min(rect.height / 4, 12))
            : Point(x: rect.minX + inset, y: rect.midY)
        if layer.text != nil, rect.width < 60 { continue }
        if let clip = layer.clip, !clip.contains(p) { continue }
        let covered = scene[(i + 1)...].contains { later in
            (later.fill != nil || later.stroke != nil || later.text != nil || later.shadow) && later.opacity > 0
                && drawn(later).insetBy(dx: -24, dy: -24).contains(p)
        }
        if !covered { probes.append((layer, p)) }
    }
    let colours = try page.pixels(at: probes.map { $0.1 })
    for ((layer, p), pixel) in zip(probes, colours) {
        let a = layer.fill!.clamped, b = (layer.gradientEnd ?? layer.fill!).clamped
        func within(_ value: Int, _ x: Double, _ y: Double) -> Bool {
            let low = Int((Swift.min(x, y) * 255).rounded()) - 10, high = Int((Swift.max(x, y) * 255).rounded()) + 10
            return value >= low && value <= high
        }
        #expect(within(pixel.red, a.red, b.red) && within(pixel.green, a.green, b.green) && within(pixel.blue, a.blue, b.blue),
                "\(label): layer \(layer.name) at \(p) shows \(pixel), not its colour", sourceLocation: sourceLocation)
    }
    return probes.count
}
