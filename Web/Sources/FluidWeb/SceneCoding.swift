import FluidInteractions
import FluidPhysics

/// A scene (`[Layer]`) as the page's canvas reads it: numbers in one flat
/// array of doubles, ``stride`` per layer, and the layers' texts in one
/// UTF-8 buffer, each ended by a zero byte (names stay out: the page draws
/// no name) — read by JavaScript straight
/// out of WebAssembly memory, with no JSON to parse per frame.
///
/// Per layer, at offset `k · stride`:
///
/// | index | meaning |
/// |---|---|
/// | 0–3 | frame x, y, width, height, points |
/// | 4 | corner radius, points |
/// | 5–8 | fill r, g, b, a (sRGB, 0…1; a = −1: no fill) |
/// | 9–12 | gradient end r, g, b, a (a = −1: none) |
/// | 13–16 | outline r, g, b, a (a = −1: none) |
/// | 17, 18 | outline width, points; dashed (1) or not (0) |
/// | 19, 20, 21 | opacity 0…1, scale, rotation (radians, clockwise on screen) |
/// | 22 | the text's index among the texts (−1: none) |
/// | 23–26 | text r, g, b, a |
/// | 27, 28 | font size, points; shadow (1) or not (0) |
/// | 29 | clip: 1 (30–33 hold it), 0 (none) or −1 (not finite: nothing shows) |
/// | 30–33 | clip x, y, width, height, points |
///
/// Colours are the layer's, clamped and sRGB-encoded as the playground's
/// Cairo renderer sets them. The buffers keep their storage from frame to
/// frame.
public struct SceneCoding {
    /// Doubles per layer.
    public static let stride = 34

    /// The numbers, ``stride`` per layer.
    public private(set) var numbers: [Double] = []
    /// The texts, UTF-8, each followed by a zero byte.
    public private(set) var texts: [UInt8] = []
    /// How many layers are coded.
    public private(set) var count = 0
    private var textCount = 0

    /// Empty buffers.
    public init() {}

    /// Codes `layers`, replacing what was coded before.
    public mutating func code(_ layers: [Layer]) {
        numbers.removeAll(keepingCapacity: true)
        texts.removeAll(keepingCapacity: true)
        textCount = 0
        count = layers.count
        for layer in layers { append(layer) }
    }

    private mutating func append(_ layer: Layer) {
        let f = layer.frame
        numbers.append(f.minX)
        numbers.append(f.minY)
        numbers.append(f.width)
        numbers.append(f.height)
        numbers.append(layer.cornerRadius)
        appendColor(layer.fill)
        appendColor(layer.gradientEnd)
        appendColor(layer.stroke)
        numbers.append(layer.strokeWidth)
        numbers.append(layer.dashed ? 1 : 0)
        numbers.append(layer.opacity)
        numbers.append(layer.scale)
        numbers.append(layer.rotation.radians)
        numbers.append(layer.text.map { Double(appendText($0)) } ?? -1)
        appendColor(layer.textColor)
        numbers.append(layer.fontSize)
        numbers.append(layer.shadow ? 1 : 0)
        if let clip = layer.clip {
            let finite = clip.minX.isFinite && clip.minY.isFinite && clip.width.isFinite && clip.height.isFinite
            numbers.append(finite ? 1 : -1)
            numbers.append(clip.minX)
            numbers.append(clip.minY)
            numbers.append(clip.width)
            numbers.append(clip.height)
        } else {
            numbers.append(0)
            numbers.append(0)
            numbers.append(0)
            numbers.append(0)
            numbers.append(0)
        }
    }

    private mutating func appendColor(_ color: Color?) {
        guard let c = color?.clamped else {
            numbers.append(0)
            numbers.append(0)
            numbers.append(0)
            numbers.append(-1)
            return
        }
        numbers.append(c.red)
        numbers.append(c.green)
        numbers.append(c.blue)
        numbers.append(c.alpha)
    }

    private mutating func appendText(_ text: String) -> Int {
        texts.append(contentsOf: text.utf8)
        texts.append(0)
        textCount += 1
        return textCount - 1
    }
}
