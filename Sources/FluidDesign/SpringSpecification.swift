import FluidPhysics

/// Why a spring specification names no spring (one line: the flag and the rule).
public struct SpringSpecificationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message, e.g. `--bounce: must be greater than -1 and at most 1 (got 2.0)`.
    public var message: String
    /// Creates an error.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}

/// The ways to name one spring on the command line, shared by `fluid spring`
/// and `fluid plot`: exactly one parameterisation, or a preset.
///
///     --duration D [--bounce B]                 perceptual duration (s) and bounce (−1…1)
///     --response R --damping-ratio Z            UIKit / WWDC18 design parameters
///     [--mass M] --stiffness K --damping C      physics (mass 1 by default)
///     --settling-duration S --damping-ratio Z   exact settling time (to --epsilon of the distance)
///     smooth | snappy | bouncy [--duration D] [--extra-bounce X]
public struct SpringSpecification: Hashable, Sendable {
    /// See the type.
    public var preset: String?
    /// See the type.
    public var duration: Double?
    /// See the type.
    public var bounce: Double?
    /// See the type.
    public var extraBounce: Double?
    /// See the type.
    public var response: Double?
    /// See the type.
    public var dampingRatio: Double?
    /// See the type.
    public var mass: Double?
    /// See the type.
    public var stiffness: Double?
    /// See the type.
    public var damping: Double?
    /// See the type.
    public var settlingDuration: Double?
    /// See the type.
    public var epsilon: Double = 0.001

    /// A specification with nothing given yet.
    public init() {}

    /// The spring, or a `SpringSpecificationError` naming the flag and the rule.
    public func spring() throws(SpringSpecificationError) -> Spring {
        func given(_ pairs: [(String, Double?)]) -> [String] { pairs.compactMap { $0.1 == nil ? nil : $0.0 } }
        for (flag, value) in [("--duration", duration), ("--bounce", bounce), ("--extra-bounce", extraBounce),
                              ("--response", response), ("--damping-ratio", dampingRatio), ("--mass", mass),
                              ("--stiffness", stiffness), ("--damping", damping), ("--settling-duration", settlingDuration)] {
            if let value, !value.isFinite { throw SpringSpecificationError("\(flag): must be a finite number (got \(value))") }
        }
        guard epsilon.isFinite, epsilon > 0, epsilon < 1 else {
            throw SpringSpecificationError("--epsilon: must be a fraction of the distance between 0 and 1, exclusive (got \(epsilon))")
        }
        if let preset {
            let others = given([("--bounce", bounce), ("--response", response), ("--damping-ratio", dampingRatio),
                                ("--mass", mass), ("--stiffness", stiffness), ("--damping", damping),
                                ("--settling-duration", settlingDuration)])
            if let other = others.first {
                throw SpringSpecificationError("\(other): cannot be combined with the preset '\(preset)' (a preset takes only --duration and --extra-bounce)")
            }
            let base: Double
            switch preset {
            case "smooth": base = 0
            case "snappy": base = 0.15
            case "bouncy": base = 0.3
            default: throw SpringSpecificationError("unknown preset '\(preset)' (the presets are smooth, snappy and bouncy)")
            }
            return try validated { () throws(ParameterError) -> Spring in try Spring.validated(duration: duration ?? 0.5, bounce: base + (extraBounce ?? 0)) }
        }
        if extraBounce != nil { throw SpringSpecificationError("--extra-bounce: only goes with a preset (smooth, snappy, bouncy)") }
        var groups: [String] = []
        if duration != nil || bounce != nil { groups.append("--duration/--bounce") }
        if response != nil { groups.append("--response/--damping-ratio") }
        if stiffness != nil || damping != nil || mass != nil { groups.append("--mass/--stiffness/--damping") }
        if settlingDuration != nil { groups.append("--settling-duration/--damping-ratio") }
        if groups.count > 1 {
            throw SpringSpecificationError("\(groups[0]) and \(groups[1]) are two parameterisations: give exactly one")
        }
        guard let group = groups.first else {
            if dampingRatio != nil {
                throw SpringSpecificationError("--damping-ratio: needs --response or --settling-duration")
            }
            throw SpringSpecificationError("no spring given: use --duration D [--bounce B], --response R --damping-ratio Z, "
                           + "--stiffness K --damping C [--mass M], --settling-duration S --damping-ratio Z, or a preset (smooth, snappy, bouncy)")
        }
        switch group {
        case "--duration/--bounce":
            if dampingRatio != nil { throw SpringSpecificationError("--damping-ratio: cannot be combined with --duration/--bounce (use --response)") }
            guard let duration else { throw SpringSpecificationError("--bounce: needs --duration") }
            return try validated { () throws(ParameterError) -> Spring in try Spring.validated(duration: duration, bounce: bounce ?? 0) }
        case "--response/--damping-ratio":
            guard let dampingRatio else { throw SpringSpecificationError("--response: needs --damping-ratio") }
            return try validated { () throws(ParameterError) -> Spring in try Spring.validated(response: response ?? 0, dampingRatio: dampingRatio) }
        case "--mass/--stiffness/--damping":
            if dampingRatio != nil { throw SpringSpecificationError("--damping-ratio: cannot be combined with --stiffness/--damping") }
            guard let stiffness else { throw SpringSpecificationError("--damping: needs --stiffness (and --mass, 1 by default)") }
            guard let damping else { throw SpringSpecificationError("--stiffness: needs --damping") }
            return try validated { () throws(ParameterError) -> Spring in try Spring.validated(mass: mass ?? 1, stiffness: stiffness, damping: damping) }
        default:
            guard let dampingRatio else { throw SpringSpecificationError("--settling-duration: needs --damping-ratio") }
            return try validated { () throws(ParameterError) -> Spring in
                try Spring.validated(settlingDuration: settlingDuration ?? 0, dampingRatio: dampingRatio, epsilon: epsilon)
            }
        }
    }

    /// Runs a validating builder, turning its error into `--flag: rule (got x)`.
    private func validated(_ make: () throws(ParameterError) -> Spring) throws(SpringSpecificationError) -> Spring {
        do {
            return try make()
        } catch {
            let flag = "--" + error.parameter.reduce(into: "") { text, c in
                if c.isUppercase { text += "-" + c.lowercased() } else { text.append(c) }
            }
            throw SpringSpecificationError("\(flag): \(error.description.drop(while: { $0 != " " }).dropFirst())")
        }
    }
}

extension SpringSpecification {
    /// A specification from `"key=value,…"` text (the keys of `fluid spring`
    /// without dashes: duration, bounce, response, damping-ratio, mass,
    /// stiffness, damping, settling-duration, epsilon, preset, extra-bounce);
    /// errors are prefixed with `place`.
    public init(parsing text: String, place: String) throws(SpringSpecificationError) {
        self.init()
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.filter { $0 != " " } }
            guard pair.count == 2, !pair[0].isEmpty else { throw SpringSpecificationError("\(place): '\(part)' is not key=value") }
            let key = pair[0], value = pair[1]
            if key == "preset" { preset = value; continue }
            guard let number = Double(value), number.isFinite else {
                throw SpringSpecificationError("\(place): \(key) must be a finite number (got '\(value)')")
            }
            switch key {
            case "duration": duration = number
            case "bounce": bounce = number
            case "extra-bounce", "extraBounce": extraBounce = number
            case "response": response = number
            case "damping-ratio", "dampingRatio": dampingRatio = number
            case "mass": mass = number
            case "stiffness": stiffness = number
            case "damping": damping = number
            case "settling-duration", "settlingDuration": settlingDuration = number
            case "epsilon": epsilon = number
            default:
                throw SpringSpecificationError("\(place): unknown key '\(key)' (duration, bounce, response, damping-ratio, mass, stiffness, damping, settling-duration, epsilon, preset, extra-bounce)")
            }
        }
        do {
            _ = try spring()
        } catch {
            throw SpringSpecificationError("\(place): \(error.message)")
        }
    }
}
