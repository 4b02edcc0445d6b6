import FluidPhysics

/// One thing a renderer draws: a rounded rectangle (a circle when the corner
/// radius is half its size) with a fill, an optional vertical gradient and
/// outline, an optional centred text, and a transform about its centre.
///
/// A model's `scene` is a back-to-front list of layers, which is everything
/// a renderer needs: it never has to know which interface it draws.
public struct Layer: Hashable, Sendable {
    /// A name for tests and debugging ("pip", "slot.topLeft", "handle").
    public var name: String
    /// The untransformed frame, points.
    public var frame: Rect
    /// Corner radius, points.
    public var cornerRadius: Double
    /// Fill colour (the top of the gradient when `gradientEnd` is set); nil: no fill.
    public var fill: Color?
    /// The bottom colour of a vertical gradient, if any.
    public var gradientEnd: Color?
    /// Outline colour, if any.
    public var stroke: Color?
    /// Outline width, points.
    public var strokeWidth: Double
    /// Whether the outline is dashed.
    public var dashed: Bool
    /// Opacity, 0…1.
    public var opacity: Double
    /// Uniform scale about the centre (1 = none).
    public var scale: Double
    /// Rotation about the centre, positive clockwise on screen.
    public var rotation: Angle
    /// Text drawn centred in the frame, if any.
    public var text: String?
    /// Text colour.
    public var textColor: Color
    /// Font size, points.
    public var fontSize: Double
    /// Whether the layer casts a soft shadow.
    public var shadow: Bool
    /// Where the layer may paint, points, in the scene's coordinates (not
    /// moved by `scale` or `rotation`): nothing of it — fill, outline, text,
    /// shadow — shows outside, as a list's rows stay inside the list however
    /// they scroll or scale. Nil: anywhere; a clip that is not finite hides
    /// the whole layer.
    public var clip: Rect?

    /// Creates a layer; everything but the name and frame has a neutral default.
    public init(
        _ name: String, frame: Rect, cornerRadius: Double = 0, fill: Color? = nil, gradientEnd: Color? = nil,
        stroke: Color? = nil, strokeWidth: Double = 0, dashed: Bool = false, opacity: Double = 1,
        scale: Double = 1, rotation: Angle = .zero, text: String? = nil, textColor: Color = .white,
        fontSize: Double = 17, shadow: Bool = false, clip: Rect? = nil
    ) {
        self.name = name
        self.frame = frame
        self.cornerRadius = cornerRadius
        self.fill = fill
        self.gradientEnd = gradientEnd
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.dashed = dashed
        self.opacity = opacity
        self.scale = scale
        self.rotation = rotation
        self.text = text
        self.textColor = textColor
        self.fontSize = fontSize
        self.shadow = shadow
        self.clip = clip
    }
}

extension Layer {
    /// The two layers `"<name>.top"` and `"<name>.bottom"` that cover the
    /// viewport's full width above and below `frame` (points): bars that
    /// rows scroll under (to keep rows inside a list, `clip` them instead).
    public static func covers(_ name: String, around frame: Rect, in viewport: Viewport, fill: Color, opacity: Double = 1) -> [Layer] {
        [
            Layer("\(name).top", frame: Rect(x: 0, y: 0, width: viewport.width, height: frame.minY), fill: fill, opacity: opacity),
            Layer("\(name).bottom", frame: Rect(x: 0, y: frame.maxY, width: viewport.width,
                                                height: Swift.max(0, viewport.height - frame.maxY)), fill: fill, opacity: opacity),
        ]
    }
}

extension Layer {
    /// A slot: the dashed, 2 pt wide outline of a place something can rest
    /// in (a corner the picture in picture snaps to, an end of a track), in
    /// white at `alpha` (0…1), with no fill. Frame and corner radius in points.
    public static func slot(_ name: String, frame: Rect, cornerRadius: Double, alpha: Double) -> Layer {
        Layer(name, frame: frame, cornerRadius: cornerRadius, stroke: Color(red: 1, green: 1, blue: 1, alpha: alpha),
              strokeWidth: 2, dashed: true)
    }

    /// A caption: a line of `text` centred in `frame` (points), with no fill.
    public static func caption(_ name: String, frame: Rect, text: String, color: Color, fontSize: Double) -> Layer {
        Layer(name, frame: frame, text: text, textColor: color, fontSize: fontSize)
    }
}
