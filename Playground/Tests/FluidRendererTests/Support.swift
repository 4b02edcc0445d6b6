import FluidGestures
import FluidInteractions
import FluidPhysics
import FluidRenderer

/// The phone viewport of the example scripts.
let phone = Viewport.phone

/// The background pixel every render starts from (#0D0D0D).
let background = Pixel(SceneRenderer.backgroundColor)  // #0D0D0D; Cairo writes #0C0C0C

/// A frame from a `layout` value (`{"x", "y", "width", "height"}`).
func frame(_ value: InteractionValue?) -> Rect? {
    guard let v = value, let x = v["x"]?.number, let y = v["y"]?.number,
          let w = v["width"]?.number, let h = v["height"]?.number else { return nil }
    return Rect(x: x, y: y, width: w, height: h)
}

/// A model from the catalogue (the tests, like the playground, go through it).
func model(_ name: String, _ viewport: Viewport = phone) -> AnyInteraction {
    guard let m = InteractionCatalog.make(name, viewport: viewport) else { fatalError("no interface \(name) in the catalogue") }
    return m
}

/// Renders `layers` on a `size` image at `scale`.
func render(_ layers: [Layer], size: Size = Size(width: 390, height: 844), scale: Double = 1) throws -> OffscreenRenderer {
    let r = try OffscreenRenderer(size: size, scale: scale)
    r.render(layers)
    return r
}

extension Pixel {
    /// Yellow to orange: strong red, medium-to-strong green, little blue.
    var isPiPColour: Bool { red > 220 && green > 130 && blue < 90 }
    /// The drawer's blue: blue clearly above red and green.
    var isDrawerBlue: Bool { blue > 180 && Int(blue) > Int(red) + 60 && Int(blue) > Int(green) + 20 }
}

/// Whether `pixel` is the background (Cairo turns white 0.05 into #0C0C0C:
/// one step of rounding either way is allowed).
func isBackground(_ pixel: Pixel?) -> Bool {
    guard let pixel else { return false }
    return pixel.isClose(to: background, tolerance: 1)
}
