import ArgumentParser
import FluidPhysics

/// The ways to name one spring on the command line, shared by `fluid spring`
/// and `fluid plot`: exactly one parameterisation, or a preset.
///
///     --duration D [--bounce B]                 perceptual duration (s) and bounce (−1…1)
///     --response R --damping-ratio Z            UIKit / WWDC18 design parameters
///     [--mass M] --stiffness K --damping C      physics (mass 1 by default)
///     --settling-duration S --damping-ratio Z   exact settling time (to --epsilon of the distance)
///     smooth | snappy | bouncy [--duration D] [--extra-bounce X]
struct SpringSpecification: Hashable {
    var preset: String?
    var duration: Double?
    var bounce: Double?
    var extraBounce: Double?
    var response: Double?
    var dampingRatio: Double?
    var mass: Double?
    var stiffness: Double?
    var damping: Double?
    var settlingDuration: Double?
    var epsilon: Double = 0.001

    /// The spring, or a one-line error naming the flag and the rule.
    func spring() throws -> Spring {
        func given(_ pairs: [(String, Double?)]) -> [String] { pairs.compactMap { $0.1 == nil ? nil : $0.0 } }
        for (flag, value) in [("--duration", duration), ("--bounce", bounce), ("--extra-bounce", extraBounce),
                              ("--response", response), ("--damping-ratio", dampingRatio), ("--mass", mass),
                              ("--stiffness", stiffness), ("--damping", damping), ("--settling-duration", settlingDuration)] {
            if let value, !value.isFinite { throw CLIError("\(flag): must be a finite number (got \(value))") }
        }
        guard epsilon.isFinite, epsilon > 0, epsilon < 1 else {
            throw CLIError("--epsilon: must be a fraction of the distance between 0 and 1, exclusive (got \(epsilon))")
        }
        if let preset {
            let others = given([("--bounce", bounce), ("--response", response), ("--damping-ratio", dampingRatio),
                                ("--mass", mass), ("--stiffness", stiffness), ("--damping", damping),
                                ("--settling-duration", settlingDuration)])
            if let other = others.first {
                throw CLIError("\(other): cannot be combined with the preset '\(preset)' (a preset takes only --duration and --extra-bounce)")
            }
            let base: Double
            switch preset {
            case "smooth": base = 0
            case "snappy": base = 0.15
            case "bouncy": base = 0.3
            default: throw CLIError("unknown preset '\(preset)' (the presets are smooth, snappy and bouncy)")
            }
            return try validated { try Spring.validated(duration: duration ?? 0.5, bounce: base + (extraBounce ?? 0)) }
        }
        if extraBounce != nil { throw CLIError("--extra-bounce: only goes with a preset (smooth, snappy, bouncy)") }
        var groups: [String] = []
        if duration != nil || bounce != nil { groups.append("--duration/--bounce") }
        if response != nil { groups.append("--response/--damping-ratio") }
        if stiffness != nil || damping != nil || mass != nil { groups.append("--mass/--stiffness/--damping") }
        if settlingDuration != nil { groups.append("--settling-duration/--damping-ratio") }
        if groups.count > 1 {
            throw CLIError("\(groups[0]) and \(groups[1]) are two parameterisations: give exactly one")
        }
        guard let group = groups.first else {
            if dampingRatio != nil {
                throw CLIError("--damping-ratio: needs --response or --settling-duration")
            }
            throw CLIError("no spring given: use --duration D [--bounce B], --response R --damping-ratio Z, "
                           + "--stiffness K --damping C [--mass M], --settling-duration S --damping-ratio Z, or a preset (smooth, snappy, bouncy)")
        }
        switch group {
        case "--duration/--bounce":
            if dampingRatio != nil { throw CLIError("--damping-ratio: cannot be combined with --duration/--bounce (use --response)") }
            guard let duration else { throw CLIError("--bounce: needs --duration") }
            return try validated { try Spring.validated(duration: duration, bounce: bounce ?? 0) }
        case "--response/--damping-ratio":
            guard let dampingRatio else { throw CLIError("--response: needs --damping-ratio") }
            return try validated { try Spring.validated(response: response ?? 0, dampingRatio: dampingRatio) }
        case "--mass/--stiffness/--damping":
            if dampingRatio != nil { throw CLIError("--damping-ratio: cannot be combined with --stiffness/--damping") }
            guard let stiffness else { throw CLIError("--damping: needs --stiffness (and --mass, 1 by default)") }
            guard let damping else { throw CLIError("--stiffness: needs --damping") }
            return try validated { try Spring.validated(mass: mass ?? 1, stiffness: stiffness, damping: damping) }
        default:
            guard let dampingRatio else { throw CLIError("--settling-duration: needs --damping-ratio") }
            return try validated {
                try Spring.validated(settlingDuration: settlingDuration ?? 0, dampingRatio: dampingRatio, epsilon: epsilon)
            }
        }
    }

    /// Runs a validating builder, turning its error into `--flag: rule (got x)`.
    private func validated(_ make: () throws -> Spring) throws -> Spring {
        do {
            return try make()
        } catch let error as ParameterError {
            let flag = "--" + error.parameter.reduce(into: "") { text, c in
                if c.isUppercase { text += "-" + c.lowercased() } else { text.append(c) }
            }
            throw CLIError("\(flag): \(error.description.drop(while: { $0 != " " }).dropFirst())")
        }
    }
}

/// The spring flags as ArgumentParser options (`@OptionGroup`).
struct SpringOptions: ParsableArguments {
    @Argument(help: ArgumentHelp("A preset instead of the numbers: smooth, snappy or bouncy.", valueName: "preset"))
    var preset: String?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Perceptual duration, seconds (with --bounce, or a preset's duration).", valueName: "s"))
    var duration: Double?
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Bounce, −1 (flattened) … 0 (smooth) … 1 (never settles).", valueName: "b"))
    var bounce: Double?
    @Option(name: .customLong("extra-bounce"), parsing: .unconditional, help: ArgumentHelp("Bounce added to a preset's.", valueName: "b"))
    var extraBounce: Double?
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Response (the undamped period), seconds; with --damping-ratio.", valueName: "s"))
    var response: Double?
    @Option(name: .customLong("damping-ratio"), parsing: .unconditional, help: ArgumentHelp("Damping ratio ζ (1 = critical, < 1 bounces, > 1 over-damped).", valueName: "z"))
    var dampingRatio: Double?
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Mass (default 1), with --stiffness and --damping.", valueName: "m"))
    var mass: Double?
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Stiffness k, mass/s².", valueName: "k"))
    var stiffness: Double?
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Damping c, mass/s.", valueName: "c"))
    var damping: Double?
    @Option(name: .customLong("settling-duration"), parsing: .unconditional, help: ArgumentHelp("Exact settling time, seconds; with --damping-ratio.", valueName: "s"))
    var settlingDuration: Double?
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Settling band as a fraction of the distance (default 0.001).", valueName: "e"))
    var epsilon: Double = 0.001

    var specification: SpringSpecification {
        SpringSpecification(preset: preset, duration: duration, bounce: bounce, extraBounce: extraBounce, response: response,
                            dampingRatio: dampingRatio, mass: mass, stiffness: stiffness, damping: damping,
                            settlingDuration: settlingDuration, epsilon: epsilon)
    }
}
