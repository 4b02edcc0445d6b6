import FluidPhysics

extension LiveTheming {
    // MARK: What it shows

    /// The `fluid replay` fields: `theme`, `appearance`, `liveBindings`
    /// (pinned), then `automatic`, `fade` (the cross-fade's fraction, 1 at
    /// rest), `fadeVelocity` (per second), and the current interpolated
    /// `background`, `text` and `accent` colours as "#RRGGBB".
    public var state: InteractionValue {
        let p = palette
        return ["theme": .string(theme.rawValue), "appearance": .string(appearance.rawValue),
                "liveBindings": .init(liveBindings), "automatic": .bool(selection.isAutomatic),
                "fade": .number(fadeFraction), "fadeVelocity": .number(fadeVelocity),
                "background": .string(Palette.hexString(p.background)), "text": .string(Palette.hexString(p.text)),
                "accent": .string(Palette.hexString(p.accent))]
    }

    /// The named frames (`fluid layout`), points: `swatches` (an object
    /// keyed by theme name and "auto"), `header`, `cards` and `reset`.
    public var layout: InteractionValue {
        let names = Theme.allCases.map { $0.rawValue } + ["auto"]
        return ["swatches": InteractionValue(keysAndValues: zip(names, swatchFrames)), "header": .frame(headerFrame),
                "cards": .init(cardFrames), "reset": .frame(resetFrame)]
    }

    /// What a renderer draws now, back to front: the bound background, the
    /// swatches (each theme's background with a gradient to its accent; the
    /// automatic one from classic to midnight) with a ring around the chosen
    /// one, and the bound header, cards and reset button in the colours
    /// their bindings last applied.
    public var scene: [Layer] {
        var layers: [Layer] = []
        if let s = views.style("background") { layers.append(Layer("background", frame: viewport.bounds, fill: s.fill)) }
        let chosen = selection.isAutomatic ? Theme.allCases.count : (Theme.allCases.firstIndex { $0 == theme } ?? 0)
        let ring = palette.text
        for (i, frame) in swatchFrames.enumerated() {
            let isAuto = i >= Theme.allCases.count
            let top = isAuto ? Theme.classic.palette.background : Theme.allCases[i].palette.background
            let bottom = isAuto ? Theme.midnight.palette.background : Theme.allCases[i].palette.accent
            if i == chosen {
                layers.append(Layer("swatch.selected", frame: frame.insetBy(dx: -4, dy: -4), cornerRadius: frame.width / 2 + 4,
                                    stroke: ring, strokeWidth: 2))
            }
            layers.append(Layer("swatch.\(isAuto ? "auto" : Theme.allCases[i].rawValue)", frame: frame, cornerRadius: frame.width / 2,
                                fill: top, gradientEnd: bottom, stroke: Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.4), strokeWidth: 1,
                                text: isAuto ? "A" : nil, textColor: ring, fontSize: 15))
        }
        if let s = views.style("header") {
            layers.append(Layer("header", frame: headerFrame, cornerRadius: 14, fill: s.fill, text: "Threads", textColor: s.text, fontSize: 20))
        }
        let messages = ["Dinner at 8?", "Sent a photo", "See you there!"]
        for i in 0..<Self.cardCount {
            guard let s = views.style("card.\(i)") else { continue }
            let frame = cardFrames[i]
            layers.append(Layer("card.\(i)", frame: frame, cornerRadius: 18, fill: s.fill, text: messages[i % messages.count],
                                textColor: s.text, fontSize: 17, shadow: true))
            layers.append(Layer("card.\(i).dot", frame: Rect(x: frame.minX + 16, y: frame.midY - 6, width: 12, height: 12),
                                cornerRadius: 6, fill: s.accent))
        }
        if let s = views.style("reset") {
            layers.append(Layer("reset", frame: resetFrame, cornerRadius: 22, fill: s.fill, text: "Reset", textColor: s.text, fontSize: 17))
        }
        return layers
    }
}
