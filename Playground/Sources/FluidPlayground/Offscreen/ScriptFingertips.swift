import FluidPhysics
import FluidRenderer
import FluidScripting

/// Where a gesture script's fingers are at any time, as a movie draws them:
/// a fingertip from each pointer's `began` to its `ended` or `cancelled`,
/// fading out over `fadeDuration` after it lifts, with a trail through the
/// reported positions of the last `trailDuration`.
struct ScriptFingertips {
    /// How long a lifted finger takes to fade out, seconds.
    static let fadeDuration = 0.25
    /// How far back the trail reaches, seconds.
    static let trailDuration = 0.15

    /// The script's touches, by pointer, in time order.
    private let strokes: [Int: [ScriptTouch]]

    /// The fingers of `script`.
    init(_ script: GestureScript) {
        var strokes: [Int: [ScriptTouch]] = [:]
        for case .touch(let touch) in script.events { strokes[touch.pointer, default: []].append(touch) }
        self.strokes = strokes
    }

    /// The fingertips at `time` seconds, by pointer number.
    func fingertips(at time: Double) -> [Fingertip] {
        var tips: [Fingertip] = []
        for pointer in strokes.keys.sorted() {
            let touches = strokes[pointer]!
            // The last report at or before `time`, and the stroke's start.
            guard let last = touches.lastIndex(where: { $0.time <= time }) else { continue }
            let start = touches[...last].lastIndex { $0.phase == .began } ?? 0
            let now = touches[last]
            var opacity = 1.0
            if now.phase == .ended || now.phase == .cancelled {
                let age = time - now.time
                guard age < Self.fadeDuration else { continue }
                opacity = 1 - age / Self.fadeDuration
            }
            let trail = touches[start..<last].filter { time - $0.time <= Self.trailDuration }.map { Point(x: $0.x, y: $0.y) }
            tips.append(Fingertip(location: Point(x: now.x, y: now.y), opacity: opacity, trail: trail))
        }
        return tips
    }
}
