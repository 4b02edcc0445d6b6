import FluidPhysics

/// Ready-to-paste code with the same motion as a spring, for each platform
/// a designer hands a spring to, and what each platform cannot express.
///
/// Every platform below solves the same equation m·x'' + c·x' + k·x = 0, so
/// the motion is the same whenever the numbers are carried exactly; the
/// notes say where a platform fixes the mass, maps duration and bounce
/// differently, or defines settling its own way, and how large the
/// difference is.
public struct SpringExport: Hashable, Sendable {
    /// The platform's key in `fluid spring --json` (`swiftui`, `uikit`, …).
    public var platform: String
    /// A readable name ("SwiftUI").
    public var name: String
    /// The code.
    public var code: String
    /// What is not exact, or nil when the export is exact.
    public var note: String?

    /// Creates an export.
    public init(platform: String, name: String, code: String, note: String? = nil) {
        self.platform = platform
        self.name = name
        self.code = code
        self.note = note
    }

    /// The platform keys, in the order `all(for:)` returns them.
    public static let platforms = ["swiftui", "uikit", "coreAnimation", "compose", "android", "flutter", "framer", "css"]

    /// Every export for a report (all eight platforms, in `platforms` order).
    public static func all(for report: SpringReport, cssMaxError: Double = 0.001, cssPoints: Int? = nil) -> [SpringExport] {
        [swiftUI(report), uiKit(report), coreAnimation(report), compose(report), android(report),
         flutter(report), framer(report), css(report, maxError: cssMaxError, points: cssPoints)]
    }

    private static func n(_ x: Double) -> String { DecimalFormat.format(x) }

    /// SwiftUI: `Spring(duration:bounce:)` and `.spring(response:dampingFraction:)`
    /// (iOS 17 and earlier); exact (SwiftUI's mapping is this project's).
    public static func swiftUI(_ r: SpringReport) -> SpringExport {
        let s = r.spring
        var code = "let spring = Spring(duration: \(n(s.duration)), bounce: \(n(s.bounce)))\n"
        code += "withAnimation(.spring(spring)) { /* change state */ }\n"
        code += "// iOS 13–16: .spring(response: \(n(s.response)), dampingFraction: \(n(s.dampingRatio)), blendDuration: 0)"
        if s.mass != 1 {
            code += "\n// physical form: Spring(mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), damping: \(n(s.damping)))"
        }
        if r.initialVelocity != 0 {
            code += "\n// initial velocity: pass \(n(r.initialVelocity)) (points/s) to a gesture-driven animation, e.g. .interpolatingSpring(duration: \(n(s.duration)), bounce: \(n(s.bounce)), initialVelocity: \(n(r.relativeVelocity)))"
        }
        return SpringExport(platform: "swiftui", name: "SwiftUI", code: code)
    }

    /// UIKit: `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`
    /// (exact) and `(dampingRatio:initialVelocity:)` with a property animator.
    public static func uiKit(_ r: SpringReport) -> SpringExport {
        let s = r.spring
        let v = n(r.relativeVelocity)
        var code = "let timing = UISpringTimingParameters(mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), damping: \(n(s.damping)),\n"
        code += "                                      initialVelocity: CGVector(dx: \(v), dy: \(v)))\n"
        code += "let animator = UIViewPropertyAnimator(duration: 0, timingParameters: timing)  // duration comes from the spring\n"
        code += "// iOS 17: UISpringTimingParameters(duration: \(n(s.duration)), bounce: \(n(s.bounce)), initialVelocity: CGVector(dx: \(v), dy: \(v)))\n"
        code += "// or: UIViewPropertyAnimator(duration: \(n(r.settlingDuration.isFinite ? r.settlingDuration : s.duration)), timingParameters: UISpringTimingParameters(dampingRatio: \(n(Swift.min(s.dampingRatio, 1))), initialVelocity: CGVector(dx: \(v), dy: \(v))))"
        let note = "The mass/stiffness/damping and duration/bounce forms are exact. The dampingRatio form lets UIKit choose the stiffness from the animator's duration (given here as the exact settling duration), so its speed is UIKit's estimate, not this spring's; UIKit also caps the damping ratio at 1 there."
        return SpringExport(platform: "uikit", name: "UIKit", code: code, note: note)
    }

    /// Core Animation: `CASpringAnimation` with mass, stiffness and damping,
    /// and its own `settlingDuration` as the duration.
    public static func coreAnimation(_ r: SpringReport) -> SpringExport {
        let s = r.spring
        var code = "let animation = CASpringAnimation(keyPath: \"position.y\")\n"
        code += "animation.mass = \(n(s.mass))\nanimation.stiffness = \(n(s.stiffness))\nanimation.damping = \(n(s.damping))\n"
        code += "animation.initialVelocity = \(n(r.relativeVelocity))  // relative to the distance, 1/s\n"
        code += "animation.duration = animation.settlingDuration  // exact here: \(r.settles ? n(r.settlingDuration) + " s" : "never settles")\n"
        code += "// iOS 17: CASpringAnimation(perceptualDuration: \(n(s.duration)), bounce: \(n(s.bounce)))"
        let note = "Core Animation's settlingDuration is its own estimate; the motion is exact, the end of the animation is CA's (cut the duration to the exact settling duration if the estimate is long)."
        return SpringExport(platform: "coreAnimation", name: "Core Animation", code: code, note: note)
    }

    /// Jetpack Compose: `spring(dampingRatio, stiffness)` with mass 1:
    /// exact, since dividing the equation by m keeps ζ and ω₀ (stiffness = ω₀²).
    public static func compose(_ r: SpringReport) -> SpringExport {
        let s = r.spring
        let w2 = s.naturalFrequency * s.naturalFrequency
        var code = "val spec = spring<Float>(dampingRatio = \(n(s.dampingRatio))f, stiffness = \(n(w2))f)\n"
        code += "animatable.animateTo(target, animationSpec = spec, initialVelocity = \(n(r.initialVelocity))f)  // units/s"
        let note = s.mass != 1 ? "Compose fixes the mass at 1: stiffness is k/m = ω₀², which gives the same motion." : nil
        return SpringExport(platform: "compose", name: "Jetpack Compose", code: code, note: note)
    }

    /// Android's `SpringForce` (dynamic animation): stiffness ω₀², damping ratio ζ.
    public static func android(_ r: SpringReport) -> SpringExport {
        let s = r.spring
        let w2 = s.naturalFrequency * s.naturalFrequency
        var code = "val force = SpringForce(finalPosition).setStiffness(\(n(w2))f).setDampingRatio(\(n(s.dampingRatio))f)\n"
        code += "SpringAnimation(view, DynamicAnimation.TRANSLATION_Y).setSpring(force).setStartVelocity(\(n(r.initialVelocity))f).start()"
        let note = "SpringForce has no mass (it is 1): stiffness is k/m = ω₀², the same motion. Its end is its own (value and velocity thresholds), not the exact settling duration."
        return SpringExport(platform: "android", name: "Android SpringForce", code: code, note: note)
    }

    /// Flutter's `SpringDescription` (exact) and `.withDampingRatio`.
    public static func flutter(_ r: SpringReport) -> SpringExport {
        let s = r.spring
        var code = "const spring = SpringDescription(mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), damping: \(n(s.damping)));\n"
        code += "final simulation = SpringSimulation(spring, start, end, \(n(r.initialVelocity)));  // velocity in units/s\n"
        code += "// or: SpringDescription.withDampingRatio(mass: \(n(s.mass)), stiffness: \(n(s.stiffness)), ratio: \(n(s.dampingRatio)))"
        let note = "Exact. (Flutter's critically damped solution was wrong before flutter#109675; use a current Flutter.)"
        return SpringExport(platform: "flutter", name: "Flutter", code: code, note: note)
    }

    /// framer-motion: the physics form (exact) and the visualDuration/bounce
    /// form, where framer maps k = (2π/(1.2·visualDuration))² and
    /// c = 2·clamp(1 − bounce, 0.05, 1)·√k with m = 1.
    public static func framer(_ r: SpringReport) -> SpringExport {
        let s = r.spring
        var code = "transition={{ type: \"spring\", stiffness: \(n(s.stiffness)), damping: \(n(s.damping)), mass: \(n(s.mass)), velocity: \(n(r.initialVelocity)) }}\n"
        let z = s.dampingRatio
        let exactVisual = z >= 0.05 && z <= 1
        let bounce = Swift.min(Swift.max(1 - z, 0), 0.95)
        code += "// or: transition={{ type: \"spring\", visualDuration: \(n(s.duration / 1.2)), bounce: \(n(bounce)) }}"
        var note: String? = nil
        if !exactVisual {
            // framer clamps the damping ratio to 0.05…1 in the visualDuration form.
            let clamped = Swift.min(Swift.max(z, 0.05), 1)
            let approx = Spring(response: s.response, dampingRatio: clamped)
            let error = maximumDifference(r, approx)
            note = "framer's visualDuration/bounce form clamps the damping ratio to 0.05…1 (this spring has ζ = \(n(z, 4))): that form differs by up to \(DecimalFormat.fixed(error * 100, places: 2)) % of the distance. The physics form is exact."
        }
        return SpringExport(platform: "framer", name: "framer-motion", code: code, note: note)
    }

    /// CSS `linear()` easing sampled from the unit curve, with its duration.
    public static func css(_ r: SpringReport, maxError: Double = 0.001, points: Int? = nil) -> SpringExport {
        let easing = CSSLinearEasing(report: r, maxError: maxError, points: points)
        var code = "transition: transform \(DecimalFormat.fixed(easing.duration, places: 3))s \(easing.value);"
        if !r.settles { code = "/* an undamped spring never settles: CSS needs an end; cut at 10 periods */\n" + code }
        let tolerance = maxError.isFinite && maxError > 0 ? maxError : 0.001
        let tail = DecimalFormat.format(Swift.min(r.epsilon, tolerance / 2), significantDigits: 3)
        let stricter = tolerance / 2 < r.epsilon
        let span = r.settles && stricter
            ? "\(DecimalFormat.fixed(easing.duration, places: 3)) s, the time the spring takes to settle within \(tail) of the distance: half the allowed deviation, a stricter bound than the settling time's, so the last point (exactly 1) is within it too; hence a longer duration than the settling time reported"
            : "\(DecimalFormat.fixed(easing.duration, places: 3)) s, the settling time"
        let note = "Sampled at \(easing.points.count) points over \(span). Largest deviation from the exact curve \(DecimalFormat.format(easing.maximumError, significantDigits: 3)) of the distance (required ≤ \(DecimalFormat.format(maxError, significantDigits: 3))). CSS cannot take an initial velocity other than the curve's own start."
        return SpringExport(platform: "css", name: "CSS linear()", code: code, note: note)
    }

    /// The largest |x₁(t) − x₂(t)| between the report's unit curve and
    /// another spring's (same relative velocity), over the settling time.
    static func maximumDifference(_ r: SpringReport, _ other: Spring) -> Double {
        let a = r.unitCurve, b = other.unitCurve(initialVelocity: r.relativeVelocity)
        let end = Swift.max(r.settles ? r.settlingDuration : 10 * r.spring.duration, b.settlingDuration())
        var worst = 0.0
        for i in 0...2000 {
            let t = end * Double(i) / 2000
            worst = Swift.max(worst, Swift.abs(a.progress(at: t) - b.progress(at: t)))
        }
        return worst
    }

    private static func n(_ x: Double, _ digits: Int) -> String { DecimalFormat.format(x, significantDigits: digits) }
}
