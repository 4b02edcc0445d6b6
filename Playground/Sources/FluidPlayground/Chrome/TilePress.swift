import FluidAnimation

/// The home screen's pressed tile, pushed in and let back out on the
/// window's `AnimationRuntime` (an `AnimatedValue`), as an app's button
/// would be: it springs toward ``pressedScale`` while a finger presses it and
/// back to 1 when the finger lifts or wanders off.
@MainActor
struct TilePress {
    /// A pressed tile's scale.
    static let pressedScale = 0.96
    /// Within this of its target the scale has arrived (a hundredth of its 0.04 travel).
    static let threshold = RestThreshold(value: 0.0004)

    private let runtime: AnimationRuntime
    private var scale: AnimatedValue<Double>
    /// The tile drawn scaled (pressed, or on its way back out).
    private(set) var tile: Int?

    /// No tile pressed, animating on `runtime`.
    init(runtime: AnimationRuntime) {
        self.runtime = runtime
        scale = AnimatedValue(1, spring: PlaygroundChrome.spring, threshold: Self.threshold)
    }

    /// Follows the chrome's pressed tile (nil: none pressed).
    mutating func follow(pressed: Int?) {
        if let pressed {
            if pressed != tile {
                // Another tile: it starts from its own rest, not from the last one's scale.
                tile = pressed
                scale.set(1, on: runtime)
            }
            scale.animate(to: Self.pressedScale, on: runtime)
        } else {
            scale.animate(to: 1, on: runtime)
            if !isAnimating, scale.value(on: runtime) == 1 { tile = nil }
        }
    }

    /// The tile to draw scaled and its scale now; nil when none is.
    var drawn: (tile: Int, scale: Double)? { tile.map { ($0, scale.value(on: runtime)) } }

    /// Whether the tile is still on its way in or out.
    var isAnimating: Bool { scale.isAnimating(on: runtime) }
}
