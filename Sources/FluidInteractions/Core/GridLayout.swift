import FluidPhysics

extension Rect {
    /// The frames of `count` equal cells laid out in rows of `columns`,
    /// left to right then top to bottom, the first cell's corner at
    /// `origin`, each `cellSize`, with `spacing` between neighbours in
    /// both directions; points. Cell i sits in column i mod columns and row
    /// i ÷ columns, at origin + (column × (width + spacing), row × (height
    /// + spacing)). A non-positive `columns` counts as one; a negative
    /// `count` gives no cells.
    public static func grid(count: Int, columns: Int, origin: Point, cellSize: Size, spacing: Double) -> [Rect] {
        let columns = Swift.max(1, columns)
        return (0..<Swift.max(0, count)).map { i in
            Rect(x: origin.x + Double(i % columns) * (cellSize.width + spacing),
                 y: origin.y + Double(i / columns) * (cellSize.height + spacing),
                 width: cellSize.width, height: cellSize.height)
        }
    }
}
