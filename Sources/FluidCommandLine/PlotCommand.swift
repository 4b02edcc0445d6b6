import ArgumentParser
import FluidDesign
import FluidInteractions
import FluidPhysics
import FluidScripting
import Foundation

/// `fluid plot`: value and velocity charts as SVG.
struct PlotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plot",
        abstract: "Chart springs, a decay or a replayed script's values over time, as SVG.",
        discussion: """
            Draws value and velocity against time, WWDC23-style: labelled axes with units, the \
            target line, each spring's exact settling time marked, and a legend. The SVG has no \
            dependencies; it goes to standard output or to --output.

            A spring is given as "key=value,…" with the keys of `fluid spring` (duration, \
            bounce, response, damping-ratio, mass, stiffness, damping, settling-duration, \
            epsilon, preset, extra-bounce).

            Examples:
              fluid plot --spring "duration=0.5,bounce=0.3" --spring "preset=smooth" -o springs.svg
              fluid plot --spring "response=0.4,damping-ratio=0.8" --distance 300 --initial-velocity 1200
              fluid plot --decay 2000 --rate fast
              fluid plot --script Examples/Scripts/drawer-main.json --field position

            PNG charts come from the playground (built by ./scripts/playground), which draws the \
            same charts with Cairo. fluid starts no other program, so --png draws nothing: it exits \
            with status 2 and prints the playground's command, built from the other arguments:
              fluid-playground --plot "preset=bouncy" --screenshot bouncy.png
            """
    )

    @Option(name: .long, parsing: .unconditionalSingleValue, help: ArgumentHelp("A spring, \"key=value,…\" (repeatable).", valueName: "spec"))
    var spring: [String] = []
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Chart a decay with this initial velocity, points/s.", valueName: "v"))
    var decay: Double?
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The decay's rate: normal, fast or a number in (0, 1).", valueName: "rate"))
    var rate = "normal"
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Chart a replayed gesture script's numeric state field.", valueName: "script"))
    var script: String?
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("The script's field to chart (default: the first numeric one).", valueName: "name"))
    var field: String?
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Springs: the distance travelled, points (default 1).", valueName: "points"))
    var distance: Double?
    @Option(name: .customLong("initial-velocity"), parsing: .unconditional, help: ArgumentHelp("Springs: initial velocity (points/s with --distance, else relative).", valueName: "v"))
    var initialVelocity: Double = 0
    @Option(name: [.short, .long], parsing: .unconditional, help: ArgumentHelp("Write the SVG here instead of standard output.", valueName: "file"))
    var output: String?
    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp("Draws nothing: exits 2 with the fluid-playground command that draws this PNG.", valueName: "file"))
    var png: String?

    func run() throws {
        if let png { throw CLIError(pngMessage(png)) }
        let sources = (spring.isEmpty ? 0 : 1) + (decay == nil ? 0 : 1) + (script == nil ? 0 : 1)
        guard sources == 1 else {
            throw CLIError(sources == 0 ? "nothing to plot: give --spring (repeatable), --decay or --script"
                                        : "--spring, --decay and --script: give only one kind of chart")
        }
        var charts: [Chart]
        if !spring.isEmpty {
            var springs: [(String, Spring)] = []
            for (i, text) in spring.enumerated() {
                springs.append((text, try cliSpring(Self.parse(text, index: i))))
            }
            let report = try SpringCommand.report(springs[0].1, distance: distance, initialVelocity: initialVelocity, epsilon: 0.001)
            charts = SpringPlot.charts(springs: springs.map { (label: $0.0, spring: $0.1) },
                                       distance: report.distance, initialVelocity: report.initialVelocity)
        } else if let decay {
            guard decay.isFinite, decay != 0 else { throw CLIError("--decay: must be a finite velocity other than 0 (got \(decay))") }
            let r: DecelerationRate
            switch rate {
            case "normal": r = .normal
            case "fast": r = .fast
            default:
                guard let value = Double(rate), let parsed = try? DecelerationRate(validating: value) else {
                    throw CLIError("--rate: must be normal, fast or a number between 0 and 1, exclusive (got '\(rate)')")
                }
                r = parsed
            }
            charts = SpringPlot.charts(decay: Decay(rate: r), initialVelocity: decay)
        } else {
            charts = try scriptCharts(script ?? "")
        }
        let svg = Chart.svg(charts)
        if let output {
            do {
                try svg.write(toFile: output, atomically: true, encoding: .utf8)
            } catch {
                throw CLIError("\(output): cannot write the file", status: 1)
            }
        } else {
            print(svg, terminator: "")
        }
    }

    /// `--png FILE`: `fluid` draws no PNG and starts no other program (the
    /// playground depends on this package, never the other way round), so
    /// the one line says which `fluid-playground --plot … --screenshot FILE`
    /// command draws it, built from the other arguments (`SPEC` when no
    /// spring or decay is given).
    func pngMessage(_ png: String) -> String {
        guard script == nil else {
            return "--png: PNG charts come from the playground (fluid-playground --plot SPEC --screenshot \(Self.shellWord(png))), "
                + "which charts springs and decays, not scripts; fluid plot --script writes this chart as SVG (-o FILE)"
        }
        var command = ["fluid-playground"]
        if spring.isEmpty && decay == nil { command += ["--plot", "SPEC"] }
        for text in spring { command += ["--plot", Self.shellWord(text)] }
        if let decay {
            command += ["--plot-decay", Self.shellWord(Self.numberArgument(decay))]
            if rate != "normal" { command += ["--plot-rate", Self.shellWord(rate)] }
        }
        if let distance { command += ["--plot-distance", Self.shellWord(Self.numberArgument(distance))] }
        if initialVelocity != 0 { command += ["--plot-velocity", Self.shellWord(Self.numberArgument(initialVelocity))] }
        command += ["--screenshot", Self.shellWord(png)]
        return "--png: fluid writes SVG only and starts no other program; the playground draws this PNG: "
            + command.joined(separator: " ")
    }

    /// A number as an argument: whole numbers without a fraction (`2000`,
    /// `-1200`), others in Swift's shortest exact form.
    static func numberArgument(_ value: Double) -> String {
        if value.isFinite, value.rounded(.towardZero) == value, Swift.abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// `text` as one shell word: as is when it has only letters, digits and
    /// `=,._/:+@%-`, else in single quotes.
    static func shellWord(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "=,._/:+@%-".unicodeScalars.contains(scalar))
        }
        if plain { return text }
        return "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// "duration=0.5,bounce=0.3" as a specification.
    static func parse(_ text: String, index: Int) throws -> SpringSpecification {
        do {
            return try SpringSpecification(parsing: text, place: "--spring[\(index)]")
        } catch {
            throw CLIError(error.message)
        }
    }

    /// A replayed script's numeric field and its velocity (finite differences).
    func scriptCharts(_ path: String) throws -> [Chart] {
        let bytes = try InputFile.read(path)
        let parsed: GestureScript
        let first: ReplayResult
        do {
            parsed = try FluidTool.script(bytes)
            first = try FluidTool.replay(parsed).run()
        } catch {
            throw CLIError("\(path): \(error)")
        }
        let end = max(first.endTime, 0.1)
        let count = 400
        let times = (0...count).map { end * Double($0) / Double(count) }
        let result: ReplayResult
        do { result = try FluidTool.replay(parsed).run(at: times) } catch { throw CLIError("\(path): \(error)") }
        guard case .object(let fields) = result.final else { throw CLIError("\(path): the interface reports no state") }
        let numeric = fields.filter { $0.key != "t" && $0.value.number != nil }.map(\.key)
        let name = field ?? numeric.first ?? ""
        guard numeric.contains(name) else {
            throw CLIError("--field: '\(name)' is not a numeric field of \(parsed.interface) (its numeric fields: \(numeric.joined(separator: ", ")))")
        }
        let values = result.at.map { $0[name]?.number ?? .nan }
        var velocity: [Chart.Point2] = []
        for i in 1..<times.count {
            velocity.append(Chart.Point2((times[i] + times[i - 1]) / 2, (values[i] - values[i - 1]) / (times[i] - times[i - 1])))
        }
        let events = result.events.compactMap { e -> Chart.Guide? in
            guard let t = e["t"]?.number else { return nil }
            let label = e["style"]?.string ?? e["name"]?.string ?? ""
            return Chart.Guide(value: t, label: label, horizontal: false, color: "#FF9F0A")
        }
        return [
            Chart(title: "\(parsed.interface): \(name)", xLabel: "time (s)", yLabel: name,
                  series: [Chart.Series(name: name, color: SpringPlot.palette[0], points: zip(times, values).map { Chart.Point2($0, $1) })],
                  guides: events),
            Chart(title: "\(name) per second", xLabel: "time (s)", yLabel: "\(name)/s",
                  series: [Chart.Series(name: "velocity", color: SpringPlot.palette[1], points: velocity)]),
        ]
    }
}
