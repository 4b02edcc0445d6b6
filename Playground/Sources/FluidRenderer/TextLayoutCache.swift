import CCairo
import CPango
import FluidPhysics

/// Pango layouts kept from frame to frame, so that a label is shaped once
/// instead of on every frame that shows it.
///
/// A layout is keyed by its text, font size and weight, and every layout
/// lives on the cache's one Pango context. When a label is drawn on a Cairo
/// context whose transform (scale, rotation) or font options (the
/// surface's, the context's) differ from those the Pango context was last
/// brought up to date with, it is updated (`pango_cairo_update_context`) and
/// Pango lays each label out again when next used, exactly as a fresh layout
/// made with `pango_cairo_create_layout` would be. Only on a difference:
/// Pango counts every update as a change, even an identical one.
/// Translation does not count, so a scrolling list reuses its labels.
///
/// Bounded: inserting a label into a full cache first releases the least
/// recently used one, so a long session (the HUD's changing numbers) cannot
/// grow it. Not thread-safe: use a cache from one thread, as its canvas.
public final class TextLayoutCache {
    /// The most labels kept.
    public let capacity: Int
    /// Layouts created since the cache was made (a hit creates none).
    public private(set) var layoutsCreated = 0
    /// Times a layout was measured (laid out): once when created, again
    /// after the Pango context changed.
    private(set) var measurements = 0

    private struct Key: Hashable {
        var text: String
        var fontSize: Double
        var bold: Bool
    }

    private struct Entry {
        /// The `PangoLayout *` (one reference, owned by the cache).
        let layout: OpaquePointer
        /// Logical and ink rectangles, points, relative to the layout's origin.
        var logical: Rect
        var ink: Rect
        /// The context serial the rectangles were measured at.
        var serial: UInt32
        /// When the entry was last used (the cache's use counter).
        var lastUse: UInt64
    }

    /// The `PangoContext *`, made on first use.
    private var context: OpaquePointer?
    /// What `context` was last updated with: the transform's linear part
    /// (xx, yx, xy, yy), the surface's and the Cairo context's font options.
    private var matrix: (Double, Double, Double, Double)?
    private var surfaceOptions: OpaquePointer?
    private var contextOptions: OpaquePointer?
    /// Scratch `cairo_font_options_t *` read from the context drawn on.
    private let readSurfaceOptions: OpaquePointer? = cairo_font_options_create()
    private let readContextOptions: OpaquePointer? = cairo_font_options_create()
    private var entries: [Key: Entry] = [:]
    private var uses: UInt64 = 0

    /// A cache of at most `capacity` labels (at least 1).
    public init(capacity: Int = 256) {
        self.capacity = Swift.max(1, capacity)
    }

    deinit {
        for entry in entries.values { g_object_unref(UnsafeMutableRawPointer(entry.layout)) }
        if let context { g_object_unref(UnsafeMutableRawPointer(context)) }
        for case let options? in [surfaceOptions, contextOptions, readSurfaceOptions, readContextOptions] {
            cairo_font_options_destroy(options)
        }
    }

    /// The number of labels held.
    public var count: Int { entries.count }

    /// Releases every layout (the Pango context stays).
    public func removeAll() {
        for entry in entries.values { g_object_unref(UnsafeMutableRawPointer(entry.layout)) }
        entries.removeAll()
    }

    /// A laid-out label: the `PangoLayout *` (valid until the cache is next
    /// used), its logical and its ink rectangle in points relative to the
    /// layout's origin.
    struct Label {
        let layout: OpaquePointer
        let logical: Rect
        let ink: Rect
    }

    /// The layout of `text` at `fontSize` points (at most 2000), in DejaVu
    /// Sans (any sans-serif fallback), bold or regular, up to date for
    /// drawing on `cr`; nil when the font size is not positive and finite.
    func label(_ text: String, fontSize: Double, bold: Bool, on cr: OpaquePointer) -> Label? {
        guard fontSize.isFinite, fontSize > 0, let context = pangoContext() else { return nil }
        update(context, for: cr)
        let serial = pango_context_get_serial(context)
        uses &+= 1
        let key = Key(text: text, fontSize: fontSize, bold: bold)
        if var entry = entries[key] {
            entry.lastUse = uses
            if entry.serial != serial {
                (entry.logical, entry.ink) = extents(of: entry.layout)
                entry.serial = serial
            }
            entries[key] = entry
            return Label(layout: entry.layout, logical: entry.logical, ink: entry.ink)
        }
        guard let layout = pango_layout_new(context) else { return nil }
        let font = pango_font_description_new()
        defer { pango_font_description_free(font) }
        pango_font_description_set_family(font, "DejaVu Sans")
        pango_font_description_set_weight(font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_absolute_size(font, Swift.min(fontSize, 2000) * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_layout_set_text(layout, text, -1)
        let (logical, ink) = extents(of: layout)
        if entries.count >= capacity { evictLeastRecentlyUsed() }
        entries[key] = Entry(layout: layout, logical: logical, ink: ink, serial: serial, lastUse: uses)
        layoutsCreated += 1
        return Label(layout: layout, logical: logical, ink: ink)
    }

    /// The shared context on the thread's default Cairo font map.
    private func pangoContext() -> OpaquePointer? {
        if let context { return context }
        guard let map = pango_cairo_font_map_get_default() else { return nil }
        context = pango_font_map_create_context(map)
        return context
    }

    /// Brings `context` up to date with `cr` if its transform or font
    /// options differ from the last update's.
    private func update(_ context: OpaquePointer, for cr: OpaquePointer) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        cairo_surface_get_font_options(cairo_get_target(cr), readSurfaceOptions)
        cairo_get_font_options(cr, readContextOptions)
        if let matrix, matrix == (m.xx, m.yx, m.xy, m.yy), let surfaceOptions, let contextOptions,
           cairo_font_options_equal(readSurfaceOptions, surfaceOptions) != 0,
           cairo_font_options_equal(readContextOptions, contextOptions) != 0 {
            return
        }
        pango_cairo_update_context(cr, context)
        matrix = (m.xx, m.yx, m.xy, m.yy)
        cairo_font_options_destroy(surfaceOptions)
        cairo_font_options_destroy(contextOptions)
        surfaceOptions = cairo_font_options_copy(readSurfaceOptions)
        contextOptions = cairo_font_options_copy(readContextOptions)
    }

    private func evictLeastRecentlyUsed() {
        guard let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { return }
        g_object_unref(UnsafeMutableRawPointer(oldest.value.layout))
        entries.removeValue(forKey: oldest.key)
    }

    private func extents(of layout: OpaquePointer) -> (logical: Rect, ink: Rect) {
        measurements += 1
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        func points(_ r: PangoRectangle) -> Rect {
            let k = Double(PANGO_SCALE)
            return Rect(x: Double(r.x) / k, y: Double(r.y) / k, width: Double(r.width) / k, height: Double(r.height) / k)
        }
        return (points(logical), points(ink))
    }
}
