/// The window's slow-motion speeds, like Xcode's slow animations: the open
/// interface's time runs at 1, ½, ¼ or ⅒ of the window's (key S goes to the
/// next, and round again). A finger still means what it means: touches are
/// mapped into the interface's slowed time (`InteractionDriver`).
struct SlowMotion {
    /// The speeds, in the order S goes through them.
    static let scales: [Double] = [1, 0.5, 0.25, 0.1]

    private var index = 0

    /// The current speed: how fast the interface's time runs against the window's.
    var scale: Double { Self.scales[index] }

    /// Goes to the next speed (after ⅒, back to real time).
    mutating func next() { index = (index + 1) % Self.scales.count }
}
