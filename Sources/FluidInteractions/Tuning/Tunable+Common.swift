import FluidGestures
import FluidPhysics

extension Tunable {
    /// A deceleration rate: the fraction of its velocity a flicked value
    /// keeps per millisecond (UIScrollView's `.normal` 0.998 and `.fast`
    /// 0.99), for a glide or a projection, tuned between 0.99 and 0.999 by
    /// default. λ = −1000·ln r per second, so 0.99 stops about ten times
    /// sooner than 0.999.
    public static func decelerationRate(_ name: String, default rate: DecelerationRate = .normal,
                                        range: ClosedRange<Double> = 0.99...0.999, summary: String) -> Tunable {
        .number(name, default: rate.rawValue, range: range, unit: "per ms", summary: summary)
    }

    /// The rubber band's constant c (unitless, UIScrollView's 0.55 by
    /// default), 0.1…1: the stretch x·d·c/(d + c·x) of a pull x past an end
    /// of a view of dimension d grows with it.
    public static func rubberBandConstant(_ name: String = "rubberBandConstant", summary: String) -> Tunable {
        .number(name, default: RubberBand.defaultConstant, range: 0.1...1, summary: summary)
    }

    /// How far a touch held on a control may stray beyond it and still be
    /// inside, points, 0…200 (UIKit's 70 by default,
    /// `ControlTracker.defaultTrackingExpansion`): the expansion a
    /// `ControlTracker` tracks with.
    public static func trackingExpansion(_ name: String = "trackingExpansion", summary: String) -> Tunable {
        .number(name, default: ControlTracker.defaultTrackingExpansion, range: 0...200, unit: "pt", summary: summary)
    }

    /// How far a touch may travel and still be a tap, points, 0…60.
    public static func tapSlop(_ name: String = "tapSlop", default slop: Double, summary: String) -> Tunable {
        .number(name, default: slop, range: 0...60, unit: "pt", summary: summary)
    }
}

extension Tuning {
    /// The deceleration rate in force for a `Tunable.decelerationRate`
    /// tunable: the fraction of its velocity a flicked value keeps per
    /// millisecond (λ = −1000·ln r per second).
    public func decelerationRate(_ tunable: Tunable) -> DecelerationRate {
        DecelerationRate(rawValue: number(tunable))
    }
}
