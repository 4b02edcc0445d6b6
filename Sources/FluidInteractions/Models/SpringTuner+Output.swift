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
    public var trackArea: Rect {
        let band = trackFrame
        return Rect(x: band.minX, y: band.minY - Self.trackTapSlop, width: band.width, height: band.height + 2 * Self.trackTapSlop)
    }

    /// The square's frame with its centre at x = `centerX`, points.
    public func squareFrame(centerX: Double) -> Rect {
        let s = Self.squareSize
        return Rect(x: centerX - s / 2, y: trackY - s / 2, width: s, height: s)
    }

    /// The centre y of a slider's label, points.
    func labelY(_ slider: Slider) -> Double {
        viewport.safeCenter.y + 20 + (slider == .dampingRatio ? 0 : 100)
    }

    /// A slider's touch strip, points.
    public func sliderFrame(_ slider: Slider) -> Rect {
        let band = trackFrame
        let y = labelY(slider) + 35
        return Rect(x: band.minX, y: y - Self.sliderHeight / 2, width: band.width, height: Self.sliderHeight)
    }

    /// The x range of a slider's thumb centre, points.
    func thumbTravel(_ slider: Slider) -> ClosedRange<Double> {
        let f = sliderFrame(slider)
        let lo = f.minX + Self.thumbDiameter / 2, hi = f.maxX - Self.thumbDiameter / 2
        return hi > lo ? lo...hi : f.midX...f.midX
    }

    /// The centre of a slider's thumb for its current value, points.
    public func thumbCenter(_ slider: Slider) -> Point {
        let r = slider.range, travel = thumbTravel(slider)
        let fraction = (value(of: slider) - r.lowerBound) / (r.upperBound - r.lowerBound)
        return Point(x: travel.lowerBound + fraction * (travel.upperBound - travel.lowerBound), y: sliderFrame(slider).midY)
    }

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
        }
    }

    // MARK: Output

    /// The `fluid replay` fields, pinned ones first (see the type).
    public var state: InteractionValue {
        .object([
            .init("dampingRatio", .number(dampingRatio)),
            .init("response", .number(response)),
            .init("position", .number(position)),
            .init("target", .number(target)),
            .init("velocity", .number(velocity)),
            .init("turnarounds", .number(Double(turnarounds))),
            .init("adjusting", .string(adjusting?.slider.rawValue ?? "none")),
        ])
    }

    /// The named frames of the layout (`fluid layout`), points: the square
    /// at its start, both ends, the track's tap area, the sliders' touch
    /// strips and their thumbs at the default values.
    public var layout: InteractionValue {
        .object([
            .init("square", .frame(squareFrame(centerX: leftEnd))),
            .init("leftEnd", .frame(squareFrame(centerX: leftEnd))),
            .init("rightEnd", .frame(squareFrame(centerX: rightEnd))),
            .init("track", .frame(trackArea)),
            .init("dampingSlider", .frame(sliderFrame(.dampingRatio))),
            .init("dampingThumb", .point(thumbCenter(.dampingRatio))),
            .init("responseSlider", .frame(sliderFrame(.response))),
            .init("responseThumb", .point(thumbCenter(.response))),
        ])
    }

    /// What a renderer draws now, back to front: the ends' outlines, the
    /// square, then per slider its label, track, filled part and thumb.
    public var scene: [Layer] {
        let faint = Color(red: 1, green: 1, blue: 1, alpha: 0.15)
        var layers = [
            Layer("end.left", frame: squareFrame(centerX: leftEnd), cornerRadius: 16, stroke: faint, strokeWidth: 2, dashed: true),
            Layer("end.right", frame: squareFrame(centerX: rightEnd), cornerRadius: 16, stroke: faint, strokeWidth: 2, dashed: true),
            Layer("square", frame: squareFrame(centerX: position), cornerRadius: 16,
                  fill: Color(hex: 0x64CCF7), gradientEnd: Color(hex: 0x359EEC), shadow: true),
        ]
        for slider in Slider.allCases {
            let strip = sliderFrame(slider)
            let thumb = thumbCenter(slider)
            let name = slider == .dampingRatio ? "damping" : "response"
            layers.append(Layer("\(name).label", frame: Rect(x: strip.minX, y: labelY(slider) - 11, width: strip.width, height: 22),
                                text: label(slider), textColor: Color(red: 0.85, green: 0.85, blue: 0.85), fontSize: 15))
            layers.append(Layer("\(name).track", frame: Rect(x: strip.minX, y: strip.midY - 2, width: strip.width, height: 4),
                                cornerRadius: 2, fill: Color(red: 0.3, green: 0.3, blue: 0.3)))
            layers.append(Layer("\(name).fill", frame: Rect(x: strip.minX, y: strip.midY - 2, width: Swift.max(0, thumb.x - strip.minX), height: 4),
                                cornerRadius: 2, fill: Color(hex: 0x359EEC)))
            let d = Self.thumbDiameter
            layers.append(Layer("\(name).thumb", frame: Rect(x: thumb.x - d / 2, y: thumb.y - d / 2, width: d, height: d),
                                cornerRadius: d / 2, fill: .white, shadow: true))
        }
        return layers
    }
}
