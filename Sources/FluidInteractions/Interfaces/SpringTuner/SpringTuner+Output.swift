import FluidPhysics

extension SpringTuner {
    // MARK: Geometry

    /// The track's band: where the square travels, points.
    public var trackFrame: Rect {
        let safe = viewport.safeBounds
        return Rect(x: safe.minX + Self.margin, y: trackY - Self.squareSize / 2,
                    width: Swift.max(0, safe.width - 2 * Self.margin), height: Self.squareSize)
    }

    /// Where a touch counts as a tap on the track: its band plus
    /// `trackTapSlop` above and below, points.
    public var trackArea: Rect { trackFrame.insetBy(dx: 0, dy: -Self.trackTapSlop) }

    /// The square's frame with its centre at x = `centerX`, points.
    public func squareFrame(centerX: Double) -> Rect {
        Rect(center: Point(x: centerX, y: trackY), width: Self.squareSize, height: Self.squareSize)
    }

    /// A slider's touch strip, points.
    public func sliderFrame(_ slider: Slider) -> Rect { self[control: slider].frame }

    /// The centre of a slider's thumb for its current value, points.
    public func thumbCenter(_ slider: Slider) -> Point { self[control: slider].thumbCenter }

    // MARK: Words

    /// `x` with two decimals ("0.50"), for values 0…100.
    static func twoDecimals(_ x: Double) -> String {
        let hundredths = Int((Swift.min(Swift.max(x, 0), 100) * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// What a damping ratio feels like: "bouncy" below 0.7, "gentle" below 1,
    /// "no bounce" at 1 (judged on the two decimals shown).
    public static func feel(ofDampingRatio ratio: Double) -> String {
        let shown = (ratio * 100).rounded() / 100
        if shown < 0.7 { return "bouncy" }
        if shown < 1 { return "gentle" }
        return "no bounce"
    }

    /// The label of a slider: "damping ratio 0.50 — bouncy", "response 1.00 s".
    public func label(_ slider: Slider) -> String {
        switch slider {
        case .dampingRatio: return "damping ratio \(Self.twoDecimals(dampingRatio)) — \(Self.feel(ofDampingRatio: dampingRatio))"
        case .response: return "response \(Self.twoDecimals(response)) s"
        case .duration: return "duration \(Self.twoDecimals(duration)) s"
        case .bounce: return "bounce \(Self.twoDecimals(bounce))"
        }
    }

    // MARK: What it shows

    /// The `fluid replay` fields, pinned ones first (see the type).
    public var state: InteractionValue {
        ["dampingRatio": .number(dampingRatio), "response": .number(response), "position": .number(position),
         "target": .number(target), "velocity": .number(velocity), "turnarounds": .init(turnarounds),
         "adjusting": .string(adjusting?.rawValue ?? "none"), "duration": .number(duration), "bounce": .number(bounce)]
    }

    /// The named frames of the layout (`fluid layout`), points: the square
    /// at its start, both ends, the track's tap area, the sliders' touch
    /// strips and their thumbs at the default values (the WWDC18 pair, then
    /// the WWDC23 pair).
    public var layout: InteractionValue {
        ["square": .frame(squareFrame(centerX: leftEnd)), "leftEnd": .frame(squareFrame(centerX: leftEnd)),
         "rightEnd": .frame(squareFrame(centerX: rightEnd)), "track": .frame(trackArea),
         "dampingSlider": .frame(sliderFrame(.dampingRatio)), "dampingThumb": .point(thumbCenter(.dampingRatio)),
         "responseSlider": .frame(sliderFrame(.response)), "responseThumb": .point(thumbCenter(.response)),
         "durationSlider": .frame(sliderFrame(.duration)), "durationThumb": .point(thumbCenter(.duration)),
         "bounceSlider": .frame(sliderFrame(.bounce)), "bounceThumb": .point(thumbCenter(.bounce))]
    }

    /// What a renderer draws now, back to front: the ends' outlines, the
    /// square, then per slider its label, track, filled part and thumb.
    public var scene: [Layer] {
        [
            .slot("end.left", frame: squareFrame(centerX: leftEnd), cornerRadius: 16, alpha: 0.15),
            .slot("end.right", frame: squareFrame(centerX: rightEnd), cornerRadius: 16, alpha: 0.15),
            Layer("square", frame: squareFrame(centerX: position), cornerRadius: 16,
                  fill: Color(hex: 0x64CCF7), gradientEnd: Color(hex: 0x359EEC), shadow: true),
        ] + dampingSlider.layers("damping", caption: label(.dampingRatio)) + responseSlider.layers("response", caption: label(.response))
            + durationSlider.layers("duration", caption: label(.duration)) + bounceSlider.layers("bounce", caption: label(.bounce))
    }
}
