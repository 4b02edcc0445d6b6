import ArgumentParser
import FluidDesign
import FluidInteractions
import FluidPhysics
import FluidScripting

/// `fluid decay` / `fluid project`: where a flick comes to rest.
struct DecayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decay",
        abstract: "Where a flick comes to rest: projection, duration, and the flick that lands on a point.",
        discussion: """
            A flick slows down like a scroll view: v(t) = v·r^(1000t) for a deceleration rate r \
            per millisecond (normal 0.998, fast 0.99, or any number between 0 and 1). It prints \
            the distance it glides with both projection formulas side by side (the exact \
            integral −v/(1000·ln r) and WWDC18's (v/1000)·r/(1−r)), how long until it is \
            slower than --threshold, where it lands from --from, and with --land-at the \
            velocity that lands exactly there (snapped to a --grid of pixels if given).

            Examples:
              fluid decay --velocity 2000
              fluid project --velocity -1500 --rate fast --from 600
              fluid decay --velocity 1200 --from 100 --land-at 700
              fluid decay --velocity 800 --grid 0.3333333 --json
            """,
        aliases: ["project"]
    )

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The flick's velocity, points/s.", valueName: "v"))
    var velocity: Double
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("normal (0.998), fast (0.99), or a rate per millisecond in (0, 1).", valueName: "rate"))
    var rate = "normal"
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Where the flick starts, points (default 0).", valueName: "x"))
    var from: Double = 0
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Speed below which it counts as stopped, points/s (default 0.5).", valueName: "v"))
    var threshold: Double = 0.5
    @Option(name: .customLong("land-at"), parsing: .unconditional, help: ArgumentHelp("Also give the velocity that lands exactly here, points.", valueName: "x"))
    var landAt: Double?
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Snap the landing point to multiples of this, points (e.g. 1/3 for 3x pixels).", valueName: "points"))
    var grid: Double?
    @Flag(name: .long, help: "Print the result as one JSON object.")
    var json = false

    func run() throws {
        let r: DecelerationRate
        switch rate {
        case "normal": r = .normal
        case "fast": r = .fast
        default:
            guard let value = Double(rate) else {
                throw CLIError("--rate: must be normal, fast or a number between 0 and 1, exclusive (got '\(rate)')")
            }
            do { r = try DecelerationRate(validating: value) } catch {
                throw CLIError("--rate: must be normal, fast or a number between 0 and 1, exclusive (got \(value))")
            }
        }
        for (flag, value) in [("--velocity", velocity), ("--from", from), ("--threshold", threshold)] where !value.isFinite {
            throw CLIError("\(flag): must be a finite number (got \(value))")
        }
        guard threshold > 0 else { throw CLIError("--threshold: must be positive (got \(threshold))") }
        if let landAt, !landAt.isFinite { throw CLIError("--land-at: must be a finite number (got \(landAt))") }
        if let grid, !(grid.isFinite && grid > 0) { throw CLIError("--grid: must be a positive number of points (got \(grid))") }
        let decay = Decay(rate: r)
        let exact = Projection.distance(velocity: velocity, rate: r)
        let wwdc = Projection.wwdcDistance(velocity: velocity, rate: r)
        let duration = decay.duration(initialVelocity: velocity, threshold: threshold)
        var landing = from + exact
        var snapped: (velocity: Double, landing: Double)?
        if let grid {
            snapped = decay.initialVelocity(snapping: velocity, from: from, toMultipleOf: grid)
            landing = snapped?.landing ?? landing
        }
        let needed = landAt.map { decay.initialVelocity(toTravel: $0 - from) }
        func n(_ x: Double) -> String { DecimalFormat.format(x, significantDigits: 7) }
        if json {
            var fields: [InteractionValue.Field] = [
                .init("velocity", .number(velocity)), .init("rate", .number(r.rawValue)),
                .init("decayConstant", .number(r.decayConstant)),
                .init("distance", .number(exact)), .init("wwdcDistance", .number(wwdc)),
                .init("duration", .number(duration)), .init("threshold", .number(threshold)),
                .init("from", .number(from)), .init("landing", .number(from + exact)),
            ]
            if let snapped {
                fields.append(.init("snapped", .object([.init("velocity", .number(snapped.velocity)), .init("landing", .number(snapped.landing))])))
            }
            if let landAt, let needed {
                fields.append(.init("landAt", .object([.init("position", .number(landAt)), .init("velocity", .number(needed))])))
            }
            print(InteractionValue.object(fields).jsonText(pretty: true))
            return
        }
        var out = "flick of \(n(velocity)) points/s at rate \(n(r.rawValue)) per ms (λ = \(n(r.decayConstant))/s)\n"
        out += "  glides \(n(exact)) points (exact, −v/(1000·ln r))\n"
        out += "         \(n(wwdc)) points (WWDC18, (v/1000)·r/(1 − r): \(n(abs(exact - wwdc))) points short)\n"
        out += "  slower than \(n(threshold)) points/s after \(n(duration)) s\n"
        out += "  from \(n(from)) it lands at \(n(from + exact))\n"
        if let snapped, let grid {
            out += "  snapped to multiples of \(n(grid)): \(n(snapped.velocity)) points/s lands exactly on \(n(landing))\n"
        }
        if let landAt, let needed {
            out += "  to land exactly at \(n(landAt)) from \(n(from)): flick at \(n(needed)) points/s\n"
        }
        print(out, terminator: "")
    }
}
