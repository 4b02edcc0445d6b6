import ArgumentParser
import FluidDesign
import FluidInteractions
import FluidPhysics
import FluidScripting

/// `fluid spring …`: one spring in every parameterisation, its exact settling
/// time and overshoot, and code with the same motion for eight platforms.
struct SpringCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "spring",
        abstract: "Describe one spring in every parameterisation and export it to eight platforms.",
        discussion: """
            Give the spring once, in any one parameterisation (or as a preset), and get every \
            other one, the exact settling duration (the last time the value is farther than \
            --epsilon of the distance from the target), the overshoot, and ready-to-paste code \
            with the same motion for SwiftUI, UIKit, Core Animation, Jetpack Compose, Android \
            SpringForce, Flutter, framer-motion and CSS linear(). Where a platform cannot say \
            it exactly, the output says so and how far off the closest equivalent is.

            --initial-velocity is points/s when --distance is given (the distance the value \
            travels), otherwise relative to the distance (1/s, UIKit's convention).

            Examples:
              fluid spring --duration 0.5 --bounce 0.3
              fluid spring --response 0.4 --damping-ratio 0.8 --distance 300 --initial-velocity 1200
              fluid spring --mass 1 --stiffness 170 --damping 26 --json
              fluid spring --settling-duration 0.6 --damping-ratio 1
              fluid spring bouncy --extra-bounce 0.1
              fluid spring snappy --points 20
            """
    )

    @OptionGroup var spring: SpringOptions

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The distance the value travels, points (default: 1, a 0 → 1 progress).", valueName: "points"))
    var distance: Double?
    @Option(name: .customLong("initial-velocity"), parsing: .unconditional, help: ArgumentHelp("Initial velocity: points/s with --distance, else relative (1/s).", valueName: "v"))
    var initialVelocity: Double = 0
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Sample CSS linear() at exactly this many points (2…10000).", valueName: "n"))
    var points: Int?
    @Option(name: .customLong("max-error"), parsing: .unconditional, help: ArgumentHelp("Largest error of CSS linear() as a fraction of the distance (default 0.001).", valueName: "e"))
    var maxError: Double?
    @Flag(name: .long, help: "Print everything as one JSON object.")
    var json = false

    func run() throws {
        let s = try cliSpring(spring.specification)
        let report = try Self.report(s, distance: distance, initialVelocity: initialVelocity, epsilon: spring.epsilon)
        if let points, !(2...10_000).contains(points) {
            throw CLIError("--points: must be from 2 to 10000 (got \(points))")
        }
        if points != nil, maxError != nil { throw CLIError("--points and --max-error: give one or the other") }
        let tolerance = maxError ?? 0.001
        guard tolerance.isFinite, tolerance > 0, tolerance < 1 else {
            throw CLIError("--max-error: must be a fraction of the distance between 0 and 1, exclusive (got \(tolerance))")
        }
        let exports = SpringExport.all(for: report, cssMaxError: tolerance, cssPoints: points)
        let css = CSSLinearEasing(report: report, maxError: tolerance, points: points)
        if json {
            print(Self.json(report, exports: exports, css: css).jsonText(pretty: true))
        } else {
            print(Self.text(report, exports: exports), terminator: "")
        }
    }

    static func report(_ s: Spring, distance: Double?, initialVelocity: Double, epsilon: Double) throws -> SpringReport {
        if let distance, !(distance.isFinite && distance != 0) {
            throw CLIError("--distance: must be a finite number other than 0 (got \(distance))")
        }
        guard initialVelocity.isFinite else {
            throw CLIError("--initial-velocity: must be a finite number (got \(initialVelocity))")
        }
        return SpringReport(spring: s, distance: distance ?? 1, initialVelocity: initialVelocity, epsilon: epsilon)
    }

    /// The pinned JSON object.
    static func json(_ r: SpringReport, exports: [SpringExport], css: CSSLinearEasing) -> InteractionValue {
        let s = r.spring
        let settle = r.settlingDuration
        let overshoot = r.overshoot
        var notes: [InteractionValue.Field] = []
        for e in exports { if let note = e.note { notes.append(.init(e.platform, .string(note))) } }
        return .object([
            .init("duration", .number(s.duration)),
            .init("bounce", .number(s.bounce)),
            .init("response", .number(s.response)),
            .init("dampingRatio", .number(s.dampingRatio)),
            .init("mass", .number(s.mass)),
            .init("stiffness", .number(s.stiffness)),
            .init("damping", .number(s.damping)),
            .init("settlingDuration", settle.isFinite ? .number(settle) : .null),
            .init("settles", .bool(settle.isFinite)),
            .init("epsilon", .number(r.epsilon)),
            .init("overshoot", .object([.init("fraction", .number(overshoot.fraction)), .init("time", .number(overshoot.time))])),
            .init("perceptualDuration", .number(s.duration)),
            .init("distance", .number(r.distance)),
            .init("initialVelocity", .number(r.initialVelocity)),
            .init("relativeVelocity", .number(r.relativeVelocity)),
            .init("exports", .object(exports.map { .init($0.platform, .string($0.platform == "css" ? css.value : $0.code)) })),
            .init("cssDuration", .number(css.duration)),
            .init("cssPoints", .number(Double(css.points.count))),
            .init("cssMaximumError", .number(css.maximumError)),
            .init("notes", .object(notes)),
        ])
    }

    /// The readable report.
    static func text(_ r: SpringReport, exports: [SpringExport]) -> String {
        let s = r.spring
        func n(_ x: Double) -> String { DecimalFormat.format(x, significantDigits: 6) }
        var out = "spring\n"
        out += "  duration \(n(s.duration)) s, bounce \(n(s.bounce))   (SwiftUI)\n"
        out += "  response \(n(s.response)) s, damping ratio \(n(s.dampingRatio))   (UIKit, WWDC18)\n"
        out += "  mass \(n(s.mass)), stiffness \(n(s.stiffness)), damping \(n(s.damping))   (physics)\n"
        let settle = r.settlingDuration
        if settle.isFinite {
            out += "  settles in \(n(settle)) s (exact: last time farther than \(n(r.epsilon)) of the distance from the target)\n"
        } else {
            out += "  never settles: an undamped spring (bounce 1) oscillates forever\n"
        }
        let o = r.overshoot
        out += o.fraction > 0
            ? "  overshoots by \(n(o.fraction * 100)) % of the distance, \(n(o.time)) s after the start\n"
            : "  no overshoot\n"
        out += "  perceptual duration \(n(s.duration)) s\n"
        if r.initialVelocity != 0 {
            out += "  initial velocity \(n(r.initialVelocity)) over a distance of \(n(r.distance)) (relative \(n(r.relativeVelocity))/s)\n"
        }
        for e in exports {
            out += "\n\(e.name)\n"
            for line in e.code.split(separator: "\n", omittingEmptySubsequences: false) { out += "  \(line)\n" }
            if let note = e.note { out += "  note: \(note)\n" }
        }
        return out
    }
}
