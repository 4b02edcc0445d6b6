import ArgumentParser
import FluidDesign
import FluidPhysics

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
        var spec = SpringSpecification()
        spec.preset = preset
        spec.duration = duration
        spec.bounce = bounce
        spec.extraBounce = extraBounce
        spec.response = response
        spec.dampingRatio = dampingRatio
        spec.mass = mass
        spec.stiffness = stiffness
        spec.damping = damping
        spec.settlingDuration = settlingDuration
        spec.epsilon = epsilon
        return spec
    }
}

/// The spec's spring, its error as a one-line `CLIError` (exit 2).
func cliSpring(_ specification: SpringSpecification) throws -> Spring {
    do {
        return try specification.spring()
    } catch {
        throw CLIError(error.message)
    }
}
