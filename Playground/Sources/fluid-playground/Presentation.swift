import FluidAnimation
import FluidInteractions
import FluidPhysics

/// An interface opened from the home screen: its model, its clock offset,
/// and the card that zooms between the tile and the whole window.
struct Presentation {
    /// The zoom spring (no bounce, ~0.45 s).
    static let spring = Spring(response: 0.45, dampingRatio: 0.9)

    /// The tile it opened from.
    var tile: Int
    /// The interface name.
    var name: String
    /// The model.
    var model: any InteractionModel
    /// Host time of the model's time 0, seconds.
    var epoch: Double
    /// The card's frame over time (tile preview ↔ window bounds), points.
    var card: SpringAnimation<Rect>
    /// Whether the card is heading back to the tile.
    var closing = false
    /// While the left-edge swipe holds the card: its frame, points.
    var dragFrame: Rect?

    /// The model's time for a host time.
    func modelTime(_ hostTime: Double) -> Double { hostTime - epoch }

    /// The card's frame at host time `now`.
    func cardFrame(at now: Double) -> Rect { dragFrame ?? card.value(at: now) }

    /// Whether the card rests over the whole window (touches go to the model).
    func isOpen(at now: Double) -> Bool { !closing && dragFrame == nil && card.isSettled(at: now) }

    /// How open the card is, 0 (tile) … 1 (window), from its width.
    func openness(at now: Double, tileFrame: Rect, bounds: Rect) -> Double {
        let span = bounds.width - tileFrame.width
        guard span > 0 else { return 1 }
        return Swift.min(1, Swift.max(0, (cardFrame(at: now).width - tileFrame.width) / span))
    }
}
