import FluidGestures
import FluidPhysics

/// A horizontal slider with a caption: a value in a closed range, set by a
/// finger's x along a touch strip, as a value type a model stores and draws.
///
/// **Geometry** (points). The caption is a line `captionHeight` (22 pt)
/// tall centred at `captionY`; the touch strip, `height` (44 pt) tall, is
/// centred `captionGap` (35 pt) below it and spans `minX … minX + width`.
/// The thumb, `thumbDiameter` (28 pt) across, travels between the strip's
/// ends inset by half its diameter (`thumbTravel`); the value maps linearly
/// onto that travel, the range's lower bound at its left end.
///
/// **Touches** (`follow(_:)`). A touch that begins on the strip remembers
/// the value it found and sets the value from its x at once; moves follow
/// it; a lift sets it from the lift's x (when the location is finite) and
/// lets go; a system cancel restores the value the touch found. Values are
/// clamped to the range.
///
/// **Drawing** (`layers(_:caption:)`): the caption, the 4 pt track, the
/// filled part up to the thumb and the thumb, back to front.
public struct SliderControl: Hashable, Sendable {
    /// The caption line's height, points.
    public static let captionHeight: Double = 22
    /// From the caption's centre down to the strip's centre, points.
    public static let captionGap: Double = 35
    /// The touch strip's height, points.
    public static let height: Double = 44
    /// The thumb's diameter, points.
    public static let thumbDiameter: Double = 28

    /// The values the slider spans.
    public let range: ClosedRange<Double>
    /// The centre y of the caption line, points.
    public let captionY: Double
    /// The touch strip, points.
    public let frame: Rect
    /// The value, within `range`.
    public private(set) var value: Double
    /// The value a touch found when it began (nil: no touch holds the slider).
    public private(set) var valueAtTouchDown: Double?
    /// The fill colour of the part of the track left of the thumb.
    public var tint = Color(hex: 0x359EEC)

    /// A slider over `range` showing `value` (clamped), its caption centred
    /// at `captionY` and its strip `width` wide from `minX` (points; a
    /// negative width counts as 0).
    public init(range: ClosedRange<Double>, value: Double, minX: Double, width: Double, captionY: Double) {
        self.range = range
        self.captionY = captionY
        let y = captionY + Self.captionGap
        frame = Rect(x: minX, y: y - Self.height / 2, width: Swift.max(0, width), height: Self.height)
        self.value = Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
    }

    /// Whether a touch holds the slider.
    public var isHeld: Bool { valueAtTouchDown != nil }

    /// The x range of the thumb's centre, points (the strip's centre alone
    /// when the strip is narrower than the thumb).
    public var thumbTravel: ClosedRange<Double> {
        let lo = frame.minX + Self.thumbDiameter / 2, hi = frame.maxX - Self.thumbDiameter / 2
        return hi > lo ? lo...hi : frame.midX...frame.midX
    }

    /// The centre of the thumb for the current value, points.
    public var thumbCenter: Point {
        let travel = thumbTravel
        let fraction = (value - range.lowerBound) / (range.upperBound - range.lowerBound)
        return Point(x: travel.lowerBound + fraction * (travel.upperBound - travel.lowerBound), y: frame.midY)
    }

    /// The value under screen x `x` (points): clamped to the thumb's travel
    /// (the range's middle when the travel is a point).
    public func value(atX x: Double) -> Double {
        range.lowerBound + Self.fraction(atX: x, along: thumbTravel) * (range.upperBound - range.lowerBound)
    }

    /// Where screen x `x` (points) falls along `travel` (points), as a
    /// fraction 0…1: clamped to the ends, 0.5 when the travel is a point,
    /// 0 when `x` is not a number. The slider's mapping, for any control
    /// that draws its own track (the playground's tuning panel).
    public static func fraction(atX x: Double, along travel: ClosedRange<Double>) -> Double {
        let span = travel.upperBound - travel.lowerBound
        guard span > 0 else { return 0.5 }
        let f = (x - travel.lowerBound) / span
        return f.isNaN ? 0 : Swift.min(Swift.max(f, 0), 1)
    }

    /// Sets the value, clamped to the range; returns whether it changed.
    @discardableResult
    public mutating func set(_ newValue: Double) -> Bool {
        let v = Swift.min(Swift.max(newValue, range.lowerBound), range.upperBound)
        guard v != value else { return false }
        value = v
        return true
    }

    /// Follows a touch on the slider (see the type); returns whether the
    /// value changed. A touch other than `.began` while no touch holds the
    /// slider changes nothing.
    @discardableResult
    public mutating func follow(_ touch: TouchEvent) -> Bool {
        let p = touch.location
        switch touch.phase {
        case .began:
            valueAtTouchDown = value
            return set(value(atX: p.x))
        case .moved, .stationary:
            return isHeld && set(value(atX: p.x))
        case .ended:
            guard isHeld else { return false }
            valueAtTouchDown = nil
            return p.x.isFinite && p.y.isFinite && set(value(atX: p.x))
        case .cancelled:
            guard let start = valueAtTouchDown else { return false }
            valueAtTouchDown = nil
            return set(start)
        }
    }

    /// What a renderer draws, back to front, named `"<name>.label"`,
    /// `"<name>.track"`, `"<name>.fill"` and `"<name>.thumb"`: the caption
    /// (15 pt, light grey) across the strip's width, the 4 pt track, the
    /// filled part from the strip's left end to the thumb in `tint`, and
    /// the white thumb.
    public func layers(_ name: String, caption: String) -> [Layer] {
        let thumb = thumbCenter
        let d = Self.thumbDiameter
        return [
            .caption("\(name).label", frame: Rect(x: frame.minX, y: captionY - Self.captionHeight / 2, width: frame.width, height: Self.captionHeight),
                     text: caption, color: Color(red: 0.85, green: 0.85, blue: 0.85), fontSize: 15),
            Layer("\(name).track", frame: Rect(x: frame.minX, y: frame.midY - 2, width: frame.width, height: 4),
                  cornerRadius: 2, fill: Color(red: 0.3, green: 0.3, blue: 0.3)),
            Layer("\(name).fill", frame: Rect(x: frame.minX, y: frame.midY - 2, width: Swift.max(0, thumb.x - frame.minX), height: 4),
                  cornerRadius: 2, fill: tint),
            Layer("\(name).thumb", frame: Rect(center: thumb, width: d, height: d), cornerRadius: d / 2, fill: .white, shadow: true),
        ]
    }
}
