import FluidPhysics

extension FlashlightButton {
    // MARK: What it shows

    /// The `fluid replay` fields, pinned ones first (see the type).
    public var state: InteractionValue {
        ["isOn": .bool(isOn), "scale": .number(scale), "forceState": .string(forceState), "force": .number(force),
         "scaleVelocity": .number(scaleVelocity), "pressed": .bool(isPressed), "white": .number(white)]
    }

    /// The button's frame at rest, points.
    public var frame: Rect { Rect(center: center, width: Self.diameter, height: Self.diameter) }

    /// The named frames of the layout (`fluid layout`), points: the button
    /// at rest, and the circle a finger may wander in before the touch is
    /// abandoned (at rest; the tuned cancel radius, ``FlashlightButton/cancelRadius``
    /// untuned).
    public var layout: InteractionValue {
        let r = tuning.number(Tuned.cancelRadius)
        return ["button": .frame(frame), "cancelArea": .frame(Rect(center: center, width: 2 * r, height: 2 * r))]
    }

    /// The fill now: a grey of the displayed level (sRGB), clamped to 0…1.
    public var color: Color {
        let w = Swift.min(Swift.max(white, 0), 1)
        return Color(red: w, green: w, blue: w)
    }

    /// What a renderer draws now, back to front: the button and the
    /// flashlight glyph on it (white while the fill is dark, black on a
    /// light fill), both scaled about the button's centre.
    public var scene: [Layer] {
        let s = scale
        let glyph = white > 0.6 ? Color.black : Color.white
        let body = Rect(x: center.x - 5, y: center.y - 7, width: 10, height: 17)
        let head = Rect(x: center.x - 8, y: center.y - 13, width: 16, height: 7)
        // The glyph's parts are scaled about the button's centre, so each is
        // moved out from the centre by the scale and drawn at that scale.
        func scaled(_ r: Rect) -> Rect {
            Rect(center: Point(x: center.x + (r.midX - center.x) * s, y: center.y + (r.midY - center.y) * s), width: r.width, height: r.height)
        }
        return [
            Layer("button", frame: frame, cornerRadius: Self.diameter / 2, fill: color, scale: s),
            Layer("glyph.head", frame: scaled(head), cornerRadius: 2, fill: glyph, scale: s),
            Layer("glyph.body", frame: scaled(body), cornerRadius: 2, fill: glyph, scale: s),
        ]
    }
}
