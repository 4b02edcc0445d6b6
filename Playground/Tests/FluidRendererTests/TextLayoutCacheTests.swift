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

    @Test("Text size comes from the cache")
    func measuring() throws {
        let c = try canvas(size)
        let wide = TextPainter.size(of: "Row 100", fontSize: 17, on: c.context, layouts: c.textLayouts)
        let narrow = TextPainter.size(of: "Row 1", fontSize: 17, on: c.context, layouts: c.textLayouts)
        #expect(wide.width > narrow.width && narrow.width > 20)
        #expect(abs(wide.height - narrow.height) < 0.001 && wide.height > 15)
        #expect(TextPainter.size(of: "x", fontSize: .nan, on: c.context, layouts: c.textLayouts) == .zero)
        #expect(c.textLayouts.layoutsCreated == 2)
    }
}
