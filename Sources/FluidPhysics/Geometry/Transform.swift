import RealModule

/// A 2-D transform kept as its parts: scale, then rotation, then translation.
///
/// Applied to a point p (about the layer's anchor):
///
///     p' = R(rotation) · S(scaleX, scaleY) · p + translation
///
/// Animating the parts instead of the six numbers of an affine matrix is what
/// keeps a shape rigid mid-flight: interpolating matrix entries between two
/// rotations shrinks and shears the shape on the way (halfway between 0° and
/// 180° the matrix is all zeros). Here the rotation turns, the scale grows and
/// the translation slides, independently, and never shear.
///
/// `nearestEquivalent(to:)` adds whole turns to the rotation so that an
/// animation toward a transform turns by at most half a turn, as a matrix
/// animation would.
@frozen
public struct Transform: Hashable, Sendable {
    /// Translation, points.
    public var translation: Vector
    /// Horizontal scale factor (1 = unchanged).
    public var scaleX: Double
    /// Vertical scale factor (1 = unchanged).
    public var scaleY: Double
    /// Rotation, counter-clockwise in a y-up frame (clockwise on a y-down screen).
    public var rotation: Angle

    /// Creates a transform from its parts.
    @inlinable
    public init(translation: Vector = .zero, scaleX: Double = 1, scaleY: Double = 1, rotation: Angle = .zero) {
        self.translation = translation
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.rotation = rotation
    }

    /// The transform that changes nothing.
    public static let identity = Transform()

    /// A pure translation.
    @inlinable
    public static func translation(dx: Double, dy: Double) -> Transform {
        Transform(translation: Vector(dx: dx, dy: dy))
    }

    /// A pure uniform or non-uniform scale.
    @inlinable
    public static func scale(_ x: Double, _ y: Double? = nil) -> Transform {
        Transform(scaleX: x, scaleY: y ?? x)
    }

    /// A pure rotation.
    @inlinable
    public static func rotation(_ angle: Angle) -> Transform { Transform(rotation: angle) }

    /// The affine matrix (a, b, c, d, tx, ty) in CoreGraphics' convention,
    /// p' = (a·x + c·y + tx, b·x + d·y + ty):
    ///
    ///     a = sx·cos θ   b = sx·sin θ   c = −sy·sin θ   d = sy·cos θ
    public var affineMatrix: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        let cs = Double.cos(rotation.radians), sn = Double.sin(rotation.radians)
        return (scaleX * cs, scaleX * sn, -scaleY * sn, scaleY * cs, translation.dx, translation.dy)
    }

    /// Applies the transform to `point`.
    public func apply(to point: Point) -> Point {
        let m = affineMatrix
        return Point(x: m.a * point.x + m.c * point.y + m.tx, y: m.b * point.x + m.d * point.y + m.ty)
    }

    /// Decomposes an affine matrix into translation, rotation and scale.
    ///
    /// The first column gives scaleX and the rotation (θ = atan2(b, a),
    /// sx = √(a² + b²)); scaleY is the determinant over sx, so a mirrored matrix
    /// gets a negative scaleY. Any shear in the matrix is dropped (it cannot be
    /// represented); a matrix with a zero first column decomposes with θ = 0.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        let sx = Vector(dx: a, dy: b).length
        let theta = sx > 0 ? Double.atan2(y: b, x: a) : 0
        let det = a * d - b * c
        let sy = sx > 0 ? det / sx : Vector(dx: c, dy: d).length
        self.init(translation: Vector(dx: tx, dy: ty), scaleX: sx, scaleY: sy, rotation: Angle(radians: theta))
    }
}

extension Transform: VectorArithmetic {
    /// All parts zero (scale 0: this is the additive zero, not `identity`).
    @inlinable
    public static var zero: Transform {
        Transform(translation: .zero, scaleX: 0, scaleY: 0, rotation: .zero)
    }

    /// Part-wise sum.
    @inlinable
    public static func + (lhs: Transform, rhs: Transform) -> Transform {
        Transform(translation: lhs.translation + rhs.translation, scaleX: lhs.scaleX + rhs.scaleX,
                  scaleY: lhs.scaleY + rhs.scaleY, rotation: lhs.rotation + rhs.rotation)
    }

    /// Part-wise difference.
    @inlinable
    public static func - (lhs: Transform, rhs: Transform) -> Transform {
        Transform(translation: lhs.translation - rhs.translation, scaleX: lhs.scaleX - rhs.scaleX,
                  scaleY: lhs.scaleY - rhs.scaleY, rotation: lhs.rotation - rhs.rotation)
    }

    /// Scales every part by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) {
        translation.scale(by: rhs)
        scaleX *= rhs
        scaleY *= rhs
        rotation.scale(by: rhs)
    }

    /// |translation|² + scaleX² + scaleY² + rotation².
    @inlinable
    public var magnitudeSquared: Double {
        translation.magnitudeSquared + scaleX * scaleX + scaleY * scaleY + rotation.magnitudeSquared
    }

    /// The quickest closing rate of the translation's, scales' and
    /// rotation's components, per second.
    @inlinable
    public func closingRate(of velocity: Transform) -> Double {
        Swift.max(translation.closingRate(of: velocity.translation), scaleX.closingRate(of: velocity.scaleX),
                  scaleY.closingRate(of: velocity.scaleY), rotation.closingRate(of: velocity.rotation))
    }

    /// The same transform with whole turns added to its rotation so that it is
    /// within half a turn of `reference.rotation`: an animation toward it takes
    /// the short way round.
    @inlinable
    public func nearestEquivalent(to reference: Transform) -> Transform {
        var copy = self
        copy.rotation = reference.rotation + reference.rotation.shortestDelta(to: rotation)
        return copy
    }
}
