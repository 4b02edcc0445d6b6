import RealModule

extension Rect {
    /// Whether `point` lies inside or on the edge of the rectangle turned
    /// by `angle` about its centre (positive clockwise on screen, y down):
    /// the point's offset (dx, dy) from the centre, turned back by the
    /// angle — x = dx·cos θ + dy·sin θ, y = −dx·sin θ + dy·cos θ — lies
    /// within half the width and half the height, points. A square a
    /// finger twists is hit where it is drawn, not where it was.
    public func contains(_ point: Point, turnedBy angle: Angle) -> Bool {
        let d = center.offset(to: point)
        let c = Double.cos(angle.radians), s = Double.sin(angle.radians)
        let x = d.dx * c + d.dy * s, y = -d.dx * s + d.dy * c
        return Swift.abs(x) <= width / 2 && Swift.abs(y) <= height / 2
    }
}
