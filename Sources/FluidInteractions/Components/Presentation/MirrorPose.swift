import FluidPhysics

/// How a mirror element looks: the frame it fills, its corner radius, its
/// scale about its centre and its tint. A mirror stands in for a piece of
/// content during a transition (a list cell becoming a screen's header), so
/// its pose is interpolated between the pose of the source and the pose of
/// the destination.
///
/// As a `VectorArithmetic` value it is the frame's four numbers (points),
/// the radius (points), the scale (dimensionless) and the tint's four
/// linear-light components, so springs and interpolation act on all of them
/// at once. Frames dominate the magnitude (hundreds of points against
/// numbers below 1), which is what rest thresholds in points expect.
public struct MirrorPose: Hashable, Sendable {
    /// The untransformed frame, points.
    public var frame: Rect
    /// Corner radius, points.
    public var cornerRadius: Double
    /// Uniform scale about the frame's centre (1 = none).
    public var scale: Double
    /// The fill colour (linear light; see `Color`).
    public var tint: Color

    /// Creates a pose.
    public init(frame: Rect, cornerRadius: Double = 0, scale: Double = 1, tint: Color = .clear) {
        self.frame = frame
        self.cornerRadius = cornerRadius
        self.scale = scale
        self.tint = tint
    }

    /// The frame a renderer shows: `frame` scaled by `scale` about its centre, points.
    public var visibleFrame: Rect {
        let c = frame.center, w = frame.width * scale, h = frame.height * scale
        return Rect(x: c.x - w / 2, y: c.y - h / 2, width: w, height: h)
    }

    /// Whether every number of the pose is finite.
    public var isFinite: Bool {
        [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height, cornerRadius, scale,
         tint.linearRed, tint.linearGreen, tint.linearBlue, tint.alpha].allSatisfy { $0.isFinite }
    }
}

extension MirrorPose: VectorArithmetic {
    /// Every component 0 (an empty frame at the origin, radius 0, scale 0, clear).
    public static var zero: MirrorPose { MirrorPose(frame: .zero, cornerRadius: 0, scale: 0, tint: .zero) }

    /// Component-wise sum.
    public static func + (lhs: MirrorPose, rhs: MirrorPose) -> MirrorPose {
        MirrorPose(frame: lhs.frame + rhs.frame, cornerRadius: lhs.cornerRadius + rhs.cornerRadius,
                   scale: lhs.scale + rhs.scale, tint: lhs.tint + rhs.tint)
    }

    /// Component-wise difference.
    public static func - (lhs: MirrorPose, rhs: MirrorPose) -> MirrorPose {
        MirrorPose(frame: lhs.frame - rhs.frame, cornerRadius: lhs.cornerRadius - rhs.cornerRadius,
                   scale: lhs.scale - rhs.scale, tint: lhs.tint - rhs.tint)
    }

    /// Scales every component by `rhs`.
    public mutating func scale(by rhs: Double) {
        frame.scale(by: rhs)
        cornerRadius *= rhs
        scale *= rhs
        tint.scale(by: rhs)
    }

    /// The sum of the squared components.
    public var magnitudeSquared: Double {
        frame.magnitudeSquared + cornerRadius * cornerRadius + scale * scale + tint.magnitudeSquared
    }

    /// The quickest closing rate of any component, per second.
    public func closingRate(of velocity: MirrorPose) -> Double {
        Swift.max(frame.closingRate(of: velocity.frame), cornerRadius.closingRate(of: velocity.cornerRadius),
                  scale.closingRate(of: velocity.scale), tint.closingRate(of: velocity.tint))
    }
}
