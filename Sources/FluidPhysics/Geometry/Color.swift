import RealModule

/// A colour with an alpha channel, stored and animated in **linear light**.
///
/// Designers give colours in sRGB (`init(red:green:blue:alpha:)`, `init(hex:)`),
/// where the numbers are gamma-encoded. Interpolating those numbers directly
/// makes a red-to-green fade pass through a muddy dark brown; mixing in linear
/// light, where the numbers are proportional to emitted light, keeps the
/// middle as bright as the ends. So `Color` decodes sRGB on the way in and
/// encodes on the way out, and its `VectorArithmetic` acts on the linear
/// components (red, green, blue, alpha), straight (not premultiplied) alpha.
///
/// sRGB transfer (IEC 61966-2-1), for an encoded component c and a linear one l:
///
///     l = c / 12.92                     if c ≤ 0.04045
///     l = ((c + 0.055) / 1.055)^2.4     otherwise
///     c = 12.92·l                       if l ≤ 0.0031308
///     c = 1.055·l^(1/2.4) − 0.055       otherwise
///
/// Both are odd-extended for negative values, so a spring that overshoots
/// past black stays well defined. Components are not clamped while animating;
/// `clamped` gives a displayable colour.
@frozen
public struct Color: Hashable, Sendable {
    /// Linear-light red, 0…1 for displayable colours.
    public var linearRed: Double
    /// Linear-light green, 0…1 for displayable colours.
    public var linearGreen: Double
    /// Linear-light blue, 0…1 for displayable colours.
    public var linearBlue: Double
    /// Opacity, 0 (transparent) … 1 (opaque); not gamma-encoded.
    public var alpha: Double

    /// Creates a colour from linear-light components.
    @inlinable
    public init(linearRed: Double, linearGreen: Double, linearBlue: Double, alpha: Double = 1) {
        self.linearRed = linearRed
        self.linearGreen = linearGreen
        self.linearBlue = linearBlue
        self.alpha = alpha
    }

    /// Creates a colour from sRGB-encoded components in 0…1 (what colour
    /// pickers and design tools show).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.init(
            linearRed: Color.linear(fromSRGB: red),
            linearGreen: Color.linear(fromSRGB: green),
            linearBlue: Color.linear(fromSRGB: blue),
            alpha: alpha
        )
    }

    /// Creates an opaque colour from a 24-bit sRGB hex value `0xRRGGBB`.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            alpha: alpha
        )
    }

    /// sRGB-encoded red, 0…1 for displayable colours.
    public var red: Double { Color.sRGB(fromLinear: linearRed) }
    /// sRGB-encoded green, 0…1 for displayable colours.
    public var green: Double { Color.sRGB(fromLinear: linearGreen) }
    /// sRGB-encoded blue, 0…1 for displayable colours.
    public var blue: Double { Color.sRGB(fromLinear: linearBlue) }

    /// The colour with every component clamped to 0…1 (NaN becomes 0).
    public var clamped: Color {
        func c(_ v: Double) -> Double { v.isNaN ? 0 : Swift.min(Swift.max(v, 0), 1) }
        return Color(linearRed: c(linearRed), linearGreen: c(linearGreen), linearBlue: c(linearBlue), alpha: c(alpha))
    }

    /// The sRGB hex value `0xRRGGBB` of the clamped colour, each channel
    /// rounded to the nearest of 256 levels.
    public var hex: UInt32 {
        let c = clamped
        func byte(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
        return byte(c.red) << 16 | byte(c.green) << 8 | byte(c.blue)
    }

    /// Decodes one sRGB component to linear light (odd-extended).
    public static func linear(fromSRGB encoded: Double) -> Double {
        let c = Swift.abs(encoded)
        let l = c <= 0.04045 ? c / 12.92 : Double.pow((c + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -l : l
    }

    /// Encodes one linear-light component to sRGB (odd-extended).
    public static func sRGB(fromLinear linear: Double) -> Double {
        let l = Swift.abs(linear)
        let c = l <= 0.0031308 ? 12.92 * l : 1.055 * Double.pow(l, 1 / 2.4) - 0.055
        return linear < 0 ? -c : c
    }

    /// Opaque black.
    public static let black = Color(linearRed: 0, linearGreen: 0, linearBlue: 0)
    /// Opaque white.
    public static let white = Color(linearRed: 1, linearGreen: 1, linearBlue: 1)
    /// Fully transparent black.
    public static let clear = Color(linearRed: 0, linearGreen: 0, linearBlue: 0, alpha: 0)
}

extension Color: VectorArithmetic {
    /// Transparent black with every component 0.
    @inlinable
    public static var zero: Color { Color(linearRed: 0, linearGreen: 0, linearBlue: 0, alpha: 0) }

    /// Component-wise sum in linear light.
    @inlinable
    public static func + (lhs: Color, rhs: Color) -> Color {
        Color(linearRed: lhs.linearRed + rhs.linearRed, linearGreen: lhs.linearGreen + rhs.linearGreen,
              linearBlue: lhs.linearBlue + rhs.linearBlue, alpha: lhs.alpha + rhs.alpha)
    }

    /// Component-wise difference in linear light.
    @inlinable
    public static func - (lhs: Color, rhs: Color) -> Color {
        Color(linearRed: lhs.linearRed - rhs.linearRed, linearGreen: lhs.linearGreen - rhs.linearGreen,
              linearBlue: lhs.linearBlue - rhs.linearBlue, alpha: lhs.alpha - rhs.alpha)
    }

    /// Scales the four linear components by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) {
        linearRed *= rhs
        linearGreen *= rhs
        linearBlue *= rhs
        alpha *= rhs
    }

    /// Sum of the squared linear components and alpha.
    @inlinable
    public var magnitudeSquared: Double {
        linearRed * linearRed + linearGreen * linearGreen + linearBlue * linearBlue + alpha * alpha
    }

    /// The quickest closing rate of the linear components and alpha, per second.
    @inlinable
    public func closingRate(of velocity: Color) -> Double {
        Swift.max(linearRed.closingRate(of: velocity.linearRed), linearGreen.closingRate(of: velocity.linearGreen),
                  linearBlue.closingRate(of: velocity.linearBlue), alpha.closingRate(of: velocity.alpha))
    }
}
