import FluidInteractions
import FluidPhysics

/// Where the home screen puts things: a title, then a grid of tiles, one per
/// interface, each a preview of the interface (the viewport's aspect ratio)
/// above its name.
///
/// The grid keeps `margin` points from the sides and the safe area, `gap`
/// points between tiles, and takes the number of columns that gives the
/// largest tiles that all fit on the screen (at most `maximumTileWidth`
/// points wide), centred horizontally. All in points, origin top left.
public struct HomeScreenLayout: Hashable, Sendable {
    /// One tile.
    public struct Tile: Hashable, Sendable {
        /// The interface's name.
        public var name: String
        /// The whole tile (preview and label): the area a tap hits, points.
        public var frame: Rect
        /// The preview, points; the open interface zooms out of it.
        public var preview: Rect
        /// The name's line, points.
        public var label: Rect
    }

    /// Space around the grid, points.
    public static let margin: Double = 20
    /// Space between tiles, points.
    public static let gap: Double = 16
    /// Height of a tile's name line, points.
    public static let labelHeight: Double = 28
    /// Height of the title line, points.
    public static let titleHeight: Double = 56
    /// The widest a tile gets, points.
    public static let maximumTileWidth: Double = 240
    /// Corner radius of a preview, points.
    public static let previewCornerRadius: Double = 14

    /// The screen laid out.
    public let viewport: Viewport
    /// The title's line, points.
    public let title: Rect
    /// The tiles, in the order of the names given.
    public let tiles: [Tile]

    /// Lays out one tile per name in `viewport`.
    public init(names: [String], viewport: Viewport) {
        self.viewport = viewport
        let safe = viewport.safeBounds
        let m = Self.margin, gap = Self.gap
        title = Rect(x: safe.minX + m, y: safe.minY + 8, width: Swift.max(0, safe.width - 2 * m), height: Self.titleHeight)
        let top = title.maxY + 8
        let availableWidth = Swift.max(1, safe.width - 2 * m)
        let availableHeight = Swift.max(1, safe.maxY - m - top)
        let aspect = viewport.width > 0 && viewport.height > 0 && viewport.width.isFinite && viewport.height.isFinite
            ? viewport.height / viewport.width : 2
        let n = names.count
        var best = (columns: 1, width: 0.0)
        if n > 0 {
            for columns in 1...n {
                let rows = (n + columns - 1) / columns
                let byWidth = (availableWidth - Double(columns - 1) * gap) / Double(columns)
                let rowHeight = (availableHeight - Double(rows - 1) * gap) / Double(rows)
                let byHeight = (rowHeight - Self.labelHeight) / aspect
                let width = Swift.min(byWidth, byHeight, Self.maximumTileWidth)
                if width > best.width { best = (columns, width) }
            }
        }
        let w = Swift.max(best.width, 8), columns = best.columns
        let previewHeight = w * aspect
        let gridWidth = Double(columns) * w + Double(columns - 1) * gap
        let left = safe.minX + (safe.width - gridWidth) / 2
        let frames = Rect.grid(count: names.count, columns: columns, origin: Point(x: left, y: top),
                               cellSize: Size(width: w, height: previewHeight + Self.labelHeight), spacing: gap)
        tiles = zip(names, frames).map { name, frame in
            let preview = Rect(x: frame.minX, y: frame.minY, width: w, height: previewHeight)
            return Tile(name: name, frame: frame, preview: preview,
                        label: Rect(x: frame.minX, y: preview.maxY, width: w, height: Self.labelHeight))
        }
    }

    /// The index of the tile under `point`, or nil.
    public func tileIndex(at point: Point) -> Int? {
        tiles.firstIndex { $0.frame.contains(point) }
    }
}
