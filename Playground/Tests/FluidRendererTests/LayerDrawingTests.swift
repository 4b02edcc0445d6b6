import FluidInteractions
import FluidPhysics
import FluidRenderer
import Testing

@Suite("SceneRenderer: layer features", .serialized)
struct LayerDrawingTests {
    let size = Size(width: 200, height: 200)
    let red = Color(hex: 0xFF0000)

    @Test("Edges are snapped to device pixels: a rect at x = 10.3 fills pixel column 10 fully")
    func pixelSnapping() throws {
        let r = try render([Layer("r", frame: Rect(x: 10.3, y: 10.3, width: 50.4, height: 50.4), fill: red)], size: size)
        #expect(r.pixel(at: Point(x: 10.5, y: 30)) == Pixel(red))
        #expect(isBackground(r.pixel(at: Point(x: 9.5, y: 30))))
        #expect(r.pixel(at: Point(x: 60.5, y: 30)) == Pixel(red))  // maxX 60.7 → 61
        #expect(isBackground(r.pixel(at: Point(x: 61.5, y: 30))))
        // At scale 2 the edge rounds to the nearest half point: 10.3 → 10.5.
        let r2 = try render([Layer("r", frame: Rect(x: 10.3, y: 10.3, width: 50.4, height: 50.4), fill: red)], size: size, scale: 2)
        #expect(r2.canvas.pixel(x: 21, y: 60) == Pixel(red))
        #expect(isBackground(r2.canvas.pixel(x: 20, y: 60)))
    }

    @Test("A clip keeps everything of a layer inside it, whatever its scale, and a clip that is not finite hides it")
    func clip() throws {
        let window = Rect(x: 40, y: 40, width: 80, height: 80)
        let big = Layer("r", frame: Rect(x: 20, y: 20, width: 120, height: 120), fill: red, shadow: true, clip: window)
        let r = try render([big], size: size)
        #expect(r.pixel(at: Point(x: 40.5, y: 60)) == Pixel(red) && r.pixel(at: Point(x: 119.5, y: 119.5)) == Pixel(red))
        for outside in [Point(x: 39.5, y: 60), Point(x: 120.5, y: 60), Point(x: 80, y: 39.5), Point(x: 80, y: 145)] {
            #expect(isBackground(r.pixel(at: outside)), "\(outside): no fill or shadow outside the clip")
        }
        // Scaled up about its centre, it still stops at the clip; translucent, too.
        let grown = Layer("r", frame: Rect(x: 60, y: 60, width: 40, height: 40), fill: red, opacity: 0.5, scale: 3, clip: window)
        let g = try render([grown], size: size)
        #expect(!isBackground(g.pixel(at: Point(x: 41, y: 80))) && isBackground(g.pixel(at: Point(x: 38, y: 80))))
        let unclipped = try render([Layer("r", frame: window, fill: red)], size: size)
        #expect(unclipped.pixel(at: Point(x: 80, y: 80)) == r.pixel(at: Point(x: 80, y: 80)), "inside, as if unclipped")
        let lost = try render([Layer("r", frame: window, fill: red, clip: Rect(x: .nan, y: 0, width: 10, height: 10))], size: size)
        #expect(isBackground(lost.pixel(at: Point(x: 80, y: 80))))
    }

    @Test("Opacity mixes the whole layer with what is below")
    func opacity() throws {
        let r = try render([Layer("w", frame: Rect(x: 0, y: 0, width: 100, height: 100), fill: .white, opacity: 0.5)], size: size)
        let p = try #require(r.pixel(at: Point(x: 50, y: 50)))
        // Mixing in sRGB-encoded values, as Cairo does: (13 + 255) / 2 ≈ 134.
        #expect(abs(Int(p.red) - 134) <= 2, "\(p)")
        let hidden = try render([Layer("w", frame: Rect(x: 0, y: 0, width: 100, height: 100), fill: .white, opacity: 0)], size: size)
        #expect(isBackground(hidden.pixel(at: Point(x: 50, y: 50))))
    }

    @Test("Rotation and scale apply about the centre")
    func transform() throws {
        // A 160 × 20 bar rotated 90° becomes a 20 × 160 bar through the centre.
        let bar = Layer("bar", frame: Rect(x: 20, y: 90, width: 160, height: 20), fill: red, rotation: .degrees(90))
        let r = try render([bar], size: size)
        #expect(r.pixel(at: Point(x: 100, y: 30)) == Pixel(red))
        #expect(isBackground(r.pixel(at: Point(x: 30, y: 100))))
        // Scaled by 0.5 about its centre: 80 wide, from x = 60 to 140.
        let half = Layer("bar", frame: Rect(x: 20, y: 90, width: 160, height: 20), fill: red, scale: 0.5)
        let s = try render([half], size: size)
        #expect(s.pixel(at: Point(x: 70, y: 100)) == Pixel(red))
        #expect(isBackground(s.pixel(at: Point(x: 50, y: 100))))
    }

    @Test("Rounded corners: the corner pixel stays background, the middle of an edge is filled")
    func roundedCorners() throws {
        let r = try render([Layer("c", frame: Rect(x: 20, y: 20, width: 100, height: 100), cornerRadius: 30, fill: red)], size: size)
        #expect(isBackground(r.pixel(at: Point(x: 21, y: 21))))
        #expect(r.pixel(at: Point(x: 70, y: 21)) == Pixel(red))
        // Anti-aliased: some pixel along the arc is a mix.
        var mixed = false
        for i in 0..<30 {
            if let p = r.pixel(at: Point(x: 20.5 + Double(i), y: 20.5 + Double(i) * 0.3)), p.red > 20, p.red < 240 { mixed = true }
        }
        #expect(mixed)
    }

    @Test("A soft shadow darkens below a shadowed layer on a light background, fading outward")
    func shadow() throws {
        let r = try OffscreenRenderer(size: size, scale: 1)
        r.render([Layer("s", frame: Rect(x: 50, y: 50, width: 100, height: 60), cornerRadius: 8, fill: red, shadow: true)],
                 background: .white)
        let near = try #require(r.pixel(at: Point(x: 100, y: 113)))
        let far = try #require(r.pixel(at: Point(x: 100, y: 128)))
        let none = try #require(r.pixel(at: Point(x: 100, y: 190)))
        #expect(near.red < far.red && far.red < none.red, "\(near) \(far) \(none)")
        #expect(none == Pixel(.white))
    }

    @Test("Text is drawn centred in the layer's frame")
    func text() throws {
        let r = try render([Layer("t", frame: Rect(x: 0, y: 80, width: 200, height: 40), text: "Hello", textColor: .white, fontSize: 24)],
                           size: size)
        var minX = 200.0, maxX = 0.0, lit = 0
        for y in stride(from: 80.5, to: 120, by: 1) {
            for x in stride(from: 0.5, to: 200, by: 1) {
                if let p = r.pixel(at: Point(x: x, y: y)), p.red > 128 { lit += 1; minX = min(minX, x); maxX = max(maxX, x) }
            }
        }
        #expect(lit > 60)
        #expect(abs((minX + maxX) / 2 - 100) < 4, "text spans \(minX)…\(maxX)")
        #expect(isBackground(r.pixel(at: Point(x: 100, y: 40))))
    }

    @Test("Layers with NaN, infinite or negative numbers are skipped, the rest still drawn")
    func hostileLayers() throws {
        let bad: [Layer] = [
            Layer("nan", frame: Rect(x: .nan, y: 0, width: 10, height: 10), fill: .white),
            Layer("inf", frame: Rect(x: 0, y: 0, width: .infinity, height: 10), fill: .white),
            Layer("scale", frame: Rect(x: 0, y: 0, width: 50, height: 50), fill: .white, scale: -1),
            Layer("rot", frame: Rect(x: 0, y: 0, width: 50, height: 50), fill: .white, rotation: .radians(.nan)),
            Layer("op", frame: Rect(x: 0, y: 0, width: 50, height: 50), fill: .white, opacity: .nan),
            Layer("stroke", frame: Rect(x: 0, y: 0, width: 50, height: 50), stroke: .white, strokeWidth: .nan, dashed: true),
            Layer("font", frame: Rect(x: 0, y: 0, width: 50, height: 50), text: "x", fontSize: .nan),
            Layer("radius", frame: Rect(x: 0, y: 0, width: 50, height: 50), cornerRadius: .infinity, fill: .white),
            Layer("ok", frame: Rect(x: 100, y: 100, width: 50, height: 50), fill: red),
        ]
        let r = try render(bad, size: size)
        #expect(r.pixel(at: Point(x: 125, y: 125)) == Pixel(red))
        #expect(isBackground(r.pixel(at: Point(x: 5, y: 5))))
    }
}

@Suite("SceneRenderer: shadows stay outside their layer")
struct ShadowCutOutTests {
    @Test("A translucent shadowed layer shows no shadow through it")
    func translucentFill() throws {
        let r = try OffscreenRenderer(size: Size(width: 200, height: 200), scale: 1)
        let layer = Layer("s", frame: Rect(x: 50, y: 50, width: 100, height: 60), cornerRadius: 8,
                          fill: Color(red: 1, green: 1, blue: 1, alpha: 0), shadow: true)
        r.render([layer], background: .white)
        #expect(r.pixel(at: Point(x: 100, y: 100)) == Pixel(.white))
        #expect(try #require(r.pixel(at: Point(x: 100, y: 113))).red < 250)
    }
}
