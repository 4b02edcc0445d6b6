import FluidPhysics

/// Views bound to a palette, as a value: each binding is a named block from
/// the palette to the colours its view draws with, applied when the view is
/// bound and re-applied (`apply(_:)`) — the views are not recreated —
/// whenever the palette changes. A binding lives until its view is removed.
///
/// The value counterpart of `AppearanceProvider` (which binds objects with
/// weak owners): a copy shares nothing with the original, so a `Sendable`
/// model can own its bindings.
public struct PaletteBindings: Sendable {
    /// The colours a bound view draws with (sRGB).
    public struct Style: Hashable, Sendable {
        /// The view's fill.
        public var fill: Color
        /// Its text.
        public var text: Color
        /// Its accent.
        public var accent: Color

        /// A style of these colours.
        public init(fill: Color, text: Color, accent: Color) {
            self.fill = fill
            self.text = text
            self.accent = accent
        }
    }

    private struct Binding: Sendable {
        let name: String
        let configure: @Sendable (Palette) -> Style
        var style: Style
    }

    private var bindings: [Binding] = []

    /// No bindings.
    public init() {}

    /// The number of live bindings.
    public var count: Int { bindings.count }

    /// The bound views' names, in binding order.
    public var names: [String] { bindings.map { $0.name } }

    /// Whether a view named `name` is bound.
    public func contains(_ name: String) -> Bool { bindings.contains { $0.name == name } }

    /// The colours the view named `name` last applied, or nil when it is not bound.
    public func style(_ name: String) -> Style? { bindings.first { $0.name == name }?.style }

    /// Binds a view named `name` with `configure`, applied at once with
    /// `palette`; it goes before the view named `successor` (at the end when
    /// that is nil or not bound).
    public mutating func bind(_ name: String, palette: Palette, before successor: String? = nil,
                              configure: @escaping @Sendable (Palette) -> Style) {
        let at = successor.flatMap { s in bindings.firstIndex { $0.name == s } } ?? bindings.endIndex
        bindings.insert(Binding(name: name, configure: configure, style: configure(palette)), at: at)
    }

    /// Removes the view named `name` and its binding.
    public mutating func remove(_ name: String) { bindings.removeAll { $0.name == name } }

    /// Re-applies every binding with `palette`.
    public mutating func apply(_ palette: Palette) {
        for i in bindings.indices { bindings[i].style = bindings[i].configure(palette) }
    }
}
