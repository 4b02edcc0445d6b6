import FluidPhysics

/// The screen an interface lays itself out in: a size and the safe-area
/// insets, in points, with the origin at the top left and y pointing down.
public struct Viewport: Hashable, Sendable {
    /// Insets from each edge that content should keep clear of (notch, home
    /// indicator), points.
    public struct SafeArea: Hashable, Sendable {
        /// Inset from the top edge, points.
        public var top: Double
        /// Inset from the left edge, points.
        public var left: Double
        /// Inset from the bottom edge, points.
        public var bottom: Double
        /// Inset from the right edge, points.
        public var right: Double

        /// Creates insets; all default to 0.
        public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
            self.top = top
            self.left = left
            self.bottom = bottom
            self.right = right
        }

        /// No insets.
        public static let zero = SafeArea()
    }

    /// Width of the screen, points.
    public var width: Double
    /// Height of the screen, points.
    public var height: Double
    /// The safe-area insets, points.
    public var safeArea: SafeArea

    /// Creates a viewport without checking it; see `validated` for numbers
    /// from people or files. Models lay themselves out in any viewport, but
    /// only a valid one gives a meaningful layout.
    public init(width: Double, height: Double, safeArea: SafeArea = .zero) {
        self.width = width
        self.height = height
        self.safeArea = safeArea
    }

    /// An iPhone-sized portrait viewport: 390 × 844 points with a 47-point
    /// top and 34-point bottom safe area (the default of `fluid layout`).
    public static let phone = Viewport(width: 390, height: 844, safeArea: SafeArea(top: 47, bottom: 34))

    /// The whole screen as a rectangle.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The part of the screen inside the safe-area insets (never negative in size).
    public var safeBounds: Rect {
        Rect(x: safeArea.left, y: safeArea.top,
             width: Swift.max(0, width - safeArea.left - safeArea.right),
             height: Swift.max(0, height - safeArea.top - safeArea.bottom))
    }

    /// The centre of the safe area.
    public var safeCenter: Point {
        let b = safeBounds
        return b.center
    }

    /// Checks a viewport from outside input.
    ///
    /// - Throws: `ParameterError` naming `width`, `height` or a safe-area edge
    ///   when a number is NaN or infinite, a size is not positive (or above
    ///   100 000 points), an inset is negative, or the insets leave no room.
    public static func validated(width: Double, height: Double, safeArea: SafeArea = .zero) throws(ParameterError) -> Viewport {
        for (name, value) in [("width", width), ("height", height)] {
            guard value.isFinite else { throw ParameterError(parameter: name, value: value, reason: .notFinite) }
            guard value > 0, value <= 100_000 else {
                throw ParameterError(parameter: name, value: value, reason: .outOfRange("greater than 0 and at most 100000 points"))
            }
        }
        let insets = [("top", safeArea.top), ("left", safeArea.left), ("bottom", safeArea.bottom), ("right", safeArea.right)]
        for (name, value) in insets {
            guard value.isFinite else { throw ParameterError(parameter: "safeArea.\(name)", value: value, reason: .notFinite) }
            guard value >= 0 else { throw ParameterError(parameter: "safeArea.\(name)", value: value, reason: .outOfRange("at least 0")) }
        }
        guard safeArea.left + safeArea.right < width else {
            throw ParameterError(parameter: "safeArea.left", value: safeArea.left, reason: .outOfRange("left + right less than the width"))
        }
        guard safeArea.top + safeArea.bottom < height else {
            throw ParameterError(parameter: "safeArea.top", value: safeArea.top, reason: .outOfRange("top + bottom less than the height"))
        }
        return Viewport(width: width, height: height, safeArea: safeArea)
    }
}
