import FluidPhysics

/// One pixel of a rendered image: 8-bit sRGB-encoded components (what a PNG
/// stores) with straight, not premultiplied, alpha.
public struct Pixel: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0…255 (sRGB-encoded).
    public var red: UInt8
    /// Green, 0…255 (sRGB-encoded).
    public var green: UInt8
    /// Blue, 0…255 (sRGB-encoded).
    public var blue: UInt8
    /// Opacity, 0 (transparent) … 255 (opaque).
    public var alpha: UInt8

    /// Creates a pixel from its components.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The pixel a renderer writes for `color` (sRGB-encoded, rounded,
    /// components clamped to 0…1).
    public init(_ color: Color) {
        func byte(_ v: Double) -> UInt8 {
            guard v.isFinite else { return 0 }
            return UInt8((Swift.min(Swift.max(v, 0), 1) * 255).rounded())
        }
        self.init(red: byte(color.red), green: byte(color.green), blue: byte(color.blue), alpha: byte(color.alpha))
    }

    /// Whether every component is within `tolerance` (0…255) of `other`'s.
    public func isClose(to other: Pixel, tolerance: Int = 6) -> Bool {
        abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
            && abs(Int(blue) - Int(other.blue)) <= tolerance && abs(Int(alpha) - Int(other.alpha)) <= tolerance
    }

    /// `#RRGGBBAA` in hexadecimal.
    public var description: String {
        func hex(_ b: UInt8) -> String {
            let digits = Array("0123456789ABCDEF")
            return String([digits[Int(b >> 4)], digits[Int(b & 0xF)]])
        }
        return "#" + hex(red) + hex(green) + hex(blue) + hex(alpha)
    }
}
