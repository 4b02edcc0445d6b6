import FluidInteractions
import FluidPhysics

/// The viewport an interface gets in the playground: the window's size in
/// points with a phone's safe area (47 points at the top, where the
/// "‹ Home" button sits, and 34 at the bottom), as the example scripts use.
enum PlaygroundViewport {
    /// The safe area of every playground viewport.
    static let safeArea = Viewport.SafeArea(top: 47, left: 0, bottom: 34, right: 0)

    /// The viewport of a `size`-point window.
    static func make(_ size: Size) -> Viewport {
        Viewport(width: size.width, height: size.height, safeArea: safeArea)
    }
}
