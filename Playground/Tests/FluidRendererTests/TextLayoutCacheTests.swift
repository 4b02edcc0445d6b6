import CCairo
import CPango
import FluidInteractions
import FluidPhysics
@testable import FluidRenderer
import Testing

/// The canvas's bytes (ARGB32, premultiplied), row by row.
func bytes(of canvas: CairoCanvas) -> [UInt8] {
    canvas.flush()
    guard let data = cairo_image_surface_get_data(canvas.surface) else { return [] }
    let stride = Int(cairo_image_surface_get_stride(canvas.surface))
    return Array(UnsafeBufferPointer(start: data, count: stride * canvas.pixelHeight))
}

/// How many bytes of `a` and `b` differ (all of the longer one's extra bytes
/// count), and where the first difference is (nil when none).
func difference(_ a: [UInt8], _ b: [UInt8]) -> (count: Int, first: Int?) {
    var count = abs(a.count - b.count), first: Int? = a.count == b.count ? nil : Swift.min(a.count, b.count)
    for i in 0..<Swift.min(a.count, b.count) where a[i] != b[i] {
        count += 1
        if first == nil || i < first! { first = i }
    }
    return (count, first)
}

/// A canvas of `size` points at `scale`, cleared to the background, laying
/// text out in `layouts` (a fresh cache when nil).
func canvas(_ size: Size, scale: Double = 1, layouts: TextLayoutCache? = nil) throws -> CairoCanvas {
    let c = try CairoCanvas(pixelWidth: Int((size.width * scale).rounded()), pixelHeight: Int((size.height * scale).rounded()),
                            scale: scale, textLayouts: layouts ?? TextLayoutCache())
    SceneRenderer().drawBackground(on: c)
    return c
}

@Suite("TextLayoutCache: labels shaped once, bounded, same pixels")
struct TextLayoutCacheTests {
    let size = Size(width: 240, height: 120)

    func label(_ text: String, fontSize: Double = 17, y: Double = 20) -> Layer {
        Layer(text, frame: Rect(x: 10, y: y, width: 220, height: 40), fill: Color(hex: 0x23283A), text: text, fontSize: fontSize)
    }

    @Test("Drawing the same label again creates no layout; another text or size does")
    func sameLabelOneLayout() throws {
        let c = try canvas(size)
        SceneRenderer().draw([label("Row 1")], on: c)
        SceneRenderer().draw([label("Row 1"), label("Row 1", y: 60)], on: c)
        #expect(c.textLayouts.layoutsCreated == 1)
        #expect(c.textLayouts.count == 1)
        SceneRenderer().draw([label("Row 2"), label("Row 1", fontSize: 12)], on: c)
        #expect(c.textLayouts.layoutsCreated == 3)
        #expect(c.textLayouts.count == 3)
    }

    @Test("A window's frames share one cache: the second frame's canvas creates no layout")
    func sharedAcrossCanvases() throws {
        let layouts = TextLayoutCache()
        let scene = model("elastic-list").scene
        let texts = Set(scene.compactMap(\.text))
        #expect(texts.count > 5)
        let first = try canvas(Size(width: 390, height: 844), layouts: layouts)
        SceneRenderer().draw(scene, on: first)
        #expect(layouts.layoutsCreated == texts.count)
        let measured = layouts.measurements
        let second = try canvas(Size(width: 390, height: 844), layouts: layouts)
        SceneRenderer().draw(scene, on: second)
        #expect(layouts.layoutsCreated == texts.count)
        // Same transform and font options: Pango's context is not touched, so
        // no label is laid out again.
        #expect(layouts.measurements == measured)
    }

    @Test("More distinct labels than the capacity keep the count at the capacity; recently used ones stay")
    func bounded() throws {
        let c = try canvas(size, layouts: TextLayoutCache(capacity: 8))
        let r = SceneRenderer()
        r.draw([label("keep")], on: c)
        for i in 0..<50 {
            r.draw([label("label \(i)")], on: c)
            if i % 3 == 0 { r.draw([label("keep")], on: c) }
            #expect(c.textLayouts.count <= 8)
        }
        #expect(c.textLayouts.count == 8)
        // "keep" was always among the 8 most recent: laid out once.
        #expect(c.textLayouts.layoutsCreated == 51)
        // "label 0" was evicted long ago: drawing it lays it out again.
        r.draw([label("label 0")], on: c)
        #expect(c.textLayouts.layoutsCreated == 52)
        c.textLayouts.removeAll()
        #expect(c.textLayouts.count == 0)
    }

    @Test("A warm cache draws the same pixels as a cold one, at every scale and across scale changes")
    func samePixels() throws {
        let scene = model("elastic-list").scene
        let full = Size(width: 390, height: 844)
        for scale in [1.0, 2.0, 1.5] {
            let cold = try canvas(full, scale: scale)
            SceneRenderer().draw(scene, on: cold)
            let coldBytes = bytes(of: cold)
            // The same canvas drawn over again: every label is a cache hit.
            SceneRenderer().draw(scene, on: cold)
            #expect(difference(bytes(of: cold), coldBytes).count == 0, "scale \(scale), redrawn")
            // A cache warmed at another scale first (the layouts must be laid
            // out again for this transform).
            let layouts = TextLayoutCache()
            for other in [1.0, 2.0, 1.5] where other != scale {
                SceneRenderer().draw(scene, on: try canvas(full, scale: other, layouts: layouts))
            }
            let warm = try canvas(full, scale: scale, layouts: layouts)
            SceneRenderer().draw(scene, on: warm)
            #expect(difference(bytes(of: warm), coldBytes).count == 0, "scale \(scale), warmed at other scales")
        }
    }

    @Test("The home screen (previews scaled down, names at full size in one frame) is the same drawn warm")
    func homeScreenWarm() throws {
        let viewport = Viewport(width: 640, height: 480)
        let home = HomeScreen(viewport: viewport)
        let cold = try canvas(Size(width: 640, height: 480))
        home.draw(on: cold)
        let layouts = TextLayoutCache()
        for _ in 0..<2 { home.draw(on: try canvas(Size(width: 640, height: 480), layouts: layouts)) }
        let created = layouts.layoutsCreated
        let warm = try canvas(Size(width: 640, height: 480), layouts: layouts)
        home.draw(on: warm)
        #expect(layouts.layoutsCreated == created)
        #expect(difference(bytes(of: warm), bytes(of: cold)).count == 0)
    }

    /// Draws `text` centred in `rect` as `TextPainter` did before the cache:
    /// a layout made for this one draw with `pango_cairo_create_layout`.
    func drawWithFreshLayout(_ text: String, in rect: Rect, fontSize: Double, on cr: OpaquePointer) {
        guard let layout = pango_cairo_create_layout(cr) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let font = pango_font_description_new()
        defer { pango_font_description_free(font) }
        pango_font_description_set_family(font, "DejaVu Sans")
        pango_font_description_set_weight(font, PANGO_WEIGHT_NORMAL)
        pango_font_description_set_absolute_size(font, fontSize * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, text, -1)
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        let w = Double(logical.width) / Double(PANGO_SCALE), h = Double(logical.height) / Double(PANGO_SCALE)
        let origin = CairoDrawing.snapped(Point(x: rect.midX - w / 2, y: rect.midY - h / 2), on: cr)
        CairoDrawing.setSource(.white, on: cr)
        cairo_move_to(cr, origin.x, origin.y)
        pango_cairo_show_layout(cr, layout)
    }

    @Test("Cached labels give the pixels of a layout made fresh for every draw, as transforms change between labels")
    func matchesFreshLayouts() throws {
        let texts = ["Row 1", "Row 12", "‹ Home", "velocity ±1200 pt/s"]
        // (scale, rotation) of the context each round of labels is drawn under.
        let transforms: [(Double, Double)] = [(1, 0), (0.37, 0), (1, 0.3), (2.1, 0), (1, 0)]
        for scale in [1.0, 2.0] {
            let cached = try canvas(Size(width: 300, height: 300), scale: scale)
            let fresh = try canvas(Size(width: 300, height: 300), scale: scale)
            for _ in 0..<2 {
                for (k, (zoom, angle)) in transforms.enumerated() {
                    for c in [cached, fresh] {
                        cairo_save(c.context)
                        cairo_translate(c.context, 20 + 11 * Double(k), 30 + 47 * Double(k))
                        cairo_rotate(c.context, angle)
                        cairo_scale(c.context, zoom, zoom)
                        for (i, text) in texts.enumerated() {
                            let rect = Rect(x: 0, y: 20 * Double(i), width: 120, height: 20)
                            if c === cached {
                                TextPainter.draw(text, in: rect, fontSize: 13, color: .white, on: c.context, layouts: c.textLayouts)
                            } else {
                                drawWithFreshLayout(text, in: rect, fontSize: 13, on: c.context)
                            }
                        }
                        cairo_restore(c.context)
                    }
                }
            }
            #expect(cached.textLayouts.layoutsCreated == texts.count)
            #expect(difference(bytes(of: cached), bytes(of: fresh)).count == 0, "scale \(scale)")
        }
    }

    @Test("Text size and ink come from the cache and match the drawn text")
    func measuring() throws {
        let c = try canvas(size)
        let wide = TextPainter.size(of: "Row 100", fontSize: 17, on: c.context, layouts: c.textLayouts)
        let narrow = TextPainter.size(of: "Row 1", fontSize: 17, on: c.context, layouts: c.textLayouts)
        #expect(wide.width > narrow.width && narrow.width > 20)
        #expect(abs(wide.height - narrow.height) < 0.001 && wide.height > 15)
        #expect(TextPainter.size(of: "x", fontSize: .nan, on: c.context, layouts: c.textLayouts) == .zero)
        let rect = Rect(x: 10, y: 20, width: 220, height: 40)
        let ink = try #require(TextPainter.inkBounds(of: "Row 1", in: rect, fontSize: 17, on: c.context, layouts: c.textLayouts))
        #expect(abs(ink.midX - rect.midX) < 3 && abs(ink.midY - rect.midY) < 4 && ink.width < narrow.width + 1)
        #expect(c.textLayouts.layoutsCreated == 2)
    }
}

@Suite("SceneRenderer: translucent layers and covered backgrounds")
struct SceneShortcutTests {
    /// Draws `layer` as the renderer used to: under the layer's transform, a
    /// group over the whole canvas, composited at the layer's opacity.
    func referenceGroup(_ layer: Layer, on c: CairoCanvas) {
        let cr = c.context
        cairo_save(cr)
        let center = layer.frame.center
        cairo_translate(cr, center.x, center.y)
        cairo_rotate(cr, layer.rotation.radians)
        cairo_scale(cr, layer.scale, layer.scale)
        cairo_translate(cr, -center.x, -center.y)
        cairo_push_group(cr)
        var plain = layer
        (plain.opacity, plain.scale, plain.rotation) = (1, 1, .zero)
        SceneRenderer().draw([plain], on: c)
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, layer.opacity)
        cairo_restore(cr)
    }

    @Test("A translucent layer, its group bounded to what it paints, gives the pixels of a group over the whole canvas")
    func boundedGroups() throws {
        let size = Size(width: 300, height: 240)
        let layers = [
            Layer("plain", frame: Rect(x: 20.3, y: 30.6, width: 120, height: 50), fill: Color(hex: 0x30D158), opacity: 0.94),
            Layer("everything", frame: Rect(x: 60, y: 70, width: 140, height: 80), cornerRadius: 18, fill: Color(hex: 0x0A84FF),
                  gradientEnd: Color(hex: 0x5E5CE6), stroke: .white, strokeWidth: 5, dashed: true, opacity: 0.6, scale: 1.2,
                  rotation: .degrees(17), text: "A label wider than its layer", fontSize: 19, shadow: true),
            Layer("no gradient", frame: Rect(x: 60, y: 70, width: 140, height: 80), cornerRadius: 18, fill: Color(hex: 0x0A84FF),
                  stroke: .white, strokeWidth: 5, dashed: true, opacity: 0.6, scale: 1.2,
                  rotation: .degrees(17), text: "A label wider than its layer", fontSize: 19, shadow: true),
            Layer("scaled outline", frame: Rect(x: 100.4, y: 20.2, width: 90, height: 40), cornerRadius: 8, fill: Color(hex: 0xFF9F0A),
                  stroke: Color(hex: 0xFFD60A), strokeWidth: 6, opacity: 0.7, scale: 1.5, text: "OK", shadow: true),
            Layer("gradient upright", frame: Rect(x: 60.3, y: 70.2, width: 140, height: 80), cornerRadius: 18, fill: Color(hex: 0x0A84FF),
                  gradientEnd: Color(hex: 0x5E5CE6), opacity: 0.6),
            Layer("gradient rotated", frame: Rect(x: 60.3, y: 70.2, width: 140, height: 80), cornerRadius: 18, fill: Color(hex: 0x0A84FF),
                  gradientEnd: Color(hex: 0x5E5CE6), opacity: 0.6, rotation: .degrees(17)),
            Layer("wider than the canvas", frame: Rect(x: -1e6, y: 100.5, width: 2e6, height: 30), fill: .white, opacity: 0.5),
            Layer("text only", frame: Rect(x: 150, y: 200, width: 10, height: 10), opacity: 0.5,
                  text: "Overflowing gjpqy ÅÉ", fontSize: 24),
        ]
        for scale in [1.0, 2.0] {
            for layer in layers {
                let fast = try canvas(size, scale: scale), reference = try canvas(size, scale: scale)
                SceneRenderer().draw([layer], on: fast)
                referenceGroup(layer, on: reference)
                let d = difference(bytes(of: fast), bytes(of: reference))
                #expect(d.count == 0, "\(layer.name) at scale \(scale): \(d.count) bytes differ, the first at byte \(d.first ?? -1)")
            }
        }
    }

    @Test("Skipping a background the first layer covers changes no pixel; it is only skipped when covered")
    func coveredBackground() throws {
        let viewport = Size(width: 390, height: 844)
        let scene = model("elastic-list").scene
        let renderer = SceneRenderer()
        // The open interface: the card is the whole window, square corners.
        for (rect, radius, covered) in [
            (Rect(x: 0, y: 0, width: 390, height: 844), 0.0, true),
            (Rect(x: 0, y: 0, width: 390, height: 844), 24, false),
            (Rect(x: 10.25, y: 20.5, width: 300, height: 649.2), 0, false),
            (Rect(x: 10, y: 20, width: 195, height: 422), 0, true),
        ] {
            let fast = try canvas(viewport), reference = try canvas(viewport)
            for c in [fast, reference] {
                CairoDrawing.setSource(Color(hex: 0xFF00FF), on: c.context)
                cairo_paint(c.context)
            }
            renderer.draw(scene, viewport: viewport, in: rect, cornerRadius: radius, on: fast)
            // The reference paints the background first, always.
            cairo_save(reference.context)
            CairoDrawing.roundedRect(rect, radius: radius, on: reference.context)
            cairo_clip(reference.context)
            CairoDrawing.setSource(SceneRenderer.backgroundColor, on: reference.context)
            cairo_paint(reference.context)
            cairo_restore(reference.context)
            renderer.draw(scene, viewport: viewport, in: rect, cornerRadius: radius, background: nil, on: reference)
            #expect(difference(bytes(of: fast), bytes(of: reference)).count == 0, "\(rect), radius \(radius)")

            let probe = try canvas(viewport)
            cairo_save(probe.context)
            CairoDrawing.roundedRect(rect, radius: radius, on: probe.context)
            cairo_clip(probe.context)
            cairo_translate(probe.context, rect.minX, rect.minY)
            cairo_scale(probe.context, rect.width / viewport.width, rect.height / viewport.height)
            #expect(renderer.coversClip(scene[0], on: probe.context) == covered, "\(rect), radius \(radius)")
            var translucent = scene[0]
            translucent.opacity = 0.99
            #expect(!renderer.coversClip(translucent, on: probe.context))
            var rounded = scene[0]
            rounded.cornerRadius = 4
            #expect(!renderer.coversClip(rounded, on: probe.context))
            cairo_restore(probe.context)
        }
    }
}
