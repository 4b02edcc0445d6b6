import FluidPhysics

/// A horizontal row of equal cards around a centre slot — an app
/// switcher's row of apps — and how it comes into view.
///
/// Slot 0 is centred on `center`; slot *i* is *i*·`pitch` points to its
/// right (negative *i*: to the left), where the pitch is the card's width
/// plus `spacing`. While the row is revealed by a progress *p* (0…1, e.g. a
/// spring), every slot but the centre one is drawn (1 − *p*)·`slide` points
/// farther out than its place, so the neighbours slide in from the sides as
/// they fade in, and are exactly in place at *p* = 1. Points, origin top
/// left, y down.
public struct CardRow: Hashable, Sendable {
    /// The centre of slot 0, points.
    public let center: Point
    /// A card's size in the row, points.
    public let cardSize: Size
    /// The gap between neighbouring cards, points.
    public let spacing: Double
    /// How far out a neighbour starts when the row is hidden (progress 0), points.
    public let slide: Double

    /// A row of `cardSize` cards `spacing` apart around `center`, whose
    /// neighbours slide in from `slide` points farther out (all points).
    public init(center: Point, cardSize: Size, spacing: Double, slide: Double) {
        self.center = center
        self.cardSize = cardSize
        self.spacing = spacing
        self.slide = slide
    }

    /// The distance between neighbouring slots' centres, points.
    public var pitch: Double { cardSize.width + spacing }

    /// Slot `slot`'s frame in place, points.
    public func frame(ofSlot slot: Int) -> Rect {
        Rect(center: Point(x: center.x + Double(slot) * pitch, y: center.y), size: cardSize)
    }

    /// Slot `slot`'s frame while the row is revealed by `progress` (clamped
    /// to 0…1; not finite counts as 1): slid (1 − progress)·`slide` points
    /// outward, away from slot 0. Slot 0 never moves.
    public func frame(ofSlot slot: Int, revealed progress: Double) -> Rect {
        let p = progress.isFinite ? Swift.min(Swift.max(progress, 0), 1) : 1
        let outward = Double(slot.signum()) * (1 - p) * slide
        let place = frame(ofSlot: slot)
        return Rect(x: place.minX + outward, y: place.minY, width: place.width, height: place.height)
    }
}
