import FluidPhysics
import RealModule

// Reference kernels: what stepping N springs costs with nothing but arrays
// of doubles, so the runtime's cost can be reported as a ratio to them.
// Every kernel animates `Point`s (two components), like the runtime scenes.

/// Random springs, targets and a deterministic generator shared by the
/// kernels and the runtime scenes, so that both step the same springs.
public struct SceneRandom: Sendable {
    private var state: UInt64

    /// A generator with a fixed seed.
    public init(seed: UInt64 = 0x9E37_79B9_7F4A_7C15) { state = seed }

    /// A uniform number in 0..<1.
    public mutating func next() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 11) / Double(UInt64(1) << 53)
    }

    /// `count` under-damped springs slow enough that none settles within
    /// 40 s (perceptual duration 40…60 s, bounce 0.05…0.35), all distinct.
    public static func springs(_ count: Int) -> [Spring] {
        var g = SceneRandom()
        return (0..<count).map { _ in Spring(duration: 40 + 20 * g.next(), bounce: 0.05 + 0.3 * g.next()) }
    }

    /// `count` targets in the square from (200, 200) to (1000, 1000), for
    /// motions that start at the origin: at least 283 points away, so that
    /// none of `springs` comes to rest (0.5 points) within 40 s — its
    /// envelope falls by at most e^(−0.15·40) ≈ 1/400. (Targets nearer the
    /// origin made a spring or two settle just before 33 s, and the runtime
    /// benchmark's check that all still run failed now and then.)
    public static func targets(_ count: Int) -> [Point] {
        var g = SceneRandom(seed: 42)
        return (0..<count).map { _ in Point(x: 200 + 800 * g.next(), y: 200 + 800 * g.next()) }
    }
}

/// The memory-bandwidth limit: N springs as a structure of arrays (x, y,
/// vx, vy, target x, target y and the four propagator coefficients of each
/// spring for the frame interval), one exact 2×2 step per spring per frame.
public final class ExactStepKernel {
    var x, y, vx, vy, tx, ty, a, b, c, d: [Double]

    /// N springs at rest at the origin, pulled toward `targets`, stepped by `interval` seconds.
    public init(springs: [Spring], targets: [Point], interval: Double) {
        let n = springs.count
        x = .init(repeating: 0, count: n); y = .init(repeating: 0, count: n)
        vx = .init(repeating: 0, count: n); vy = .init(repeating: 0, count: n)
        tx = targets.map(\.x); ty = targets.map(\.y)
        let p = springs.map { $0.propagator(time: interval) }
        a = p.map(\.a); b = p.map(\.b); c = p.map(\.c); d = p.map(\.d)
    }

    /// One frame: every spring advanced by the interval.
    public func step() {
        let n = x.count
        x.withUnsafeMutableBufferPointer { x in
        y.withUnsafeMutableBufferPointer { y in
        vx.withUnsafeMutableBufferPointer { vx in
        vy.withUnsafeMutableBufferPointer { vy in
        tx.withUnsafeBufferPointer { tx in
        ty.withUnsafeBufferPointer { ty in
        a.withUnsafeBufferPointer { a in
        b.withUnsafeBufferPointer { b in
        c.withUnsafeBufferPointer { c in
        d.withUnsafeBufferPointer { d in
            for i in 0..<n {
                let dx = x[i] - tx[i], dy = y[i] - ty[i]
                let ux = vx[i], uy = vy[i]
                x[i] = tx[i] + (a[i] * dx + b[i] * ux)
                y[i] = ty[i] + (a[i] * dy + b[i] * uy)
                vx[i] = c[i] * dx + d[i] * ux
                vy[i] = c[i] * dy + d[i] * uy
            }
        }}}}}}}}}}
    }

    /// A checksum, so the optimiser cannot drop the work.
    public var checksum: Double { x.reduce(0, +) + vy.reduce(0, +) }
}

/// The textbook closed form of an under-damped spring, evaluated from the
/// start at every frame: x(t) = target + e^(−αt)·(A·cos ω_d t + B·sin ω_d t),
/// and its derivative — an exp, a sin and a cos per spring per frame.
public final class ClosedFormKernel {
    var tx, ty, ax, ay, bx, by, alpha, wd: [Double]
    var x, y, vx, vy: [Double]

    /// N springs starting at rest at the origin (all must be under-damped).
    public init(springs: [Spring], targets: [Point]) {
        tx = targets.map(\.x); ty = targets.map(\.y)
        alpha = springs.map { $0.dampingRatio * $0.naturalFrequency }
        wd = springs.map { $0.naturalFrequency * ((1 - $0.dampingRatio) * (1 + $0.dampingRatio)).squareRoot() }
        // x(0) = 0: A = −target; v(0) = 0: −αA + ω_d·B = 0.
        ax = tx.map { -$0 }; ay = ty.map { -$0 }
        bx = zip(ax, zip(alpha, wd)).map { $0 * $1.0 / $1.1 }
        by = zip(ay, zip(alpha, wd)).map { $0 * $1.0 / $1.1 }
        let n = springs.count
        x = .init(repeating: 0, count: n); y = .init(repeating: 0, count: n)
        vx = .init(repeating: 0, count: n); vy = .init(repeating: 0, count: n)
    }

    /// Evaluates every spring at `time` seconds after its start.
    public func evaluate(at time: Double) {
        let n = tx.count
        x.withUnsafeMutableBufferPointer { x in
        y.withUnsafeMutableBufferPointer { y in
        vx.withUnsafeMutableBufferPointer { vx in
        vy.withUnsafeMutableBufferPointer { vy in
        tx.withUnsafeBufferPointer { tx in
        ty.withUnsafeBufferPointer { ty in
        ax.withUnsafeBufferPointer { ax in
        ay.withUnsafeBufferPointer { ay in
        bx.withUnsafeBufferPointer { bx in
        by.withUnsafeBufferPointer { by in
        alpha.withUnsafeBufferPointer { alpha in
        wd.withUnsafeBufferPointer { wd in
            for i in 0..<n {
                let e = Double.exp(-alpha[i] * time)
                let cs = Double.cos(wd[i] * time), sn = Double.sin(wd[i] * time)
                let ex = ax[i] * cs + bx[i] * sn, ey = ay[i] * cs + by[i] * sn
                x[i] = tx[i] + e * ex
                y[i] = ty[i] + e * ey
                vx[i] = e * (-alpha[i] * ex + wd[i] * (bx[i] * cs - ax[i] * sn))
                vy[i] = e * (-alpha[i] * ey + wd[i] * (by[i] * cs - ay[i] * sn))
            }
        }}}}}}}}}}}}
    }

    /// A checksum, so the optimiser cannot drop the work.
    public var checksum: Double { x.reduce(0, +) + vy.reduce(0, +) }

    /// One spring's value and velocity at `time` by the textbook formula:
    /// the cost `Spring.update` with a varying interval is compared with.
    @inline(never)
    public static func value(of spring: Spring, from start: Point, to target: Point, at time: Double) -> (Point, Point) {
        let alpha = spring.dampingRatio * spring.naturalFrequency
        let wd = spring.naturalFrequency * ((1 - spring.dampingRatio) * (1 + spring.dampingRatio)).squareRoot()
        let a = Point(x: start.x - target.x, y: start.y - target.y)
        let b = Point(x: a.x * alpha / wd, y: a.y * alpha / wd)
        let e = Double.exp(-alpha * time)
        let cs = Double.cos(wd * time), sn = Double.sin(wd * time)
        let ex = a.x * cs + b.x * sn, ey = a.y * cs + b.y * sn
        return (Point(x: target.x + e * ex, y: target.y + e * ey),
                Point(x: e * (-alpha * ex + wd * (b.x * cs - a.x * sn)), y: e * (-alpha * ey + wd * (b.y * cs - a.y * sn))))
    }
}

/// Semi-implicit (symplectic) Euler, the step most animation libraries
/// take: v += (−k·(x − target) − c·v)·Δt, then x += v·Δt. Cheap, but only
/// first-order accurate and frame-rate dependent.
public final class EulerKernel {
    var x, y, vx, vy, tx, ty, k, c: [Double]

    /// N springs at rest at the origin, pulled toward `targets`.
    public init(springs: [Spring], targets: [Point]) {
        let n = springs.count
        x = .init(repeating: 0, count: n); y = .init(repeating: 0, count: n)
        vx = .init(repeating: 0, count: n); vy = .init(repeating: 0, count: n)
        tx = targets.map(\.x); ty = targets.map(\.y)
        k = springs.map { $0.stiffness / $0.mass }; c = springs.map { $0.damping / $0.mass }
    }

    /// One frame of `interval` seconds.
    public func step(_ interval: Double) {
        let n = x.count
        x.withUnsafeMutableBufferPointer { x in
        y.withUnsafeMutableBufferPointer { y in
        vx.withUnsafeMutableBufferPointer { vx in
        vy.withUnsafeMutableBufferPointer { vy in
        tx.withUnsafeBufferPointer { tx in
        ty.withUnsafeBufferPointer { ty in
        k.withUnsafeBufferPointer { k in
        c.withUnsafeBufferPointer { c in
            for i in 0..<n {
                vx[i] += (-k[i] * (x[i] - tx[i]) - c[i] * vx[i]) * interval
                vy[i] += (-k[i] * (y[i] - ty[i]) - c[i] * vy[i]) * interval
                x[i] += vx[i] * interval
                y[i] += vy[i] * interval
            }
        }}}}}}}}
    }

    /// A checksum, so the optimiser cannot drop the work.
    public var checksum: Double { x.reduce(0, +) + vy.reduce(0, +) }
}
