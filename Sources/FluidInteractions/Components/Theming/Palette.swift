import FluidPhysics

/// The colours of a theme: what themed views read in their binding blocks.
///
/// As a `VectorArithmetic` value it is the four colours' linear-light
/// components (see `Color`), so a palette interpolates in linear light —
/// a fade from a light to a dark theme keeps the middle as bright as the
/// ends instead of passing through a muddy grey.
public struct Palette: Hashable, Sendable {
    /// The screen's background.
    public var background: Color
    /// Cards, bars and other surfaces on the background.
    public var surface: Color
    /// Text on the background and on surfaces.
    public var text: Color
    /// Buttons, highlights and the selection.
    public var accent: Color

    /// Creates a palette.
    public init(background: Color, surface: Color, text: Color, accent: Color) {
        self.background = background
        self.surface = surface
        self.text = text
        self.accent = accent
    }

    /// A palette from four 24-bit sRGB hex values `0xRRGGBB`.
    public init(background: UInt32, surface: UInt32, text: UInt32, accent: UInt32) {
        self.init(background: Color(hex: background), surface: Color(hex: surface), text: Color(hex: text), accent: Color(hex: accent))
    }

    /// "#RRGGBB" for a colour (sRGB, clamped, each channel rounded to 256 levels).
    public static func hexString(_ color: Color) -> String {
        let digits = Array("0123456789ABCDEF")
        let value = color.hex
        var out = "#"
        for shift in stride(from: 20, through: 0, by: -4) { out.append(digits[Int((value >> UInt32(shift)) & 0xF)]) }
        return out
    }
}

extension Palette: VectorArithmetic {
    /// Four transparent blacks with every component 0.
    public static var zero: Palette { Palette(background: .zero, surface: .zero, text: .zero, accent: .zero) }

    /// Colour-wise sum in linear light.
    public static func + (lhs: Palette, rhs: Palette) -> Palette {
        Palette(background: lhs.background + rhs.background, surface: lhs.surface + rhs.surface,
                text: lhs.text + rhs.text, accent: lhs.accent + rhs.accent)
    }

    /// Colour-wise difference in linear light.
    public static func - (lhs: Palette, rhs: Palette) -> Palette {
        Palette(background: lhs.background - rhs.background, surface: lhs.surface - rhs.surface,
                text: lhs.text - rhs.text, accent: lhs.accent - rhs.accent)
    }

    /// Scales every component by `rhs`.
    public mutating func scale(by rhs: Double) {
        background.scale(by: rhs)
        surface.scale(by: rhs)
        text.scale(by: rhs)
        accent.scale(by: rhs)
    }

    /// The sum of the four colours' squared components.
    public var magnitudeSquared: Double {
        background.magnitudeSquared + surface.magnitudeSquared + text.magnitudeSquared + accent.magnitudeSquared
    }

    /// The quickest closing rate of any colour's component, per second.
    public func closingRate(of velocity: Palette) -> Double {
        Swift.max(background.closingRate(of: velocity.background), surface.closingRate(of: velocity.surface),
                  text.closingRate(of: velocity.text), accent.closingRate(of: velocity.accent))
    }
}
