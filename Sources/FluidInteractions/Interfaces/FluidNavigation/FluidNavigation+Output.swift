import FluidPhysics

extension FluidNavigation {
    // MARK: What it shows

    /// The `fluid replay` fields: `screen`, `selected`, `transition`,
    /// `progress` (pinned; always within 0…1, the overshoot of the drawn
    /// progress showing only in `mirror`), then `progressVelocity` (per
    /// second; 0 while the drawn progress is past an end), `mirror`
    /// (its frame, points, or null with no card selected), `mirrorVelocity`
    /// (the frame's velocity, points/s, or null), `mirrorCornerRadius`,
    /// `phase` (the dispatcher's state), `scrollOffset` (points) and
    /// `interruptions`.
    public var state: InteractionValue {
        let pose = mirror
        let poseVelocity = mirrorVelocity
        return ["screen": .string(screen.rawValue), "selected": .init(selected), "transition": .string(transition),
                "progress": .number(progress), "progressVelocity": .number(progressVelocity), "mirror": .init(pose?.frame),
                "mirrorVelocity": .init(poseVelocity?.frame), "mirrorCornerRadius": .init(pose?.cornerRadius),
                "phase": .string(phase.name), "scrollOffset": .number(scrollOffset), "interruptions": .init(interruptions)]
    }

    /// The named frames (`fluid layout`), points: `items` (the cards at
    /// scroll offset 0), `header` and `body` of the detail screen, and
    /// `edge`, the strip where an edge swipe begins.
    public var layout: InteractionValue {
        ["items": .init(itemFrames), "header": .frame(headerFrame), "body": .frame(bodyFrame),
         "edge": .frame(Rect(x: 0, y: 0, width: viewport.safeArea.left + tuning.number(Tuned.edgeWidth), height: viewport.height))]
    }

    /// What a renderer draws now, back to front: the list's background and
    /// cards, the detail's backdrop, body panel and message bubbles (fading
    /// and growing with progress), and the mirror on top.
    public var scene: [Layer] {
        var layers = [Layer("background", frame: viewport.bounds, fill: Color(hex: 0x0D0D0D))]
        for i in itemFrames.indices {
            let opacity = presentation.context.opacity(of: i, at: time)
            guard opacity > 0 else { continue }
            layers.append(Layer("item.\(i)", frame: itemFrame(i), cornerRadius: Self.cornerRadius, fill: Self.colors[i % Self.colors.count],
                                opacity: opacity, text: "Thread \(i + 1)", fontSize: 20))
        }
        // The body grows with the drawn progress (its overshoot included) and fades with the reported one.
        let p = drawnProgress
        let opacity = progress
        guard selected != nil else { return layers }
        if opacity > 0 {
            layers.append(Layer("detail.backdrop", frame: viewport.bounds, fill: Color(hex: 0x1C1C1E), opacity: opacity))
            let scale = Swift.max(0, Self.bodyStartScale + (1 - Self.bodyStartScale) * (p.isFinite ? p : 0))
            func grown(_ r: Rect) -> Rect { r.scaled(by: scale, about: bodyFrame.center) }
            layers.append(Layer("detail.body", frame: grown(bodyFrame), fill: Color(hex: 0x1C1C1E), opacity: opacity))
            let bubbles: [(Double, Double, Double, Bool)] = [(24, 24, 220, false), (24, 84, 160, true), (24, 144, 250, false)]
            for (n, bubble) in bubbles.enumerated() {
                let x = bubble.3 ? bodyFrame.maxX - 16 - bubble.2 : bodyFrame.minX + 16
                let frame = Rect(x: x, y: bodyFrame.minY + bubble.1, width: bubble.2, height: 44)
                let fill = bubble.3 ? (mirror?.tint ?? Color(hex: 0x3A3A3C)) : Color(hex: 0x3A3A3C)
                layers.append(Layer("detail.message.\(n)", frame: grown(frame), cornerRadius: 22 * scale, fill: fill, opacity: opacity,
                                    text: ["Hey!", "On my way", "See you soon"][n], fontSize: 16 * scale))
            }
        }
        if let pose = mirror, let s = selected {
            layers.append(Layer("mirror", frame: pose.frame, cornerRadius: Swift.max(0, pose.cornerRadius), fill: pose.tint,
                                scale: pose.scale, text: "Thread \(s + 1)", fontSize: 20 + 8 * opacity, shadow: true))
        }
        return layers
    }
}
