import FluidPhysics

/// Chooses the page a paging flick should settle on, like the home screen.
///
/// Pages sit at offsets 0, L, 2L, … (L = `pageLength`, points). The
/// content offset and its velocity (points/s, positive toward later pages)
/// are projected with the decay law, offset + v/λ, and rounded to the
/// nearest page. A flick moves at most `maximumPagesPerFlick` pages from
/// the page the gesture started on (default 1, as on the home screen;
/// nil for no limit), and never past the first or last page.
///
/// ```swift
/// let pages = Paging(pageLength: 390, pageCount: 5)
/// pages.targetPage(from: 450, velocity: 300, startPage: 1)    // → 2
/// pages.targetPage(from: 450, velocity: 9000, startPage: 1)   // → 2, not 4
/// ```
///
/// Note the sign: the offset grows as the finger moves *left*, so the
/// offset's velocity is minus the finger's.
public struct Paging: Hashable, Sendable {
    /// The distance between pages, points; values that are not finite and
    /// positive are treated as 1.
    public var pageLength: Double
    /// How many pages there are (at least 1 is assumed).
    public var pageCount: Int
    /// The most pages one flick may move from its start page; nil for no limit.
    public var maximumPagesPerFlick: Int?
    /// How fast the projected motion slows down.
    public var rate: DecelerationRate

    /// Creates a pager.
    public init(pageLength: Double, pageCount: Int, maximumPagesPerFlick: Int? = 1, rate: DecelerationRate = .normal) {
        self.pageLength = pageLength
        self.pageCount = pageCount
        self.maximumPagesPerFlick = maximumPagesPerFlick
        self.rate = rate
    }

    private var length: Double { pageLength.isFinite && pageLength > 0 ? pageLength : 1 }
    private var lastPage: Int { Swift.max(pageCount, 1) - 1 }

    /// The offset of `page`, points (the page is clamped to the valid range).
    public func offset(of page: Int) -> Double {
        Double(Swift.min(Swift.max(page, 0), lastPage)) * length
    }

    /// The page nearest to `offset` (clamped; 0 for a non-finite offset).
    public func page(at offset: Double) -> Int {
        guard offset.isFinite else { return 0 }
        return clampedPage((offset / length).rounded())
    }

    /// A rounded page number clamped into 0…lastPage, converted without a
    /// trap: the comparison happens in `Double`, the clamp in `Int` (a page
    /// count near `Int.max` does not round-trip through `Double`).
    private func clampedPage(_ raw: Double) -> Int {
        guard raw.isFinite, raw > 0 else { return raw == .infinity ? lastPage : 0 }
        return raw >= Double(lastPage) ? lastPage : Swift.min(Int(raw), lastPage)
    }

    /// The page a flick from `offset` at `velocity` should settle on.
    ///
    /// - Parameters:
    ///   - offset: where the content is now, points (page i is at i × `length`).
    ///   - velocity: the flick's velocity, points per second.
    ///   - startPage: the page at the start of the gesture, which
    ///     bounds the flick; nil uses the page nearest to `offset`.
    public func targetPage(from offset: Double, velocity: Double, startPage: Int? = nil) -> Int {
        let v = velocity.isFinite ? velocity : 0
        let projected = offset.isFinite ? offset + Projection.distance(velocity: v, rate: rate) : 0
        var page: Double
        if projected.isFinite {
            page = (projected / length).rounded()
        } else {
            page = v > 0 ? Double(lastPage) : 0
        }
        let start = Swift.min(Swift.max(startPage ?? self.page(at: offset), 0), lastPage)
        if let limit = maximumPagesPerFlick {
            let reach = Double(Swift.max(limit, 0))
            page = Swift.min(Swift.max(page, Double(start) - reach), Double(start) + reach)
        }
        return clampedPage(page)
    }
}
